import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { RateLimits } from '../modules/auth/rate-limits.ts';
import { cloudWebhookRoutes } from '../modules/cloud/cloud-webhooks.routes.ts';
import { CloudWebhooks } from '../modules/cloud/cloud-webhooks.ts';
import { connectionsRoutes } from '../modules/connections/connections.routes.ts';
import { SessionManager } from '../modules/connections/session-manager.ts';
import { sessionRoutes } from '../modules/connections/session.routes.ts';
import { externalApiRoutes } from '../modules/external-api/external-api.routes.ts';
import { ExternalApiService } from '../modules/external-api/external-api.service.ts';
import { CallHandler } from '../modules/inbound/call-handler.ts';
import { InboundEngineSink } from '../modules/inbound/engine-sink.ts';
import { InboundBatcher } from '../modules/inbound/inbound-batcher.ts';
import { sandboxRoutes } from '../modules/sandbox/sandbox.routes.ts';
import type { Database } from '../platform/database/database.ts';
import type { InboundSink } from '../platform/messaging/inbound-sink.ts';
import type { Bots } from './bots.ts';
import type { CampaignsSchedules } from './campaigns-schedules.ts';
import type { Messaging } from './messaging.ts';
import type { AreaRouter, Platform } from './platform.ts';

export type SessionsNeeds = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  pool: pg.Pool;
  platform: Platform;
  messaging: Messaging;
  bots: Bots;
  campaigns: Pick<CampaignsSchedules, 'campaignReplies'>;
  auth: AuthService;
  limits: RateLimits;
};

/** The connections' sessions and the inbound sink they feed: chatbot, rating, calls, campaign replies. */
export function composeSessions({ config, logger, db, pool, platform, messaging, bots, campaigns, auth, limits }: SessionsNeeds) {
  const { realtime } = platform;
  const { ingestor, outbound, sandbox, connections } = messaging;
  const calls = new CallHandler({
    ingestor,
    em: db.em,
    messages: bots.botMessages,
    logger,
    rejectCall: (companyId, connectionId, callId, from): Promise<void> => sessions.rejectCall(companyId, connectionId, callId, from),
  });
  const batcher = new InboundBatcher({ pool, em: db.em, realtime, logger });
  const engineSink = new InboundEngineSink({
    ingestor,
    batcher,
    em: db.em,
    realtime,
    router: bots.router,
    rating: bots.closing,
    calls,
    campaigns: campaigns.campaignReplies,
    logger,
  });
  const { metrics } = platform;
  const sink = countedSink(engineSink, () => metrics.messages.inc({ direction: 'inbound' }));
  const sessions = new SessionManager({
    em: db.em,
    pool,
    realtime,
    providers: messaging.providers,
    sink,
    logger,
    timing: config.sessionTiming,
    notices: platform.notices,
    onSent: () => metrics.messages.inc({ direction: 'outbound' }),
  });
  metrics.observe({ sessions: () => sessions.statesHere() });
  sandbox.serve(sessions);
  const externalApi = new ExternalApiService({
    em: db.em,
    outbound,
    closing: bots.closing,
    checkNumber: (companyId, connectionId, number) => sessions.checkNumber(companyId, connectionId, number),
  });
  const cloudWebhooks = new CloudWebhooks({
    accounts: messaging.cloudAccounts,
    sink,
    em: db.em,
    changes: messaging.messageChanges,
    realtime,
    logger,
  });
  const routers: AreaRouter[] = [
    connectionsRoutes({ auth, connections, sessions, sandboxEnabled: config.sandboxEnabled, logger }),
    sessionRoutes({ auth, connections, sessions }),
    sandboxRoutes({ auth, phones: sandbox, sessions, enabled: config.sandboxEnabled }),
    externalApiRoutes({ api: externalApi, limits }),
    cloudWebhookRoutes({ webhooks: cloudWebhooks, limits }),
  ];
  return { sessions, cloudWebhooks, routers };
}

export type Sessions = ReturnType<typeof composeSessions>;

/** The sink, counting each message it receives (the metrics' inbound messages). */
function countedSink(sink: InboundSink, received: () => void): InboundSink {
  return {
    receive: async (connection, message) => {
      received();
      await sink.receive(connection, message);
    },
    receiveAck: (connection, update) => sink.receiveAck(connection, update),
    receiveEdit: (connection, edit) => sink.receiveEdit(connection, edit),
    receiveRevoke: (connection, revoke) => sink.receiveRevoke(connection, revoke),
    receiveCall: (connection, call) => sink.receiveCall(connection, call),
  };
}
