import type { DeepStrings } from './types.ts';
import type { tagsEn } from './tags.ts';

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
