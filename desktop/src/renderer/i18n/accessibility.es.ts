import type { DeepStrings } from './types.ts';
import type { accessibilityEn } from './accessibility.ts';

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
