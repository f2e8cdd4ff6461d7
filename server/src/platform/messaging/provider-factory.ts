import type { ConnectionProvider as ProviderKind } from '@balcao/shared';
import { AppError } from '../http/app-error.ts';
import type { ConnectionProvider, ProviderTarget } from './connection-provider.ts';

export type ProviderBuilder = (target: ProviderTarget) => ConnectionProvider;

const UNAVAILABLE: Record<ProviderKind, string> = {
  beta: 'WhatsApp (Baileys) connections are not available on this server (BAILEYS_ENABLED=false)',
  sandbox: 'The sandbox is disabled on this server (SANDBOX_ENABLED=false)',
  cloud: 'WhatsApp Cloud API connections are not available on this server',
};

/** Picks the implementation for a connection's `provider`; a provider without one is refused, never faked. */
export class ProviderFactory {
  readonly #builders: Partial<Record<ProviderKind, ProviderBuilder>>;

  constructor(builders: Partial<Record<ProviderKind, ProviderBuilder>>) {
    this.#builders = builders;
  }

  supports(kind: ProviderKind): boolean {
    return this.#builders[kind] !== undefined;
  }

  /** Throws 400 ERR_WAPP_NOT_INITIALIZED when this server cannot run `kind`. */
  assertSupported(kind: ProviderKind): void {
    if (!this.supports(kind)) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: UNAVAILABLE[kind] });
    }
  }

  create(target: ProviderTarget): ConnectionProvider {
    const builder = this.#builders[target.provider];
    if (!builder) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: UNAVAILABLE[target.provider] });
    }
    return builder(target);
  }
}
