import type { DeepStrings } from './types.ts';
import type { ticketsEn } from './tickets.ts';

export const ticketsEs: DeepStrings<typeof ticketsEn> = {
  tabs: {
    label: 'Listas de tickets',
    open: 'Abiertos',
    closed: 'Resueltos',
    search: 'Buscar',
    assigned: 'Atendiendo',
    pending: 'Esperando',
  },
  narrow: {
    label: 'Pantalla de tickets',
    ticket: 'Ticket',
    list: 'Atenciones',
  },
  showAll: 'Todos',
  search: {
    placeholder: 'Buscar contactos, mensajes o un número de protocolo',
    tags: 'Filtrar por etiquetas',
    users: 'Filtrar por usuarios',
  },
  list: {
    label: 'Tickets',
    empty: 'Nada aquí.',
    loadingMore: 'Cargando más tickets…',
    noQueue: 'Sin cola',
    unread: '{{count}} sin leer',
  },
  buttons: {
    accept: 'Aceptar',
    close: 'Resolver',
    reopen: 'Reabrir',
    newTicket: 'Nuevo ticket',
    acceptLabel: 'Aceptar el ticket de {{name}}',
    closeLabel: 'Resolver el ticket de {{name}}',
    reopenLabel: 'Reabrir el ticket de {{name}}',
  },
  welcome: {
    title: 'Elija un ticket',
    body: 'Seleccione una conversación de la lista para empezar a atender.',
    image: 'Bienvenida',
  },
  toasts: {
    unauthorized: 'Acceso no permitido',
    deleted: 'El ticket que estaba viendo fue eliminado.',
  },
  newTicket: {
    title: 'Nuevo ticket',
    contact: 'Contacto',
    contactHint: 'Escriba al menos 3 caracteres',
    noContacts: 'Ningún contacto encontrado',
    queue: 'Cola',
    queueRequired: 'Elija una cola.',
    connection: 'Conexión',
    defaultConnection: 'Conexión predeterminada',
    none: 'Ninguna',
    save: 'Crear',
    cancel: 'Cancelar',
    otherOpen: 'Este contacto ya tiene un ticket abierto con {{user}} en la cola {{queue}}.',
    otherOpenNoUser: 'Este contacto ya tiene un ticket esperando en la cola {{queue}}.',
  },
  notifications: {
    open: 'Notificaciones',
    title: 'Tickets sin leer',
    empty: 'No hay tickets sin leer.',
    newMessage: 'Nuevo mensaje de {{name}}',
  },
};
