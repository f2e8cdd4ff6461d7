import type { DeepStrings } from './types.ts';
import type { todolistEn } from './todolist.ts';

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
