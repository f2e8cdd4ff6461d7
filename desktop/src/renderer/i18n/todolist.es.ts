import type { DeepStrings } from './types.ts';
import type { todolistEn } from './todolist.ts';

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
