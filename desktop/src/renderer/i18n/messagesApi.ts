/** The external message API page: its documentation and test forms (English: the reference). */
export const messagesApiEn = {
  intro: 'Integrations send WhatsApp messages through one of your connections with a single request.',
  docs: {
    title: 'How to send',
    endpoint: 'Endpoint',
    token:
      "Authentication: the header Authorization: Bearer <token>, where the token is the connection's own (Connections → edit the connection → token). The message goes out through that connection.",
    textTitle: 'Text messages',
    textBody: 'Send JSON (Content-Type: application/json) with these fields:',
    mediaTitle: 'Media messages',
    mediaBody: 'Send multipart/form-data with the same fields as text, plus the files:',
    fields: {
      number:
        'number (required): the number with country and area code, digits only (spaces, +, dashes and brackets are ignored), 8 to 15 digits.',
      body: 'body: the text (up to 4,096 characters); with media, the first file’s caption. Required when no file is sent.',
      closeTicket: 'closeTicket (optional, true or false): close the ticket after sending.',
      medias: 'medias: one or more files (up to 10, 64 MB each).',
    },
    answersTitle: 'Answers',
    ok: '200: {"mensagem": "Mensagem enviada", "messageId", "messageIds", "ticketId"}.',
    errors: {
      validation: '400 ERR_VALIDATION: a field is missing or wrong (the answer names it).',
      invalidContact: '400 ERR_WAPP_INVALID_CONTACT: the number is not on WhatsApp.',
      sending: '400 ERR_SENDING_WAPP_MSG or ERR_WAPP_NOT_INITIALIZED: the connection could not send (is it connected?).',
      token: '401 ERR_NOT_AUTHENTICATED: the token is missing or unknown.',
      expired: '402 ERR_SUBSCRIPTION_EXPIRED: the company is past its due date; the API works again once the invoice is paid.',
      plan: '403 ERR_NO_PERMISSION: the plan does not include the API.',
    },
  },
  test: {
    textTitle: 'Test: send a text',
    mediaTitle: 'Test: send a file',
    token: 'Token',
    number: 'Number',
    body: 'Message',
    caption: 'Caption (optional)',
    file: 'File',
    chooseFile: 'Choose file',
    noFile: 'No file chosen',
    send: 'Send',
    required: 'Required',
    sent: 'Message sent (ticket {{ticketId}}).',
  },
};
