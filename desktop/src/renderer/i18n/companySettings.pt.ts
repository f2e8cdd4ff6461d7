import type { DeepStrings } from './types.ts';
import type { businessHoursEn, SettingsText } from './companySettings.ts';

export const settingsPagePt: DeepStrings<SettingsText> = {
  tabs: { options: 'Opções', schedules: 'Horário de funcionamento', audit: 'Auditoria' },
  saved: 'Configuração salva.',
  wholeNumber: '{{label}}: informe um número inteiro, 0 ou maior.',
  notSaved: '{{label}} não foi salvo: {{reason}}',
  schedulesSaved: 'Horário de funcionamento salvo.',
  options: {
    userRating: 'Avaliação do atendimento',
    scheduleType: 'Horário de atendimento',
    CheckMsgIsGroup: 'Ignorar mensagens de grupos',
    call: 'Aceitar chamadas',
    chatBotType: 'Tipo do chatbot',
    sendGreetingAccepted: 'Enviar saudação ao aceitar um ticket',
    sendMsgTransfTicket: 'Enviar mensagem ao transferir um ticket',
    sendGreetingMessageOneQueues: 'Enviar a saudação quando a conexão tem uma só fila',
    campaignsEnabled: 'Campanhas',
    ticketReopenWindowMinutes: 'Reabrir um ticket fechado para respostas em até (minutos)',
    scheduleMissedAfterMinutes: 'Enviar um agendamento vencido enquanto o servidor estava parado se o atraso for de até (minutos)',
    userCreation: 'Criação de usuários (cadastro público)',
    sideMenuInitiallyOpen: 'Menu lateral começa aberto',
    timezone: 'Fuso horário',
    paymentProviderToken: 'Token do provedor de pagamento',
    twoFactorRequired: 'Exigir login em duas etapas',
    platformTwoFactorRequired: 'Exigir login em duas etapas em toda a plataforma',
  },
  choices: { enabled: 'Habilitado', disabled: 'Desabilitado', queue: 'Por fila', company: 'Por empresa', text: 'Texto' },
  hints: {
    scheduleType: 'Qual horário vale: o de cada fila, o da empresa (aba Horário de funcionamento) ou nenhum.',
    timezone: 'Todos os horários de atendimento são lidos neste relógio.',
    CheckMsgIsGroup: 'Habilitado: mensagens de grupos do WhatsApp não são recebidas.',
    call: 'Desabilitado: as chamadas são recusadas e quem ligou é avisado de que não são aceitas.',
    userCreation: 'Desabilitado: ninguém pode cadastrar uma nova empresa.',
  },
};

export const businessHoursPt: DeepStrings<typeof businessHoursEn> = {
  queueWarning:
    'Há horário de atendimento, mas nenhuma mensagem fora de expediente: quem escrever fora do horário não recebe resposta, e o ticket espera sem fila.',
  connectionQueuesWarning:
    'As filas {{queues}} têm horário de atendimento, mas nenhuma mensagem fora de expediente: quem escrever fora do horário não recebe resposta, e o ticket espera sem fila.',
  connectionWarning:
    'Vale o horário da empresa, mas esta conexão não tem mensagem fora de expediente: quem escrever fora do horário não recebe resposta.',
  heldBadge: 'Fora do horário',
  held: {
    queueHours: 'Chegou fora do horário da fila {{queue}}; a mensagem fora de expediente foi enviada.',
    queueHoursSilent: 'Chegou fora do horário da fila {{queue}}; não há mensagem fora de expediente, então nada foi enviado.',
    companyHours: 'Chegou fora do horário da empresa; a mensagem fora de expediente foi enviada.',
    companyHoursSilent: 'Chegou fora do horário da empresa; a conexão não tem mensagem fora de expediente, então nada foi enviado.',
  },
};
