import type { DeepStrings } from './types.ts';
import type { accessibilityEn } from './accessibility.ts';

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
