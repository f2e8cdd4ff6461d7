import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { WhatsappQueue } from '../connections/whatsapp-queue.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { timeZoneOrDefault } from '../settings/time-zone.ts';

/** What the router needs to know about a connection that rarely changes: the row, its queues, the schedule settings. */
export type RoutingConfig = { whatsapp: Whatsapp; queues: Queue[]; scheduleType: string; timeZone: string };

/** Channels whose events mean a company's connections, queues or settings changed. */
const CONFIG_CHANNELS = new Set(['whatsapp', 'queue', 'settings']);

type Entry = { config: RoutingConfig | null; expires: number };

/**
 * Per connection, the routing configuration read at most once per `ttlMs`. A change made through this
 * process drops the company's entries at once (its services emit a `whatsapp`, `queue` or `settings`
 * event, passed to `changed`); a change made through another process is seen within `ttlMs`.
 */
export class RoutingConfigCache {
  readonly #em: EntityManager;
  readonly #ttlMs: number;
  readonly #entries = new Map<number, Map<number, Entry>>();
  readonly #generations = new Map<number, number>();
  /** Reads under way, so contacts of one connection arriving together read its configuration once. */
  readonly #loading = new Map<string, Promise<RoutingConfig | null>>();

  constructor({ em, ttlMs = 2000 }: { em: EntityManager; ttlMs?: number }) {
    this.#em = em;
    this.#ttlMs = ttlMs;
  }

  /** Feed of emitted events: drops the company's entries when its configuration changed. */
  changed(companyId: number, channel: string): void {
    if (CONFIG_CHANNELS.has(channel)) {
      this.#entries.delete(companyId);
      this.#generations.set(companyId, (this.#generations.get(companyId) ?? 0) + 1);
    }
  }

  async get(companyId: number, connectionId: number): Promise<RoutingConfig | null> {
    const entry = this.#entries.get(companyId)?.get(connectionId);
    if (entry && entry.expires > Date.now()) {
      return entry.config;
    }
    const generation = this.#generations.get(companyId) ?? 0;
    const key = `${companyId}:${connectionId}:${generation}`;
    const loading = this.#loading.get(key);
    if (loading) {
      return loading;
    }
    const load = this.#load(companyId, connectionId).then((config) => {
      if ((this.#generations.get(companyId) ?? 0) === generation) {
        const entries = this.#entries.get(companyId) ?? new Map<number, Entry>();
        entries.set(connectionId, { config, expires: Date.now() + this.#ttlMs });
        this.#entries.set(companyId, entries);
      }
      return config;
    });
    this.#loading.set(key, load);
    void load.then(
      () => this.#loading.delete(key),
      () => this.#loading.delete(key),
    );
    return load;
  }

  async #load(companyId: number, connectionId: number): Promise<RoutingConfig | null> {
    const em = forkForCompany(this.#em, companyId);
    const [whatsapp, links, settings] = await Promise.all([
      em.findOne(Whatsapp, { id: connectionId }),
      em.find(WhatsappQueue, { whatsappId: connectionId }),
      em.find(Setting, { key: { $in: ['scheduleType', 'timezone'] } }),
    ]);
    if (!whatsapp) {
      return null;
    }
    const queues = links.length > 0 ? await em.find(Queue, { id: { $in: links.map((link) => link.queueId) } }) : [];
    const valueOf = (key: string) => settings.find((setting) => setting.key === key)?.value;
    return {
      whatsapp,
      queues,
      scheduleType: valueOf('scheduleType') ?? DEFAULT_COMPANY_SETTINGS.scheduleType,
      timeZone: timeZoneOrDefault(valueOf('timezone')),
    };
  }
}
