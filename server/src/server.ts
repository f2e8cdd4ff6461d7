import { createServer } from 'node:http';
import { createHttpApp } from './app.ts';
import type { AppConfig } from './config.ts';
import type { Logger } from './logger.ts';
import { setSubscriptionGraceDays } from './modules/companies/subscription.ts';
import { composeBillingAdmin } from './composition/billing-admin.ts';
import { composeBots } from './composition/bots.ts';
import { composeCampaignsSchedules } from './composition/campaigns-schedules.ts';
import { composeInbox } from './composition/inbox.ts';
import { startScheduler } from './composition/jobs.ts';
import { composeMessaging } from './composition/messaging.ts';
import { composePlatform, openPool, platformRoutes, type SocketEnds } from './composition/platform.ts';
import type { RunningServer } from './composition/running-server.ts';
import { composeSessions } from './composition/sessions.ts';
import { startSockets } from './composition/sockets.ts';
import { composeTrust } from './composition/trust.ts';
import * as jobs from './platform/jobs/job-names.ts';
import { openDatabase } from './platform/database/database.ts';
import { httpDrainOf, shownHost, startMetricsPort } from './composition/operations.ts';
import { listen } from './platform/http/listen.ts';
import { stopScheduler } from './platform/jobs/scheduler.ts';
import { ShutdownSteps } from './composition/shutdown-steps.ts';
import { rooms } from './platform/realtime/rooms.ts';
import { loadOrCreateSecrets } from './platform/secrets.ts';
import { seedPlatform } from './seed/seed-platform.ts';

export type { RunningServer } from './composition/running-server.ts';

/**
 * Starts every part of one server process; `close()` stops them in reverse order. Each area (`composition/`)
 * is built in its own file from what it needs; the order below is the order the parts need each other in.
 */
export async function startServer(config: AppConfig, logger: Logger): Promise<RunningServer> {
  setSubscriptionGraceDays(config.billing.graceDays);
  const secrets = await loadOrCreateSecrets(config.dataDir);
  const db = await openDatabase(config, secrets, logger);
  // Each step bounded: the scheduler's own drain takes up to the shutdown timeout.
  const cleanups = new ShutdownSteps({ logger, stepTimeoutMs: config.operations.shutdownTimeoutMs + 5_000 });
  cleanups.add('database', () => db.close());
  // Set once the HTTP server exists: the first steps of a stop.
  let drain: () => Promise<void> = () => Promise.resolve();
  const close = async () => {
    await drain().catch((error: unknown) => logger.warn({ err: error }, 'draining failed'));
    await cleanups.runInReverse();
  };
  try {
    const seed = await seedPlatform(db.em, { email: config.adminEmail, password: config.adminPassword });
    const pool = openPool(db, logger);
    cleanups.add('shared pool', () => pool.end());
    // Bound lazily: the socket server is built after the HTTP app.
    const sockets: SocketEnds = {
      user: (companyId, userId) => io.in(rooms.user(companyId, userId)).disconnectSockets(true),
      company: (companyId) => io.in(rooms.company(companyId)).disconnectSockets(true),
    };
    const base = { config, logger, db, pool };
    const platform = composePlatform({ ...base, secrets });
    const trust = composeTrust({ ...base, secrets, platform, sockets });
    const { auth, limits } = trust;
    // Sends go through the sessions, which are built after the bots and campaigns that their inbound sink feeds.
    const messaging = composeMessaging({ ...base, platform, sessions: () => sessions });
    const bots = composeBots({ ...base, platform, outbound: messaging.outbound, auth, scheduler: () => scheduler });
    const campaigns = composeCampaignsSchedules({ ...base, platform, messaging, auth, sessions: () => sessions });
    const live = composeSessions({ ...base, platform, messaging, bots, campaigns, auth, limits });
    const { sessions } = live;
    const inbox = composeInbox({ ...base, platform, messaging, sessions, bots, auth });
    const admin = await composeBillingAdmin({ ...base, platform, auth, limits, sessions, sockets, scheduler: () => scheduler });
    const { readiness, metrics } = platform;
    const http = createHttpApp({
      ...base,
      limits,
      operations: { readiness, metrics },
      // Mounted in this order, which is also the order of the API description.
      routers: [
        ...platformRoutes({ platform, auth, limits }),
        ...trust.routers,
        ...admin.routers,
        ...live.routers,
        ...inbox.routers,
        ...campaigns.routers,
        ...bots.routers,
      ],
    });
    const httpServer = createServer(http.callback());
    drain = httpDrainOf({ config, logger, httpServer, readiness, sessions });
    const ormPool = await db.em.getConnection().getNativeClient();
    metrics.observe({ pools: () => ({ shared: pool, orm: ormPool }) });
    const { io, cleanups: socketCleanups } = await startSockets({ ...base, platform, auth, httpServer });
    socketCleanups.forEach(([name, run]) => cleanups.add(name, run));

    const scheduler = await startScheduler({ ...base, platform, bots, inbox, campaigns, admin });
    cleanups.add('scheduler', () => stopScheduler(scheduler, config.operations.shutdownTimeoutMs, logger));

    // Sessions that were connected or pairing and run in no other process come back here; leases are
    // renewed and orphans taken over from then on. On shutdown they stop (leases released) before the sockets close.
    cleanups.add('sessions', () => sessions.stopAll());
    // Before the sessions stop (cleanups run in reverse): a send in flight finishes on its session.
    cleanups.add('campaign dispatcher', () => campaigns.campaignDispatcher.stop());
    // Listening before the sessions are back: attendants work while the connections return at their pace
    // (SESSION_RESUMES_PER_SECOND), and /ready answers from the first moment.
    const port = await listen(httpServer, config.port, config.host);
    const { metricsUrl, close: closeMetrics } = await startMetricsPort(config, metrics);
    cleanups.add('metrics port', closeMetrics);
    await sessions.resumeAll();
    // After the sessions are back, so schedules that fell due while the server was down go out at once.
    await scheduler.every(config.schedulesEvery, jobs.SEND_SCHEDULES_JOB);
    await scheduler.every(config.campaignsEvery, jobs.DISPATCH_CAMPAIGNS_JOB);
    // Also after the sessions: a recovered delivery's answer goes to the contact through them.
    await bots.webhookAdapter().sweep();
    return {
      url: `http://${shownHost(config.host)}:${port}`,
      metricsUrl,
      readiness,
      metrics,
      http,
      port,
      db,
      realtime: platform.realtime,
      io,
      scheduler,
      sessions,
      outbound: messaging.outbound,
      closing: bots.closing,
      timers: inbox.timers,
      mediaCollector: platform.mediaCollector,
      scheduleSender: campaigns.scheduleSender,
      invoiceGenerator: admin.billing.generator,
      payments: admin.billing.payments,
      campaignDispatcher: campaigns.campaignDispatcher,
      sandbox: messaging.sandbox,
      cloudWebhooks: live.cloudWebhooks,
      automations: bots.automations,
      seed,
      media: platform.media,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
