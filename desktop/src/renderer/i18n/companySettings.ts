import type { SettingKey } from '@balcao/shared';
import type { HintedKey, SettingChoice } from '../features/settings/settingOptions.ts';
import type { DeepStrings } from './types.ts';

type SettingsText = {
  tabs: { options: string; schedules: string; audit: string };
  saved: string;
  schedulesSaved: string;
  options: Record<SettingKey, string>;
  choices: Record<SettingChoice, string>;
  hints: Record<HintedKey, string>;
};

/** Settings screen (English: the reference). */
export const settingsPageEn: SettingsText = {
  tabs: { options: 'Options', schedules: 'Opening hours', audit: 'Audit log' },
  saved: 'Setting saved.',
  schedulesSaved: 'Opening hours saved.',
  options: {
    userRating: 'Attendance rating',
    scheduleType: 'Business hours',
    CheckMsgIsGroup: 'Ignore group messages',
    call: 'Accept calls',
    chatBotType: 'Chatbot type',
    sendGreetingAccepted: 'Send a greeting when a ticket is accepted',
    sendMsgTransfTicket: 'Send a message when a ticket is transferred',
    sendGreetingMessageOneQueues: 'Send the greeting when the connection has a single queue',
    campaignsEnabled: 'Campaigns',
    ticketReopenWindowMinutes: 'Reopen a closed ticket for replies within (minutes)',
    scheduleMissedAfterMinutes: 'Send a scheduled message that fell due while the server was down if at most this late (minutes)',
    userCreation: 'User creation (public sign-up)',
    sideMenuInitiallyOpen: 'Side menu starts open',
    timezone: 'Time zone',
    paymentProviderToken: 'Payment provider token',
    twoFactorRequired: 'Require two-factor sign-in',
    platformTwoFactorRequired: 'Require two-factor sign-in on the whole platform',
  },
  choices: { enabled: 'Enabled', disabled: 'Disabled', queue: 'By queue', company: 'By company', text: 'Text' },
  hints: {
    scheduleType: 'Which opening hours apply: each queue’s, the company’s (Opening hours tab), or none.',
    timezone: 'Every opening hour is read on this clock.',
    CheckMsgIsGroup: 'When enabled, messages from WhatsApp groups are not received.',
    call: 'When disabled, calls are rejected and the caller is told calls are not accepted.',
    userCreation: 'When disabled, nobody can sign up a new company.',
  },
};

export const settingsPagePt: DeepStrings<SettingsText> = {
  tabs: { options: 'Opções', schedules: 'Horário de funcionamento', audit: 'Auditoria' },
  saved: 'Configuração salva.',
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

export const settingsPageEs: DeepStrings<SettingsText> = {
  tabs: { options: 'Opciones', schedules: 'Horario de atención', audit: 'Auditoría' },
  saved: 'Configuración guardada.',
  schedulesSaved: 'Horario de atención guardado.',
  options: {
    userRating: 'Evaluación de la atención',
    scheduleType: 'Horario de atención',
    CheckMsgIsGroup: 'Ignorar mensajes de grupos',
    call: 'Aceptar llamadas',
    chatBotType: 'Tipo de chatbot',
    sendGreetingAccepted: 'Enviar un saludo al aceptar un ticket',
    sendMsgTransfTicket: 'Enviar un mensaje al transferir un ticket',
    sendGreetingMessageOneQueues: 'Enviar el saludo cuando la conexión tiene una sola cola',
    campaignsEnabled: 'Campañas',
    ticketReopenWindowMinutes: 'Reabrir un ticket cerrado para respuestas dentro de (minutos)',
    scheduleMissedAfterMinutes:
      'Enviar un mensaje programado vencido mientras el servidor estaba detenido si el retraso es de hasta (minutos)',
    userCreation: 'Creación de usuarios (registro público)',
    sideMenuInitiallyOpen: 'El menú lateral empieza abierto',
    timezone: 'Zona horaria',
    paymentProviderToken: 'Token del proveedor de pagos',
    twoFactorRequired: 'Exigir inicio de sesión en dos pasos',
    platformTwoFactorRequired: 'Exigir inicio de sesión en dos pasos en toda la plataforma',
  },
  choices: { enabled: 'Habilitado', disabled: 'Deshabilitado', queue: 'Por cola', company: 'Por empresa', text: 'Texto' },
  hints: {
    scheduleType: 'Qué horario se aplica: el de cada cola, el de la empresa (pestaña Horario de atención) o ninguno.',
    timezone: 'Todos los horarios de atención se leen en este reloj.',
    CheckMsgIsGroup: 'Habilitado: los mensajes de grupos de WhatsApp no se reciben.',
    call: 'Deshabilitado: las llamadas se rechazan y se avisa a quien llama que no se aceptan.',
    userCreation: 'Deshabilitado: nadie puede registrar una nueva empresa.',
  },
};

/** Warnings about opening hours without an answer, and why a ticket waits without a queue. */
export const businessHoursEn = {
  queueWarning:
    'Opening hours are set but there is no out-of-hours message: a contact who writes outside them gets no answer, and the ticket waits without a queue.',
  connectionQueuesWarning:
    'Queues {{queues}} have opening hours but no out-of-hours message: a contact who writes outside them gets no answer, and the ticket waits without a queue.',
  connectionWarning:
    'The company’s opening hours apply but this connection has no out-of-hours message: a contact who writes outside them gets no answer.',
  heldBadge: 'Out of hours',
  held: {
    queueHours: 'Arrived outside the hours of queue {{queue}}; the out-of-hours message was sent.',
    queueHoursSilent: 'Arrived outside the hours of queue {{queue}}; no out-of-hours message is set, so nothing was sent.',
    companyHours: 'Arrived outside the company’s opening hours; the out-of-hours message was sent.',
    companyHoursSilent: 'Arrived outside the company’s opening hours; the connection has no out-of-hours message, so nothing was sent.',
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

export const businessHoursEs: DeepStrings<typeof businessHoursEn> = {
  queueWarning:
    'Hay horario de atención pero ningún mensaje fuera de horario: quien escriba fuera de él no recibe respuesta, y el ticket espera sin cola.',
  connectionQueuesWarning:
    'Las colas {{queues}} tienen horario de atención pero ningún mensaje fuera de horario: quien escriba fuera de él no recibe respuesta, y el ticket espera sin cola.',
  connectionWarning:
    'Se aplica el horario de la empresa pero esta conexión no tiene mensaje fuera de horario: quien escriba fuera de él no recibe respuesta.',
  heldBadge: 'Fuera de horario',
  held: {
    queueHours: 'Llegó fuera del horario de la cola {{queue}}; se envió el mensaje fuera de horario.',
    queueHoursSilent: 'Llegó fuera del horario de la cola {{queue}}; no hay mensaje fuera de horario, así que no se envió nada.',
    companyHours: 'Llegó fuera del horario de la empresa; se envió el mensaje fuera de horario.',
    companyHoursSilent: 'Llegó fuera del horario de la empresa; la conexión no tiene mensaje fuera de horario, así que no se envió nada.',
  },
};
