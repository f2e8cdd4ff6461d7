import type { DeepStrings } from './types.ts';
import type { chatEn } from './chats.ts';

export const chatPt: DeepStrings<typeof chatEn> = {
  title: 'Chat interno',
  add: 'Nova conversa',
  search: 'Pesquisar conversas',
  tabs: { chats: 'Conversas', messages: 'Mensagens' },
  empty: 'Nenhuma conversa ainda.',
  emptyHint: 'Comece uma conversa com um título e os colegas com quem falar.',
  noChatSelected: 'Escolha uma conversa para ler as mensagens.',
  noMessages: 'Nenhuma mensagem ainda. Diga olá.',
  loadingOlder: 'Carregando mensagens anteriores…',
  messagePlaceholder: 'Digite uma mensagem',
  send: 'Enviar',
  edit: 'Editar {{title}}',
  delete: 'Excluir {{title}}',
  deleteTitle: 'Excluir {{title}}?',
  deleteBody: 'A conversa e todas as mensagens são excluídas para todos os participantes. Não é possível desfazer.',
  deleted: 'Conversa excluída.',
  saved: 'Conversa salva.',
  unread: '{{count}} não lidas',
  participants: '{{count}} participantes',
  you: 'Você',
  modal: {
    titleAdd: 'Nova conversa',
    titleEdit: 'Editar conversa',
    title: 'Título',
    users: 'Colegas',
    usersPlaceholder: 'Escolha os colegas',
  },
  toasts: {
    fillTitle: 'Dê um título à conversa.',
    fillUser: 'Escolha pelo menos um colega.',
  },
  popover: {
    open: 'Chats internos',
    title: 'Chats internos',
    empty: 'Nenhuma conversa ainda.',
  },
  notification: 'Nova mensagem de {{name}} em {{title}}',
};
