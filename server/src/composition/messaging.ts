import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { BaileysConnections } from '../modules/baileys/baileys-connections.ts';
import { CloudAccounts } from '../modules/cloud/cloud-accounts.ts';
import { cloudProviderBuilder } from '../modules/cloud/cloud-connections.ts';
import { CloudTemplates } from '../modules/cloud/cloud-templates.ts';
import { MessageChanges } from '../modules/cloud/message-changes.ts';
import { ConnectionsService } from '../modules/connections/connections.service.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import { InboundIngestor } from '../modules/inbound/inbound-ingestor.ts';
import { OutboundMessages } from '../modules/messages/outbound-messages.ts';
import { SandboxPhones } from '../modules/sandbox/sandbox-phones.ts';
import type { Database } from '../platform/database/database.ts';
import { VoiceNoteEncoder } from '../platform/media/voice-note-encoder.ts';
import type { SentMessage } from '../platform/messaging/connection-provider.ts';
import { ProviderFactory } from '../platform/messaging/provider-factory.ts';
import type { Platform } from './platform.ts';

export type MessagingNeeds = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  pool: pg.Pool;
  platform: Platform;
  /** The sessions, built later with the inbound sink (see `sessions.ts`). */
  sessions: () => SessionManager;
};

/** The ways to WhatsApp (Baileys, the sandbox, the Cloud API), what comes in and what goes out. */
export function composeMessaging({ config, logger, db, pool, platform, sessions }: MessagingNeeds) {
  const { realtime, media, fieldCipher, signingSecret } = platform;
  const sandbox = new SandboxPhones({ pool, logger });
  // WhatsApp through Baileys; its auth state is encrypted under a key derived from the signing secret in use.
  const baileys = new BaileysConnections({
    pool,
    secret: signingSecret,
    version: config.waWebVersion,
    socketUrl: config.waWebSocketUrl,
    logger,
  });
  const cloudAccounts = new CloudAccounts({ em: db.em, cipher: fieldCipher, graphUrl: config.cloudGraphUrl });
  const providers = new ProviderFactory({
    ...(config.baileysEnabled ? { beta: baileys.build } : {}),
    ...(config.sandboxEnabled ? { sandbox: sandbox.build } : {}),
    cloud: cloudProviderBuilder({ accounts: cloudAccounts, logger, retryBaseMs: config.cloudRetryBaseMs }),
  });
  const messageChanges = new MessageChanges({ em: db.em, realtime });
  // Sends go through the sessions, which are built with the sink: bound lazily.
  const outbound = new OutboundMessages({
    em: db.em,
    realtime,
    logger,
    media,
    voice: new VoiceNoteEncoder(),
    send: (companyId, connectionId, to, content, options): Promise<SentMessage> =>
      sessions().send(companyId, connectionId, to, content, options),
    revoke: (companyId, connectionId, to, messageId): Promise<void> => sessions().deleteMessage(companyId, connectionId, to, messageId),
    // A status (Cloud API) that came before the send's answer is applied once its id is recorded.
    recorded: (connection, waId): Promise<void> => messageChanges.applyEarly(connection, waId),
  });
  return {
    sandbox,
    cloudAccounts,
    providers,
    ingestor: new InboundIngestor({ em: db.em, media, realtime, logger }),
    outbound,
    messageChanges,
    connections: new ConnectionsService(realtime, cloudAccounts),
    cloudTemplates: new CloudTemplates(cloudAccounts),
  };
}

export type Messaging = ReturnType<typeof composeMessaging>;
