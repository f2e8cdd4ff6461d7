import type { Logger } from '../../logger.ts';
import type { ProviderBuilder } from '../../platform/messaging/provider-factory.ts';
import type { CloudAccounts } from './cloud-accounts.ts';
import { CloudProvider } from './cloud-provider.ts';

/** Builds the Cloud API provider of a connection (ProviderFactory's `cloud`). */
export function cloudProviderBuilder(deps: { accounts: CloudAccounts; logger: Logger; retryBaseMs?: number }): ProviderBuilder {
  return (target) => new CloudProvider(target, deps);
}
