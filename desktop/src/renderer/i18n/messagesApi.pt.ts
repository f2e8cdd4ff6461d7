import type { DeepStrings } from './types.ts';
import type { messagesApiEn } from './messagesApi.ts';

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
