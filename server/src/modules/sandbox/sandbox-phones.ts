import type { ProviderTarget } from '../../platform/messaging/connection-provider.ts';
import { SandboxProvider, type OutboxEntry } from './sandbox-provider.ts';

/** Most recent sends kept per sandbox connection. */
const OUTBOX_LIMIT = 200;

/**
 * The sandbox phones of this process and what was sent through them. Kept in memory: a restart
 * empties the outboxes, and a phone is reachable only through the process that runs its session.
 */
export class SandboxPhones {
  readonly #phones = new Map<number, SandboxProvider>();
  readonly #outboxes = new Map<number, OutboxEntry[]>();

  /** The provider builder handed to the ProviderFactory. */
  readonly build = (target: ProviderTarget): SandboxProvider => {
    const outbox = this.#outboxes.get(target.id) ?? [];
    this.#outboxes.set(target.id, outbox);
    const phone = new SandboxProvider(
      target,
      {
        record: (entry) => {
          outbox.push(entry);
          outbox.splice(0, Math.max(0, outbox.length - OUTBOX_LIMIT));
        },
      },
      () => {
        if (this.#phones.get(target.id) === phone) {
          this.#phones.delete(target.id);
        }
      },
    );
    this.#phones.set(target.id, phone);
    return phone;
  };

  /** The live phone of a connection of `companyId`, if its session runs in this process. */
  phone(companyId: number, connectionId: number): SandboxProvider | undefined {
    const phone = this.#phones.get(connectionId);
    return phone?.target.companyId === companyId ? phone : undefined;
  }

  outbox(connectionId: number): OutboxEntry[] {
    return (this.#outboxes.get(connectionId) ?? []).map((entry) => ({ ...entry }));
  }
}
