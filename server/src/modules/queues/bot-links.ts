import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { Prompt } from '../prompts/prompt.entity.ts';
import { QueueIntegration } from '../queue-integrations/queue-integration.entity.ts';

/**
 * A queue or a connection may name one bot: a prompt or an integration (both at once: 400
 * ERR_VALIDATION). Each must exist in the company the manager is bound to (the tenant filter sees no
 * other), else 404 ERR_NO_PROMPT_FOUND / ERR_NO_INTEGRATION_FOUND. Undefined (not sent) and null
 * (detached) need no check.
 */
export async function assertBotLinks(
  em: EntityManager,
  { promptId, integrationId }: { promptId?: number | null | undefined; integrationId?: number | null | undefined },
): Promise<void> {
  if (promptId !== undefined && promptId !== null && integrationId !== undefined && integrationId !== null) {
    throw new AppError('ERR_VALIDATION', {
      message: 'One bot at most: a prompt or an integration',
      fields: [{ path: 'body.integrationId', message: 'A prompt is already chosen' }],
    });
  }
  if (promptId !== undefined && promptId !== null && (await em.count(Prompt, { id: promptId })) === 0) {
    throw new AppError('ERR_NO_PROMPT_FOUND', { message: 'No prompt found with this ID' });
  }
  if (integrationId !== undefined && integrationId !== null && (await em.count(QueueIntegration, { id: integrationId })) === 0) {
    throw new AppError('ERR_NO_INTEGRATION_FOUND', { message: 'No integration found with this ID' });
  }
}
