import type { DeepStrings } from './types.ts';
import type { businessHoursEn, SettingsText } from './companySettings.ts';

export const settingsPageEs: DeepStrings<SettingsText> = {
  tabs: { options: 'Opciones', schedules: 'Horario de atención', audit: 'Auditoría' },
  saved: 'Configuración guardada.',
  wholeNumber: '{{label}}: indique un número entero, 0 o mayor.',
  notSaved: '{{label}} no se guardó: {{reason}}',
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
