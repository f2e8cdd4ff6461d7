import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import type { PresenceTracker } from '../../platform/realtime/socket-server.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { toUserEventRecord, toUserRecord } from './user-records.ts';
import { User } from './user.entity.ts';

/**
 * Online flag and last-seen stamp, driven by sockets (connect, userStatus, last disconnect).
 * Updates run in the background; `drain()` lets shutdown wait for them before closing the database.
 */
export class PresenceService implements PresenceTracker {
  readonly #em: EntityManager;
  readonly #realtime: Realtime;
  readonly #logger: Logger;
  readonly #pending = new Set<Promise<void>>();
  #draining = false;

  constructor(em: EntityManager, realtime: Realtime, logger: Logger) {
    this.#em = em;
    this.#realtime = realtime;
    this.#logger = logger;
  }

  online(auth: AuthContext): void {
    this.#track(() => this.#set(auth, true));
  }

  disconnected(auth: AuthContext, isLast: () => Promise<boolean>): void {
    this.#track(async () => {
      if (await isLast()) {
        await this.#set(auth, false);
      }
    });
  }

  async drain(): Promise<void> {
    this.#draining = true;
    await Promise.allSettled([...this.#pending]);
  }

  #track(work: () => Promise<void>): void {
    if (this.#draining) {
      return;
    }
    const running = work()
      .catch((error: unknown) => this.#logger.warn({ err: error }, 'presence update failed'))
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  async #set(auth: AuthContext, online: boolean): Promise<void> {
    const em = forkForCompany(this.#em, auth.companyId);
    const user = await em.findOne(User, { id: auth.userId });
    if (!user) {
      return;
    }
    const changed = user.online !== online;
    user.online = online;
    user.lastSeenAt = new Date();
    await em.flush();
    if (changed) {
      const record = await toUserEventRecord(em, auth.companyId, await toUserRecord(em, user));
      await this.#realtime.emit(auth.companyId, 'user', { action: 'update', user: record }, [rooms.admins(auth.companyId)]);
    }
  }
}
