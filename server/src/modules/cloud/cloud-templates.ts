import type { CloudTemplate, CloudTemplateList } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import type { CloudAccounts } from './cloud-accounts.ts';
import type { GraphTemplate } from './graph-client.ts';

/** Listed templates are kept this long before the next listing asks Meta again (a refresh asks at once). */
export const TEMPLATES_CACHE_MS = 60 * 60 * 1000;

function toTemplate(template: GraphTemplate): CloudTemplate {
  const body = template.components?.find((component) => component.type.toUpperCase() === 'BODY')?.text ?? '';
  const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
  return {
    name: template.name,
    language: template.language,
    category: template.category,
    body,
    parameterCount: numbers.length > 0 ? Math.max(...numbers) : 0,
  };
}

/** The template's body with `{{n}}` replaced by the n-th parameter: what the contact reads, shown in the bubble. */
export function renderTemplate(template: CloudTemplate, parameters: readonly string[]): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}

/** The approved templates of a Cloud API connection's business account, listed from Meta and cached on the connection. */
export class CloudTemplates {
  readonly #accounts: CloudAccounts;

  constructor(accounts: CloudAccounts) {
    this.#accounts = accounts;
  }

  async list(em: EntityManager, companyId: number, connectionId: number, refresh: boolean): Promise<CloudTemplateList> {
    const row = await em.findOne(Whatsapp, { id: connectionId });
    if (!row) {
      throw new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
    }
    if (row.provider !== 'cloud') {
      throw new AppError('ERR_VALIDATION', {
        message: 'Only WhatsApp Cloud API connections have templates',
        fields: [{ path: 'params.id', message: 'Not a Cloud API connection' }],
      });
    }
    const fresh = row.cloudTemplatesAt && Date.now() - row.cloudTemplatesAt.getTime() < TEMPLATES_CACHE_MS;
    if (!refresh && fresh && row.cloudTemplates) {
      return { templates: row.cloudTemplates, fetchedAt: (row.cloudTemplatesAt as Date).toISOString() };
    }
    const account = await this.#accounts.load(companyId, connectionId);
    let listed: GraphTemplate[];
    try {
      listed = await this.#accounts.client(account).templates(account.businessAccountId);
    } catch (error) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: `The templates could not be listed: ${(error as Error).message}` });
    }
    const templates = listed.filter((template) => template.status.toUpperCase() === 'APPROVED').map(toTemplate);
    row.cloudTemplates = templates;
    row.cloudTemplatesAt = new Date();
    await em.flush();
    return { templates, fetchedAt: row.cloudTemplatesAt.toISOString() };
  }

  /** One approved template by name and language, from the cache (listed first when it is empty). */
  async find(em: EntityManager, companyId: number, connectionId: number, name: string, language: string): Promise<CloudTemplate> {
    const { templates } = await this.list(em, companyId, connectionId, false);
    const template =
      templates.find((candidate) => candidate.name === name && candidate.language === language) ??
      (await this.list(em, companyId, connectionId, true)).templates.find(
        (candidate) => candidate.name === name && candidate.language === language,
      );
    if (!template) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Some fields are invalid',
        fields: [{ path: 'body.name', message: 'No approved template of this connection has this name and language' }],
      });
    }
    return template;
  }
}
