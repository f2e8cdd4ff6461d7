import type { botsEn } from './bots.ts';
import type { DeepStrings } from './types.ts';

export const botsEs: DeepStrings<typeof botsEn> = {
  select: {
    label: 'Bot',
    hint: 'Atiende a los contactos de esta cola antes que un agente. Si falla, el ticket pasa a la lista En espera de la cola.',
    connectionHint: 'Atiende a los contactos de esta conexión antes de que elijan una cola.',
    none: 'Sin bot',
    prompts: 'Prompts de IA',
    integrations: 'Integraciones',
    loadFailed: 'No se pudieron cargar los bots.',
  },
  promptQueueHint: 'Al guardar, esta cola usará este prompt.',
  secret: {
    label: 'Secreto de firma',
    hint: 'Cada envío lleva X-Balcao-Timestamp y X-Balcao-Signature: v1=HMAC-SHA256 de "timestamp.cuerpo" con este secreto. Verifique ambos en su receptor y rechace las horas antiguas.',
    show: 'Mostrar secreto',
    hide: 'Ocultar secreto',
    copy: 'Copiar secreto',
    copied: 'Secreto copiado.',
    renew: 'Cambiar secreto',
    renewTitle: '¿Cambiar el secreto de firma?',
    renewBody: 'Los envíos se firmarán con el nuevo secreto; los receptores que verifican el anterior los rechazarán.',
    renewed: 'Secreto de firma cambiado.',
  },
  testFailed: {
    invalidJson: 'La prueba falló: el JSON de la cuenta de servicio no es un JSON válido.',
    missingFields: 'La prueba falló: faltan client_email o private_key en el JSON. Use la clave JSON de una cuenta de servicio.',
    invalidKey: 'La prueba falló: la private_key del JSON no es una clave válida.',
    rejected: 'La prueba falló: Google rechazó la solicitud ({{detail}}).',
    unreachable: 'La prueba falló: no se pudo contactar a Google ({{detail}}).',
  },
  failure: {
    kind: {
      prompt: 'Prompt de IA',
      dialogflow: 'Dialogflow',
      n8n: 'n8n',
      webhook: 'Webhook',
      typebot: 'Typebot',
    },
    reason: {
      timeout: 'no respondió a tiempo',
      unreachable: 'no se pudo contactar',
      httpError: 'respondió con un error',
      badAnswer: 'su respuesta no se pudo usar',
      missing: 'ya no existe',
      error: 'falló',
    },
    notice: 'El bot {{kind}} «{{name}}» falló a las {{time}}: {{reason}} ({{detail}}). El ticket espera a un agente.',
    badge: 'Bot falló',
    noticeNoDetail: 'El bot {{kind}} «{{name}}» falló a las {{time}}: {{reason}}. El ticket espera a un agente.',
  },
};
