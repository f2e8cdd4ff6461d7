import type { DeepStrings } from './types.ts';

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

export const todolistPt: DeepStrings<typeof todolistEn> = {
  newLabel: 'Nova tarefa',
  newPlaceholder: 'Escreva uma tarefa e tecle Enter',
  add: 'Adicionar',
  listLabel: 'Tarefas',
  empty: 'Nenhuma tarefa ainda. Elas ficam só neste computador.',
  markDone: 'Concluída: {{text}}',
  edit: 'Editar: {{text}}',
  editLabel: 'Novo texto para: {{text}}',
  saveEdit: 'Salvar a tarefa',
  cancelEdit: 'Cancelar a edição',
  delete: 'Excluir: {{text}}',
  created: 'Criada em {{date}}',
  updated: 'Alterada em {{date}}',
  notSaved: 'Não foi possível salvar a lista de tarefas neste computador.',
};

export const todolistEs: DeepStrings<typeof todolistEn> = {
  newLabel: 'Nueva tarea',
  newPlaceholder: 'Escriba una tarea y pulse Enter',
  add: 'Agregar',
  listLabel: 'Tareas',
  empty: 'Aún no hay tareas. Se quedan solo en esta computadora.',
  markDone: 'Hecha: {{text}}',
  edit: 'Editar: {{text}}',
  editLabel: 'Nuevo texto para: {{text}}',
  saveEdit: 'Guardar la tarea',
  cancelEdit: 'Cancelar la edición',
  delete: 'Eliminar: {{text}}',
  created: 'Creada el {{date}}',
  updated: 'Modificada el {{date}}',
  notSaved: 'No se pudo guardar la lista de tareas en esta computadora.',
};
