import type { DeepStrings } from './types.ts';
import type { chatEn } from './chats.ts';

export const chatEs: DeepStrings<typeof chatEn> = {
  title: 'Chat interno',
  add: 'Nueva conversación',
  search: 'Buscar conversaciones',
  tabs: { chats: 'Conversaciones', messages: 'Mensajes' },
  empty: 'Todavía no hay conversaciones.',
  emptyHint: 'Inicie una conversación con un título y los colegas con quienes hablar.',
  noChatSelected: 'Elija una conversación para leer sus mensajes.',
  noMessages: 'Todavía no hay mensajes. Salude.',
  loadingOlder: 'Cargando mensajes anteriores…',
  messagePlaceholder: 'Escriba un mensaje',
  send: 'Enviar',
  edit: 'Editar {{title}}',
  delete: 'Eliminar {{title}}',
  deleteTitle: '¿Eliminar {{title}}?',
  deleteBody: 'La conversación y todos sus mensajes se eliminan para todos los participantes. No se puede deshacer.',
  deleted: 'Conversación eliminada.',
  saved: 'Conversación guardada.',
  unread: '{{count}} sin leer',
  participants: '{{count}} participantes',
  you: 'Usted',
  modal: {
    titleAdd: 'Nueva conversación',
    titleEdit: 'Editar conversación',
    title: 'Título',
    users: 'Colegas',
    usersPlaceholder: 'Elija a los colegas',
  },
  toasts: {
    fillTitle: 'Dé un título a la conversación.',
    fillUser: 'Elija al menos un colega.',
  },
  popover: {
    open: 'Chats internos',
    title: 'Chats internos',
    empty: 'Todavía no hay conversaciones.',
  },
  notification: 'Nuevo mensaje de {{name}} en {{title}}',
};
