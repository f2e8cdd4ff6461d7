import { recordEvent } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { campaignRecords } from './campaign-records.ts';
import { Campaign } from './campaign.entity.ts';

const ANNOUNCE_EVERY_MS = 1_000;

/** Live counts of campaigns: changes are gathered and announced to the company's admins at most once a second. */
export class CampaignAnnouncer {
  readonly #deps: { em: EntityManager; realtime: Realtime; logger: Logger };
  readonly #dirty = new Map<number, Set<number>>();
  #timer: NodeJS.Timeout | null = null;

  constructor(deps: { em: EntityManager; realtime: Realtime; logger: Logger }) {
    this.#deps = deps;
  }

  markDirty(companyId: number, campaignId: number): void {
    const set = this.#dirty.get(companyId) ?? new Set<number>();
    set.add(campaignId);
    this.#dirty.set(companyId, set);
    this.#timer ??= setTimeout(() => {
      this.flush().catch((error: unknown) => this.#deps.logger.warn({ err: error }, 'could not announce campaigns'));
    }, ANNOUNCE_EVERY_MS);
  }

  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const dirty = [...this.#dirty.entries()];
    this.#dirty.clear();
    for (const [companyId, ids] of dirty) {
      const em = forkForCompany(this.#deps.em, companyId);
      const campaigns = await em.find(Campaign, { id: { $in: [...ids] } });
      for (const record of await campaignRecords(em, campaigns)) {
        await this.#deps.realtime.emit(companyId, 'campaign', recordEvent('campaign', { action: 'update', record }), [
          rooms.admins(companyId),
        ]);
      }
    }
  }
}
