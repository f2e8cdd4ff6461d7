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
