import type { DeepStrings } from './types.ts';
import type { usersEn } from './users.ts';

export const usersEs: DeepStrings<typeof usersEn> = {
  add: 'Agregar usuario',
  search: 'Buscar por nombre o correo',
  empty: 'Por ahora solo usted.',
  emptyHint: 'Agregue a las personas que atienden a sus clientes y asigne a cada una sus colas.',
  columns: {
    id: 'ID',
    name: 'Nombre',
    email: 'Correo',
    profile: 'Perfil',
    status: 'Estado',
    actions: 'Acciones',
  },
  profiles: {
    admin: 'Administrador',
    supervisor: 'Supervisor',
    user: 'Usuario',
  },
  online: 'En línea',
  lastSeen: 'Visto por última vez {{when}}',
  neverSeen: 'Nunca ingresó',
  buttons: {
    edit: 'Editar {{name}}',
    delete: 'Eliminar {{name}}',
  },
  deleteTitle: '¿Eliminar {{name}}?',
  deleteBody: 'Sus tickets abiertos vuelven a la espera de su cola. Esto no se puede deshacer.',
  deleted: 'Usuario eliminado.',
  saved: 'Usuario guardado.',
  modal: {
    titleAdd: 'Agregar usuario',
    titleEdit: 'Editar usuario',
    name: 'Nombre',
    email: 'Correo',
    password: 'Contraseña',
    passwordKeep: 'Déjela vacía para mantener la contraseña actual',
    profile: 'Perfil',
    queues: 'Colas',
    queuesPlaceholder: 'Elija las colas',
    connection: 'Conexión predeterminada',
    noConnection: 'Ninguna',
    allTicket: 'Ver tickets pendientes sin cola',
  },
  own: {
    title: 'Mi perfil',
    language: 'Idioma',
    passwordEnded: 'Sus otras sesiones se cerraron.',
    saved: 'Perfil guardado.',
  },
};
