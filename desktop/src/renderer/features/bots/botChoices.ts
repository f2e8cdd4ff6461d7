import type { PageFetcher } from '../../components/list/index.ts';
import { planAllows } from '../../app/access.ts';
import { useSessionStore } from '../../state/session.ts';
import { fetchPrompts } from '../prompts/promptsApi.ts';
import { fetchQueueIntegrations } from '../queue-integration/queueIntegrationsApi.ts';

/** One bot a queue or a connection can run. */
export type BotChoice = { kind: 'prompt' | 'integration'; id: number; name: string };

/** A queue's or connection's bot as its two fields: at most one of them is set. */
export type BotLink = { promptId: number | null; integrationId: number | null };

/** The select's value: `''` (no bot), `prompt:ID` or `integration:ID`. */
export function botValueOf({ promptId, integrationId }: BotLink): string {
  if (integrationId !== null) {
    return `integration:${integrationId}`;
  }
  return promptId !== null ? `prompt:${promptId}` : '';
}

export function botLinkOf(value: string): BotLink {
  const [kind, id] = value.split(':');
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) {
    return { promptId: null, integrationId: null };
  }
  return kind === 'prompt' ? { promptId: number, integrationId: null } : { promptId: null, integrationId: number };
}

async function everyPage<T>(fetcher: PageFetcher<T>): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const answer = await fetcher('', page);
    records.push(...answer.records);
    if (!answer.hasMore) {
      break;
    }
  }
  return records;
}

/** The company's prompts and integrations, each only when the plan switches its feature on. */
export async function loadBotChoices(): Promise<BotChoice[]> {
  const user = useSessionStore.getState().user;
  const [prompts, integrations] = await Promise.all([
    user && planAllows(user, 'useOpenAi') ? everyPage(fetchPrompts) : [],
    user && planAllows(user, 'useIntegrations') ? everyPage(fetchQueueIntegrations) : [],
  ]);
  return [
    ...prompts.map((prompt) => ({ kind: 'prompt' as const, id: prompt.id, name: prompt.name })),
    ...integrations.map((integration) => ({
      kind: 'integration' as const,
      id: integration.id,
      name: `${integration.name} (${integration.type})`,
    })),
  ];
}
