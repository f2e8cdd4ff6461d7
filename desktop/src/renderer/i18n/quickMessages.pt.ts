import type { DeepStrings } from './types.ts';
import type { quickMessagesEn } from './quickMessages.ts';

export const quickMessagesPt: DeepStrings<typeof quickMessagesEn> = {
  add: 'Adicionar resposta rápida',
  search: 'Pesquisar',
  empty: 'Nenhuma resposta rápida ainda.',
  emptyHint: 'Adicione as respostas que você digita com frequência e depois digite /atalho em uma conversa para enviá-las.',
  companyWide: 'para toda a empresa',
  columns: {
    shortcode: 'Atalho',
    attachment: 'Anexo',
    actions: 'Ações',
  },
  buttons: {
    edit: 'Editar /{{name}}',
    delete: 'Excluir /{{name}}',
  },
  deleteTitle: 'Excluir /{{name}}?',
  deleteBody: 'Esta resposta rápida e o vínculo do anexo serão removidos. Não é possível desfazer.',
  deleted: 'Resposta rápida excluída.',
  saved: 'Resposta rápida salva.',
  modal: {
    titleAdd: 'Adicionar resposta rápida',
    titleEdit: 'Editar resposta rápida',
    shortcode: 'Atalho',
    shortcodeHint: 'Digite /atalho em uma conversa para usá-la.',
    shortcodeRule: 'Use de 1 a 50 caracteres, sem espaços',
    message: 'Mensagem',
    geral: 'Para toda a empresa (todos os usuários veem)',
    attach: 'Anexar arquivo',
    replaceAttachment: 'Trocar arquivo',
    removeAttachment: 'Remover o anexo',
  },
};
