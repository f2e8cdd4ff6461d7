import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { NumberCheck } from '../../platform/messaging/connection-provider.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { ContactListItem } from './contact-list-item.entity.ts';

type Deps = {
  em: EntityManager;
  logger: Logger;
  checkNumber: (companyId: number, connectionId: number, number: string) => Promise<NumberCheck>;
};

/** Numbers asked at once: a provider asks WhatsApp one number per call. */
const CONCURRENCY = 5;

/**
 * Whether WhatsApp knows the numbers of list items, asked through the company's default connection
 * (wherever its session runs) and stored on the items. A number that could not be asked (no default
 * connection, no live session, an error) stays unknown (null) rather than invalid.
 */
export class NumberValidity {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Asks for each item and stores the answers; returns the items whose validity is now known. */
  async check(companyId: number, itemIds: readonly number[]): Promise<ContactListItem[]> {
    const em = forkForCompany(this.#deps.em, companyId);
    const connection = await em.findOne(Whatsapp, { isDefault: true }, { fields: ['id'] });
    if (!connection || itemIds.length === 0) {
      return [];
    }
    const items = await em.find(ContactListItem, { id: { $in: [...itemIds] } });
    const checked: ContactListItem[] = [];
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (!item) {
          continue;
        }
        const answer = await this.#deps.checkNumber(companyId, connection.id, item.number).catch((error: unknown) => {
          this.#deps.logger.debug({ err: error, companyId }, 'contact list number not checked');
          return null;
        });
        if (answer) {
          item.isWhatsappValid = answer.exists;
          checked.push(item);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
    await em.flush();
    return checked;
  }
}
