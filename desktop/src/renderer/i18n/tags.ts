import type { DeepStrings } from './types.ts';

/** Tags screen and dialog (English: the reference). */
export const tagsEn = {
  add: 'Add tag',
  search: 'Search',
  empty: 'No tags yet.',
  emptyHint: 'Add tags to label tickets; admins and supervisors can make a tag a kanban lane.',
  columns: {
    name: 'Name',
    tickets: 'Tickets',
    kanban: 'Kanban lane',
    actions: 'Actions',
  },
  buttons: {
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    kanban: 'Make {{name}} a kanban lane',
  },
  kanbanOn: '{{name}} is now a kanban lane.',
  kanbanOff: '{{name}} is no longer a kanban lane.',
  deleteTitle: 'Delete {{name}}?',
  deleteBody: 'The tag will be removed from every ticket that carries it. This cannot be undone.',
  deleted: 'Tag deleted.',
  saved: 'Tag saved.',
  modal: {
    titleAdd: 'Add tag',
    titleEdit: 'Edit tag',
    name: 'Name',
    color: 'Colour',
    kanban: 'Kanban lane',
    kanbanHint: 'Tickets with this tag get a lane of their own on the kanban board.',
  },
};

export const tagsPt: DeepStrings<typeof tagsEn> = {
  add: 'Adicionar tag',
  search: 'Pesquisar',
  empty: 'Nenhuma tag ainda.',
  emptyHint: 'Adicione tags para marcar tickets; administradores e supervisores podem tornar uma tag uma coluna do kanban.',
  columns: {
    name: 'Nome',
    tickets: 'Tickets',
    kanban: 'Coluna do kanban',
    actions: 'Ações',
  },
  buttons: {
    edit: 'Editar {{name}}',
    delete: 'Excluir {{name}}',
    kanban: 'Tornar {{name}} uma coluna do kanban',
  },
  kanbanOn: '{{name}} agora é uma coluna do kanban.',
  kanbanOff: '{{name}} não é mais uma coluna do kanban.',
  deleteTitle: 'Excluir {{name}}?',
  deleteBody: 'A tag será removida de todos os tickets que a têm. Não é possível desfazer.',
  deleted: 'Tag excluída.',
  saved: 'Tag salva.',
  modal: {
    titleAdd: 'Adicionar tag',
    titleEdit: 'Editar tag',
    name: 'Nome',
    color: 'Cor',
    kanban: 'Coluna do kanban',
    kanbanHint: 'Os tickets com esta tag ganham uma coluna própria no quadro kanban.',
  },
};

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
