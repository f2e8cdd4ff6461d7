import type { DeepStrings } from './types.ts';
import type { filesEn } from './files.ts';

export const filesEs: DeepStrings<typeof filesEn> = {
  add: 'Agregar lista de archivos',
  search: 'Buscar',
  empty: 'Todavía no hay listas de archivos.',
  emptyHint: 'Agregue una lista de archivos con un mensaje; las campañas pueden enviarlos.',
  filesCount_one: '{{count}} archivo',
  filesCount_other: '{{count}} archivos',
  columns: {
    name: 'Nombre',
    files: 'Archivos',
    actions: 'Acciones',
  },
  buttons: {
    edit: 'Editar {{name}}',
    delete: 'Eliminar {{name}}',
  },
  deleteTitle: '¿Eliminar {{name}}?',
  deleteBody: 'La lista y sus archivos se eliminarán. No se puede deshacer.',
  deleted: 'Lista de archivos eliminada.',
  saved: 'Lista de archivos guardada.',
  modal: {
    titleAdd: 'Agregar lista de archivos',
    titleEdit: 'Editar lista de archivos',
    name: 'Nombre',
    message: 'Mensaje',
    options: 'Archivos',
    addOption: 'Agregar archivo',
    optionName: 'Nombre',
    optionMessage: 'Mensaje',
    optionValue: 'Valor',
    chooseFile: 'Elegir archivo',
    replaceFile: 'Cambiar archivo',
    noFile: 'Ningún archivo elegido',
    removeOption: 'Quitar este archivo',
  },
};
