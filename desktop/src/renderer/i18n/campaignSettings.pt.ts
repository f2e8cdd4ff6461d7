import type { DeepStrings } from './types.ts';
import type { campaignSettingsEn } from './campaignSettings.ts';

export const campaignSettingsPt: DeepStrings<typeof campaignSettingsEn> = {
  intervals: 'Intervalos de envio',
  messageInterval: 'Intervalo entre mensagens',
  longerIntervalAfter: 'Usar o intervalo maior depois de',
  greaterInterval: 'Intervalo maior',
  seconds_one: '{{count}} segundo',
  seconds_other: '{{count}} segundos',
  messages_one: '{{count}} mensagem',
  messages_other: '{{count}} mensagens',
  none: 'Nenhum',
  variables: 'Variáveis',
  variablesHint: 'As mensagens da campanha trocam {chave} pelo seu valor.',
  key: 'Chave',
  value: 'Valor',
  addVariable: 'Adicionar variável',
  removeVariable: 'Remover {{key}}',
  duplicateKey: 'Esta chave já está na lista',
  keyRequired: 'Dê uma chave à variável',
  noVariables: 'Nenhuma variável ainda.',
  stopWords: 'Palavras de saída',
  stopWordsLabel: 'Palavras que tiram o contato das próximas campanhas',
  stopWordsHint:
    'Separadas por vírgulas. O contato que responder a uma campanha com uma delas (maiúsculas ou não) não recebe mais campanhas desta empresa.',
  save: 'Salvar configurações',
  saved: 'Configurações de campanha salvas.',
};
