import {
  CLOUD_DEFAULT_MESSAGES_PER_SECOND,
  CONNECTION_DEFAULTS,
  connectionBody,
  type ConnectionBody,
  type ConnectionProvider,
  type ConnectionRecord,
} from '@balcao/shared';
import { zodFieldErrors, type FieldErrors } from '../../components/formErrors.ts';

export const MESSAGE_FIELDS = [
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'expiresInactiveMessage',
] as const;
export const NUMBER_FIELDS = ['expiresTicket', 'timeUseBotQueues', 'maxUseBotQueues'] as const;

type MessageField = (typeof MESSAGE_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];

/** What the connection modal edits: numbers as typed text until validation. */
export type ConnectionForm = Record<MessageField, string> &
  Record<NumberField, string> & {
    name: string;
    isDefault: boolean;
    provider: ConnectionProvider;
    queueIds: number[];
    transferQueueId: number | null;
    timeToTransfer: string;
    /** The connection's one bot, answering before a queue is chosen: an AI prompt or an integration (or none). */
    promptId: number | null;
    integrationId: number | null;
  } & CloudForm;

/** The Cloud API fields; the secrets stay empty unless the admin types new ones (the server keeps the stored ones). */
export type CloudForm = {
  cloudPhoneNumberId: string;
  cloudBusinessAccountId: string;
  cloudAccessToken: string;
  cloudAppSecret: string;
  cloudVerifyToken: string;
  cloudMessagesPerSecond: string;
};

function emptyCloudForm(): CloudForm {
  return {
    cloudPhoneNumberId: '',
    cloudBusinessAccountId: '',
    cloudAccessToken: '',
    cloudAppSecret: '',
    cloudVerifyToken: '',
    cloudMessagesPerSecond: String(CLOUD_DEFAULT_MESSAGES_PER_SECOND),
  };
}

const numberOrText = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

export function emptyConnectionForm(): ConnectionForm {
  return {
    name: '',
    isDefault: false,
    provider: CONNECTION_DEFAULTS.provider,
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    expiresInactiveMessage: '',
    expiresTicket: String(CONNECTION_DEFAULTS.expiresTicket),
    timeUseBotQueues: String(CONNECTION_DEFAULTS.timeUseBotQueues),
    maxUseBotQueues: String(CONNECTION_DEFAULTS.maxUseBotQueues),
    queueIds: [],
    transferQueueId: null,
    timeToTransfer: '',
    promptId: null,
    integrationId: null,
    ...emptyCloudForm(),
  };
}

export function formFromRecord(record: ConnectionRecord): ConnectionForm {
  return {
    name: record.name,
    isDefault: record.isDefault,
    provider: record.provider,
    greetingMessage: record.greetingMessage,
    complationMessage: record.complationMessage,
    outOfHoursMessage: record.outOfHoursMessage,
    ratingMessage: record.ratingMessage,
    expiresInactiveMessage: record.expiresInactiveMessage,
    expiresTicket: String(record.expiresTicket),
    timeUseBotQueues: String(record.timeUseBotQueues),
    maxUseBotQueues: String(record.maxUseBotQueues),
    queueIds: record.queues.map(({ id }) => id),
    transferQueueId: record.transferQueueId,
    timeToTransfer: record.timeToTransfer === null ? '' : String(record.timeToTransfer),
    promptId: record.promptId,
    integrationId: record.integrationId,
    ...emptyCloudForm(),
    ...(record.cloud
      ? {
          cloudPhoneNumberId: record.cloud.phoneNumberId,
          cloudBusinessAccountId: record.cloud.businessAccountId,
          cloudVerifyToken: record.cloud.verifyToken,
          cloudMessagesPerSecond: String(record.cloud.messagesPerSecond),
        }
      : {}),
  };
}

/** What the form sends of the Cloud API fields: nothing for other providers, and only the secrets typed anew. */
function cloudCandidate(form: ConnectionForm): Record<string, unknown> {
  if (form.provider !== 'cloud') {
    return {};
  }
  const typed = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    cloudPhoneNumberId: form.cloudPhoneNumberId,
    cloudBusinessAccountId: form.cloudBusinessAccountId,
    cloudAccessToken: typed(form.cloudAccessToken),
    cloudAppSecret: typed(form.cloudAppSecret),
    cloudVerifyToken: form.cloudVerifyToken,
    cloudMessagesPerSecond: numberOrText(form.cloudMessagesPerSecond),
  };
}

/** Checks the form with the shared schema: the body to send, or translated errors by field. */
export function validateConnection(form: ConnectionForm): { body: ConnectionBody } | { errors: FieldErrors } {
  const fields = Object.fromEntries(Object.entries(form).filter(([key]) => !key.startsWith('cloud')));
  const candidate = {
    ...fields,
    ...cloudCandidate(form),
    expiresTicket: numberOrText(form.expiresTicket),
    timeUseBotQueues: numberOrText(form.timeUseBotQueues),
    maxUseBotQueues: numberOrText(form.maxUseBotQueues),
    timeToTransfer: form.timeToTransfer.trim() === '' ? null : numberOrText(form.timeToTransfer),
  };
  const result = connectionBody.safeParse(candidate);
  return result.success ? { body: result.data } : { errors: zodFieldErrors(result.error) };
}
