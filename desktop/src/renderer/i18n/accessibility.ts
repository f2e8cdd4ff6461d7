import type { DeepStrings } from './types.ts';

/** What only assistive technology and the keyboard meet: skip link, hidden headings, spoken summaries (English: the reference). */
export const accessibilityEn = {
  skipToContent: 'Skip to content',
  /** The sign-in page's language button: its visible text first, so speech commands find it. */
  languageButton: '{{language}}, language',
  notificationsButton_one: 'Notifications, 1 unread ticket',
  notificationsButton_other: 'Notifications, {{count}} unread tickets',
  ticketsHeading: 'Tickets',
  chatsHeading: 'Internal chat',
  /** A ticket in a list: contact, last message, time, unread count, waiting. */
  ticket: '{{name}}: {{lastMessage}}, {{time}}',
  ticketUnread_one: '1 unread message',
  ticketUnread_other: '{{count}} unread messages',
  ticketWaiting: 'waiting',
  ticketListSize_one: '1 ticket',
  ticketListSize_other: '{{count}} tickets',
  newMessages: 'New messages',
  newMessage: '{{author}}: {{text}}',
  newMessageMedia: '{{author}} sent a file',
  colourChosen: 'Chosen colour: {{color}}',
};

export const accessibilityPt: DeepStrings<typeof accessibilityEn> = {
  skipToContent: 'Ir para o conteúdo',
  languageButton: '{{language}}, idioma',
  notificationsButton_one: 'Notificações, 1 atendimento não lido',
  notificationsButton_other: 'Notificações, {{count}} atendimentos não lidos',
  ticketsHeading: 'Atendimentos',
  chatsHeading: 'Chat interno',
  ticket: '{{name}}: {{lastMessage}}, {{time}}',
  ticketUnread_one: '1 mensagem não lida',
  ticketUnread_other: '{{count}} mensagens não lidas',
  ticketWaiting: 'aguardando',
  ticketListSize_one: '1 atendimento',
  ticketListSize_other: '{{count}} atendimentos',
  newMessages: 'Novas mensagens',
  newMessage: '{{author}}: {{text}}',
  newMessageMedia: '{{author}} enviou um arquivo',
  colourChosen: 'Cor escolhida: {{color}}',
};

export const accessibilityEs: DeepStrings<typeof accessibilityEn> = {
  skipToContent: 'Ir al contenido',
  languageButton: '{{language}}, idioma',
  notificationsButton_one: 'Notificaciones, 1 atención no leída',
  notificationsButton_other: 'Notificaciones, {{count}} atenciones no leídas',
  ticketsHeading: 'Atenciones',
  chatsHeading: 'Chat interno',
  ticket: '{{name}}: {{lastMessage}}, {{time}}',
  ticketUnread_one: '1 mensaje no leído',
  ticketUnread_other: '{{count}} mensajes no leídos',
  ticketWaiting: 'en espera',
  ticketListSize_one: '1 atención',
  ticketListSize_other: '{{count}} atenciones',
  newMessages: 'Mensajes nuevos',
  newMessage: '{{author}}: {{text}}',
  newMessageMedia: '{{author}} envió un archivo',
  colourChosen: 'Color elegido: {{color}}',
};
