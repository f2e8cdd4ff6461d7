import type { botsEn } from './bots.ts';
import type { DeepStrings } from './types.ts';

export const botsPt: DeepStrings<typeof botsEn> = {
  select: {
    label: 'Robô',
    hint: 'Atende os contatos desta fila antes de um atendente. Se falhar, o ticket vai para a lista Aguardando da fila.',
    connectionHint: 'Atende os contatos desta conexão antes de escolherem uma fila.',
    none: 'Nenhum robô',
    prompts: 'Prompts de IA',
    integrations: 'Integrações',
    loadFailed: 'Não foi possível carregar os robôs.',
  },
  promptQueueHint: 'Ao salvar, esta fila passa a usar este prompt.',
  secret: {
    label: 'Segredo de assinatura',
    hint: 'Cada envio leva X-Balcao-Timestamp e X-Balcao-Signature: v1=HMAC-SHA256 de "timestamp.corpo" com este segredo. Confira os dois no seu receptor e recuse horários antigos.',
    show: 'Mostrar segredo',
    hide: 'Ocultar segredo',
    copy: 'Copiar segredo',
    copied: 'Segredo copiado.',
    renew: 'Trocar segredo',
    renewTitle: 'Trocar o segredo de assinatura?',
    renewBody: 'Os envios passam a ser assinados com o novo segredo; receptores que conferem o antigo vão recusá-los.',
    renewed: 'Segredo de assinatura trocado.',
  },
  testFailed: {
    invalidJson: 'O teste falhou: o JSON da conta de serviço não é um JSON válido.',
    missingFields: 'O teste falhou: faltam client_email ou private_key no JSON. Use a chave JSON de uma conta de serviço.',
    invalidKey: 'O teste falhou: a private_key do JSON não é uma chave válida.',
    rejected: 'O teste falhou: o Google recusou o pedido ({{detail}}).',
    unreachable: 'O teste falhou: não foi possível falar com o Google ({{detail}}).',
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
      timeout: 'não respondeu a tempo',
      unreachable: 'não foi possível alcançá-lo',
      httpError: 'respondeu com um erro',
      badAnswer: 'a resposta não pôde ser usada',
      missing: 'ele não existe mais',
      error: 'ele falhou',
    },
    notice: 'O robô {{kind}} “{{name}}” falhou às {{time}}: {{reason}} ({{detail}}). O ticket aguarda um atendente.',
    badge: 'Robô falhou',
    noticeNoDetail: 'O robô {{kind}} “{{name}}” falhou às {{time}}: {{reason}}. O ticket aguarda um atendente.',
  },
};
