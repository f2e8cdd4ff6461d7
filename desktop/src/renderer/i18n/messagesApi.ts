import type { DeepStrings } from './types.ts';

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

export const messagesApiPt: DeepStrings<typeof messagesApiEn> = {
  intro: 'Integrações enviam mensagens de WhatsApp por uma das suas conexões com uma única requisição.',
  docs: {
    title: 'Como enviar',
    endpoint: 'Endereço',
    token:
      'Autenticação: o cabeçalho Authorization: Bearer <token>, em que o token é o da própria conexão (Conexões → editar a conexão → token). A mensagem sai por essa conexão.',
    textTitle: 'Mensagens de texto',
    textBody: 'Envie JSON (Content-Type: application/json) com estes campos:',
    mediaTitle: 'Mensagens com mídia',
    mediaBody: 'Envie multipart/form-data com os mesmos campos do texto, mais os arquivos:',
    fields: {
      number:
        'number (obrigatório): o número com DDI e DDD, só dígitos (espaços, +, hífens e parênteses são ignorados), de 8 a 15 dígitos.',
      body: 'body: o texto (até 4.096 caracteres); com mídia, a legenda do primeiro arquivo. Obrigatório quando nenhum arquivo é enviado.',
      closeTicket: 'closeTicket (opcional, true ou false): fecha o ticket depois do envio.',
      medias: 'medias: um ou mais arquivos (até 10, de 64 MB cada).',
    },
    answersTitle: 'Respostas',
    ok: '200: {"mensagem": "Mensagem enviada", "messageId", "messageIds", "ticketId"}.',
    errors: {
      validation: '400 ERR_VALIDATION: um campo falta ou está errado (a resposta diz qual).',
      invalidContact: '400 ERR_WAPP_INVALID_CONTACT: o número não está no WhatsApp.',
      sending: '400 ERR_SENDING_WAPP_MSG ou ERR_WAPP_NOT_INITIALIZED: a conexão não conseguiu enviar (ela está conectada?).',
      token: '401 ERR_NOT_AUTHENTICATED: o token falta ou é desconhecido.',
      expired: '402 ERR_SUBSCRIPTION_EXPIRED: a empresa passou do vencimento; a API volta a funcionar quando a fatura for paga.',
      plan: '403 ERR_NO_PERMISSION: o plano não inclui a API.',
    },
  },
  test: {
    textTitle: 'Teste: enviar um texto',
    mediaTitle: 'Teste: enviar um arquivo',
    token: 'Token',
    number: 'Número',
    body: 'Mensagem',
    caption: 'Legenda (opcional)',
    file: 'Arquivo',
    chooseFile: 'Escolher arquivo',
    noFile: 'Nenhum arquivo escolhido',
    send: 'Enviar',
    required: 'Obrigatório',
    sent: 'Mensagem enviada (ticket {{ticketId}}).',
  },
};

export const messagesApiEs: DeepStrings<typeof messagesApiEn> = {
  intro: 'Las integraciones envían mensajes de WhatsApp por una de sus conexiones con una sola solicitud.',
  docs: {
    title: 'Cómo enviar',
    endpoint: 'Dirección',
    token:
      'Autenticación: la cabecera Authorization: Bearer <token>, donde el token es el de la propia conexión (Conexiones → editar la conexión → token). El mensaje sale por esa conexión.',
    textTitle: 'Mensajes de texto',
    textBody: 'Envíe JSON (Content-Type: application/json) con estos campos:',
    mediaTitle: 'Mensajes con archivos',
    mediaBody: 'Envíe multipart/form-data con los mismos campos del texto, más los archivos:',
    fields: {
      number:
        'number (obligatorio): el número con código de país y de área, solo dígitos (se ignoran espacios, +, guiones y paréntesis), de 8 a 15 dígitos.',
      body: 'body: el texto (hasta 4.096 caracteres); con archivos, la leyenda del primero. Obligatorio cuando no se envía ningún archivo.',
      closeTicket: 'closeTicket (opcional, true o false): cierra el ticket después del envío.',
      medias: 'medias: uno o más archivos (hasta 10, de 64 MB cada uno).',
    },
    answersTitle: 'Respuestas',
    ok: '200: {"mensagem": "Mensagem enviada", "messageId", "messageIds", "ticketId"}.',
    errors: {
      validation: '400 ERR_VALIDATION: falta un campo o está mal (la respuesta lo indica).',
      invalidContact: '400 ERR_WAPP_INVALID_CONTACT: el número no está en WhatsApp.',
      sending: '400 ERR_SENDING_WAPP_MSG o ERR_WAPP_NOT_INITIALIZED: la conexión no pudo enviar (¿está conectada?).',
      token: '401 ERR_NOT_AUTHENTICATED: falta el token o es desconocido.',
      expired: '402 ERR_SUBSCRIPTION_EXPIRED: la empresa pasó su vencimiento; la API vuelve a funcionar cuando se paga la factura.',
      plan: '403 ERR_NO_PERMISSION: el plan no incluye la API.',
    },
  },
  test: {
    textTitle: 'Prueba: enviar un texto',
    mediaTitle: 'Prueba: enviar un archivo',
    token: 'Token',
    number: 'Número',
    body: 'Mensaje',
    caption: 'Leyenda (opcional)',
    file: 'Archivo',
    chooseFile: 'Elegir archivo',
    noFile: 'Ningún archivo elegido',
    send: 'Enviar',
    required: 'Obligatorio',
    sent: 'Mensaje enviado (ticket {{ticketId}}).',
  },
};
