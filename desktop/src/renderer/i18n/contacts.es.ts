import type { DeepStrings } from './types.ts';
import type { contactsEn } from './contacts.ts';

export const contactsEs: DeepStrings<typeof contactsEn> = {
  add: 'Agregar contacto',
  search: 'Buscar por nombre, número o correo',
  empty: 'Todavía no hay contactos.',
  emptyHint:
    'Los contactos llegan con su primer mensaje; también puede agregar uno, importar una hoja de cálculo o traer los contactos del teléfono.',
  columns: { name: 'Nombre', number: 'WhatsApp', email: 'Correo', actions: 'Acciones' },
  buttons: {
    message: 'Enviar mensaje a {{name}}',
    edit: 'Editar {{name}}',
    delete: 'Eliminar {{name}}',
  },
  deleteTitle: '¿Eliminar {{name}}?',
  deleteBody: 'Se eliminarán el contacto, sus tickets y sus mensajes. No se puede deshacer.',
  deleted: 'Contacto eliminado.',
  saved: 'Contacto guardado.',
  modal: { titleAdd: 'Agregar contacto', titleEdit: 'Editar contacto' },
  import: {
    menu: 'Importar',
    spreadsheet: 'Desde una hoja de cálculo (.xlsx)',
    phone: 'Desde el teléfono',
    phoneDone_one: '{{count}} contacto traído del teléfono.',
    phoneDone_other: '{{count}} contactos traídos del teléfono.',
    onlyXlsx: 'Elija un archivo .xlsx.',
    unreadable: 'No se pudo leer este archivo como hoja de cálculo.',
    noRows: 'La hoja de cálculo no tiene filas para importar.',
    title: 'Importando contactos',
    progress: '{{done}} de {{total}} filas',
    summary_one: '{{count}} contacto creado.',
    summary_other: '{{count}} contactos creados.',
    errors_one: '{{count}} fila no se importó:',
    errors_other: '{{count}} filas no se importaron:',
    row: 'Fila {{line}}',
    duplicated: 'ya existe un contacto con este número',
    invalid: '{{fields}} no válido',
    close: 'Cerrar',
    formatHint: 'Columnas: nombre, número, correo (primera fila como encabezado).',
  },
  export: 'Exportar CSV',
  exported: 'Contactos exportados.',
};
