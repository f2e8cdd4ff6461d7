import type { WAVersion } from '@whiskeysockets/baileys';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { ProviderTarget } from '../../platform/messaging/connection-provider.ts';
import { AuthCipher } from './auth-cipher.ts';
import { PgAuthStore } from './auth-store.ts';
import { BaileysProvider, type BaileysProviderDeps } from './baileys-provider.ts';
import { PINNED_WA_WEB_VERSION } from './wa-version.ts';

export type BaileysConnectionsOptions = {
  pool: pg.Pool;
  /** The server secret the auth-state encryption key is derived from. */
  secret: string;
  /** `WA_WEB_VERSION`; the pinned version when unset. */
  version?: WAVersion | undefined;
  logger: Logger;
} & Pick<BaileysProviderDeps, 'socketUrl' | 'makeSocket' | 'download' | 'schedule' | 'random' | 'now'>;

/** Builds the WhatsApp (Baileys) provider of each `beta` connection; handed to the ProviderFactory. */
export class BaileysConnections {
  readonly #deps: BaileysProviderDeps;

  constructor({ pool, secret, version, logger, ...overrides }: BaileysConnectionsOptions) {
    this.#deps = {
      auth: new PgAuthStore(pool, new AuthCipher(secret)),
      version: version ?? PINNED_WA_WEB_VERSION,
      logger,
      ...overrides,
    };
  }

  /** The provider builder handed to the ProviderFactory. */
  readonly build = (target: ProviderTarget): BaileysProvider => new BaileysProvider(target, this.#deps);
}
