import {
  QUEUE_INTEGRATION_DEFAULTS,
  queueIntegrationBody,
  type QueueIntegrationBody,
  type QueueIntegrationRecord,
  type QueueIntegrationType,
} from '@balcao/shared';
import { checkWith, type Checked } from '../../components/list/index.ts';

export type QueueIntegrationForm = {
  type: QueueIntegrationType;
  name: string;
  projectName: string;
  jsonContent: string;
  language: string;
  urlN8N: string;
  typebotSlug: string;
  typebotExpires: string;
  typebotDelayMessage: string;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotUnknownMessage: string;
  typebotRestartMessage: string;
};

export function emptyQueueIntegrationForm(): QueueIntegrationForm {
  return {
    type: QUEUE_INTEGRATION_DEFAULTS.type,
    name: '',
    projectName: '',
    jsonContent: '',
    language: '',
    urlN8N: '',
    typebotSlug: '',
    typebotExpires: String(QUEUE_INTEGRATION_DEFAULTS.typebotExpires),
    typebotDelayMessage: String(QUEUE_INTEGRATION_DEFAULTS.typebotDelayMessage),
    typebotKeywordFinish: '',
    typebotKeywordRestart: '',
    typebotUnknownMessage: '',
    typebotRestartMessage: '',
  };
}

export function formFromQueueIntegration(record: QueueIntegrationRecord): QueueIntegrationForm {
  return {
    ...record,
    typebotExpires: String(record.typebotExpires),
    typebotDelayMessage: String(record.typebotDelayMessage),
  };
}

/** The server's schema: fields by type; for n8n, webhook and typebot the project name becomes the name. */
export function validateQueueIntegration(form: QueueIntegrationForm): Checked<QueueIntegrationBody> {
  return checkWith(queueIntegrationBody, form);
}
