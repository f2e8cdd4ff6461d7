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
