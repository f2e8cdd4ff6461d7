/** The to-do list page (English: the reference). */
export const todolistEn = {
  newLabel: 'New task',
  newPlaceholder: 'Write a task and press Enter',
  add: 'Add',
  listLabel: 'Tasks',
  empty: 'No tasks yet. They stay on this computer only.',
  markDone: 'Done: {{text}}',
  edit: 'Edit: {{text}}',
  editLabel: 'New text for: {{text}}',
  saveEdit: 'Save the task',
  cancelEdit: 'Cancel editing',
  delete: 'Delete: {{text}}',
  created: 'Created {{date}}',
  updated: 'Changed {{date}}',
  notSaved: 'The to-do list could not be saved on this computer.',
};
