import type { DeepStrings } from './types.ts';
import type { messagesApiEn } from './messagesApi.ts';

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
