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
