import type { DeepStrings } from './types.ts';

/** Quick messages screen and dialog (English: the reference). */
export const quickMessagesEn = {
  add: 'Add quick reply',
  search: 'Search',
  empty: 'No quick replies yet.',
  emptyHint: 'Add the answers you type often, then type /shortcut in a conversation to send one.',
  companyWide: 'company-wide',
  columns: {
    shortcode: 'Shortcut',
    attachment: 'Attachment',
    actions: 'Actions',
  },
  buttons: {
    edit: 'Edit /{{name}}',
    delete: 'Delete /{{name}}',
  },
  deleteTitle: 'Delete /{{name}}?',
  deleteBody: 'This quick reply and its attachment link will be removed. This cannot be undone.',
  deleted: 'Quick reply deleted.',
  saved: 'Quick reply saved.',
  modal: {
    titleAdd: 'Add quick reply',
    titleEdit: 'Edit quick reply',
    shortcode: 'Shortcut',
    shortcodeHint: 'Type /shortcut in a conversation to use it.',
    shortcodeRule: 'Use 1 to 50 characters without spaces',
    message: 'Message',
    geral: 'Company-wide (every user sees it)',
    attach: 'Attach file',
    replaceAttachment: 'Replace file',
    removeAttachment: 'Remove the attachment',
  },
};

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

export const quickMessagesEs: DeepStrings<typeof quickMessagesEn> = {
  add: 'Agregar respuesta rápida',
  search: 'Buscar',
  empty: 'Todavía no hay respuestas rápidas.',
  emptyHint: 'Añada las respuestas que escribe a menudo y luego escriba /atajo en una conversación para enviarlas.',
  companyWide: 'para toda la empresa',
  columns: {
    shortcode: 'Atajo',
    attachment: 'Adjunto',
    actions: 'Acciones',
  },
  buttons: {
    edit: 'Editar /{{name}}',
    delete: 'Eliminar /{{name}}',
  },
  deleteTitle: '¿Eliminar /{{name}}?',
  deleteBody: 'Esta respuesta rápida y el vínculo de su adjunto se eliminarán. No se puede deshacer.',
  deleted: 'Respuesta rápida eliminada.',
  saved: 'Respuesta rápida guardada.',
  modal: {
    titleAdd: 'Agregar respuesta rápida',
    titleEdit: 'Editar respuesta rápida',
    shortcode: 'Atajo',
    shortcodeHint: 'Escriba /atajo en una conversación para usarla.',
    shortcodeRule: 'Use de 1 a 50 caracteres, sin espacios',
    message: 'Mensaje',
    geral: 'Para toda la empresa (todos los usuarios la ven)',
    attach: 'Adjuntar archivo',
    replaceAttachment: 'Cambiar archivo',
    removeAttachment: 'Quitar el adjunto',
  },
};
