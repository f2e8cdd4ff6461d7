import type { DeepStrings } from './types.ts';
import type { tagsEn } from './tags.ts';

export const tagsEs: DeepStrings<typeof tagsEn> = {
  add: 'Agregar etiqueta',
  search: 'Buscar',
  empty: 'Todavía no hay etiquetas.',
  emptyHint: 'Agregue etiquetas para marcar tickets; administradores y supervisores pueden convertir una etiqueta en columna del kanban.',
  columns: {
    name: 'Nombre',
    tickets: 'Tickets',
    kanban: 'Columna del kanban',
    actions: 'Acciones',
  },
  buttons: {
    edit: 'Editar {{name}}',
    delete: 'Eliminar {{name}}',
    kanban: 'Convertir {{name}} en columna del kanban',
  },
  kanbanOn: '{{name}} ahora es una columna del kanban.',
  kanbanOff: '{{name}} ya no es una columna del kanban.',
  deleteTitle: '¿Eliminar {{name}}?',
  deleteBody: 'La etiqueta se quitará de todos los tickets que la llevan. No se puede deshacer.',
  deleted: 'Etiqueta eliminada.',
  saved: 'Etiqueta guardada.',
  modal: {
    titleAdd: 'Agregar etiqueta',
    titleEdit: 'Editar etiqueta',
    name: 'Nombre',
    color: 'Color',
    kanban: 'Columna del kanban',
    kanbanHint: 'Los tickets con esta etiqueta tienen una columna propia en el tablero kanban.',
  },
};
