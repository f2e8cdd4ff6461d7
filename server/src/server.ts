import { createServer } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { createHttpApp, type HttpApp } from './app.ts';
import { setSubscriptionGraceDays } from './modules/companies/subscription.ts';
import { InvoiceGenerator } from './modules/invoices/invoice-generator.ts';
import { InvoicesService } from './modules/invoices/invoices.service.ts';
import { EfiPixProvider, loadEfiSettings } from './modules/payments/efi-pix-provider.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { paymentSetupOf } from './modules/payments/payment-setup.ts';
import { StaticPixProvider } from './modules/payments/static-pix-provider.ts';
import type { AppConfig } from './config.ts';
import type { Logger } from './logger.ts';
import { AnnouncementsService } from './modules/announcements/announcements.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CompaniesService } from './modules/companies/companies.service.ts';
import { CompanyDeactivation } from './modules/companies/company-deactivation.ts';
import { CompanyDeleter } from './modules/companies/company-deletion.ts';
import { SignupService } from './modules/companies/signup.service.ts';
import { PlansService } from './modules/plans/plans.service.ts';
import { BaileysConnections } from './modules/baileys/baileys-connections.ts';
import { LoginThrottleService } from './modules/auth/login-throttle.ts';
import { RateLimits } from './modules/auth/rate-limits.ts';
import { PasswordResetService } from './modules/auth/password-reset.service.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { ConnectionsService } from './modules/connections/connections.service.ts';
import { CloudAccounts } from './modules/cloud/cloud-accounts.ts';
import { cloudProviderBuilder } from './modules/cloud/cloud-connections.ts';
import { CloudWebhooks } from './modules/cloud/cloud-webhooks.ts';
import { CloudTemplates } from './modules/cloud/cloud-templates.ts';
import { FieldCipher } from './platform/crypto/field-cipher.ts';
import { ContactsService } from './modules/contacts/contacts.service.ts';
import { ContactListsService } from './modules/contact-lists/contact-lists.service.ts';
import { ContactListItemsService } from './modules/contact-lists/contact-list-items.service.ts';
import { NumberValidity } from './modules/contact-lists/number-validity.ts';
import { CampaignSettingsService } from './modules/campaign-settings/campaign-settings.service.ts';
import { CampaignDispatcher } from './modules/campaigns/campaign-dispatcher.ts';
import { CampaignReplies } from './modules/campaigns/campaign-replies.ts';
import { CampaignsService } from './modules/campaigns/campaigns.service.ts';
import { AutomationHandlers } from './modules/chatbot/automation-handoff.ts';
import { BotMessages } from './modules/chatbot/bot-messages.ts';
import { ChatbotRouter } from './modules/chatbot/chatbot-router.ts';
import { BotHandoff } from './modules/chatbot/bot-handoff.ts';
import { AiAttendant } from './modules/prompts/ai-attendant.ts';
import { PromptsService } from './modules/prompts/prompts.service.ts';
import { QueueIntegrationsService } from './modules/queue-integrations/queue-integrations.service.ts';
import { DialogflowAdapter } from './modules/queue-integrations/dialogflow-adapter.ts';
import { DialogflowClient } from './modules/queue-integrations/dialogflow-client.ts';
import { TypebotAdapter } from './modules/queue-integrations/typebot-adapter.ts';
import { WEBHOOK_DELIVERY_JOB, WebhookAdapter } from './modules/queue-integrations/webhook-adapter.ts';
import { RoutingConfigCache } from './modules/chatbot/routing-config.ts';
import { SessionManager } from './modules/connections/session-manager.ts';
import { InboundEngineSink } from './modules/inbound/engine-sink.ts';
import { ExternalApiService } from './modules/external-api/external-api.service.ts';
import { CallHandler } from './modules/inbound/call-handler.ts';
import { InboundBatcher } from './modules/inbound/inbound-batcher.ts';
import { InboundIngestor } from './modules/inbound/inbound-ingestor.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import { OutboundMessages } from './modules/messages/outbound-messages.ts';
import { canJoinTicket } from './modules/tickets/ticket-access.ts';
import { TicketClosing } from './modules/tickets/ticket-closing.ts';
import { TicketUpdater } from './modules/tickets/ticket-update.ts';
import { TicketsService } from './modules/tickets/tickets.service.ts';
import { TicketTimers } from './modules/tickets/ticket-timers.ts';
import { PresenceService } from './modules/users/presence.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { LocalDiskMediaStore } from './modules/media/local-disk-media-store.ts';
import { MediaCollector } from './modules/media/media-collector.ts';
import { MediaService } from './modules/media/media.service.ts';
import { QueueOptionsService } from './modules/queues/queue-options.service.ts';
import { QueuesService } from './modules/queues/queues.service.ts';
import { ChatsService } from './modules/chats/chats.service.ts';
import { QuickMessagesService } from './modules/quick-messages/quick-messages.service.ts';
import { FileListsService } from './modules/files/file-lists.service.ts';
import { ScheduleSender } from './modules/schedules/schedule-sender.ts';
import { SchedulesService } from './modules/schedules/schedules.service.ts';
import { queueIdsOf } from './modules/queues/user-queues.ts';
import { SandboxPhones } from './modules/sandbox/sandbox-phones.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { TagsService } from './modules/tags/tags.service.ts';
import { TicketLanes } from './modules/kanban/ticket-lanes.ts';
import { TicketNotesService } from './modules/ticket-notes/ticket-notes.service.ts';
import { useCustomPlanPool } from './platform/database/hot-read.ts';
import { openDatabase, type Database } from './platform/database/database.ts';
import { NoticeListener } from './platform/database/notice-listener.ts';
import { createScheduler, type Scheduler } from './platform/jobs/scheduler.ts';
import * as jobs from './platform/jobs/job-names.ts';
import { defineSweepJob } from './platform/jobs/sweep-job.ts';
import { listen } from './platform/http/listen.ts';
import type { SentMessage } from './platform/messaging/connection-provider.ts';
import { VoiceNoteEncoder } from './platform/media/voice-note-encoder.ts';
import { ProviderFactory } from './platform/messaging/provider-factory.ts';
import { EventLog } from './platform/realtime/event-log.ts';
import { Realtime } from './platform/realtime/realtime.ts';
import { RemoteEvents } from './platform/realtime/remote-events.ts';
import { rooms } from './platform/realtime/rooms.ts';
import { createSocketServer, type BalcaoIo } from './platform/realtime/socket-server.ts';
import { loadOrCreateSecrets } from './platform/secrets.ts';
import { seedPlatform, type SeedResult } from './seed/seed-platform.ts';
import { ChallengeTokens } from './modules/two-factor/challenge-tokens.ts';
import { TwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { AuditLogService } from './modules/audit/audit-log.service.ts';
import { AUDIT_RETENTION_JOB, pruneAuditLog } from './modules/audit/audit-retention.ts';

export type RunningServer = {
  url: string;
  /** The HTTP app, whose mounted routers are the route table (`routeTable(routersOf(http))`). */
  http: HttpApp;
  media: MediaService;
  port: number;
  db: Database;
  realtime: Realtime;
  io: BalcaoIo;
  scheduler: Scheduler;
  sessions: SessionManager;
  outbound: OutboundMessages;
  closing: TicketClosing;
  sandbox: SandboxPhones;
  cloudWebhooks: CloudWebhooks;
  automations: AutomationHandlers;
  timers: TicketTimers;
  mediaCollector: MediaCollector;
  scheduleSender: ScheduleSender;
  invoiceGenerator: InvoiceGenerator;
  payments: PaymentsService;
  campaignDispatcher: CampaignDispatcher;
  seed: SeedResult;
  close: () => Promise<void>;
};

/** Starts every part of one server process; `close()` stops them in reverse order. */
export async function startServer(config: AppConfig, logger: Logger): Promise<RunningServer> {
  setSubscriptionGraceDays(config.billing.graceDays);
  const secrets = await loadOrCreateSecrets(config.dataDir);
  const db = await openDatabase(config, secrets, logger);
  const cleanups: (() => Promise<unknown>)[] = [() => db.close()];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => logger.warn({ err: error }, 'shutdown step failed'));
    }
  };
  try {
    const seed = await seedPlatform(db.em, { email: config.adminEmail, password: config.adminPassword });
    const pool = new pg.Pool({ connectionString: db.url, max: 12 });
    useCustomPlanPool(db.em, pool); // its connections plan with the values: the hot-read path's searches
    // Long-lived LISTEN clients (socket adapter, events of other processes, scheduler) see the database go away on shutdown.
    pool.on('error', (error) => logger.debug({ err: error }, 'idle database client closed'));
    // A client checked out for good (the socket adapter's LISTEN) has no listener of the pool's: a
    // terminated connection would otherwise crash the process. Its owner notices through 'end'.
    pool.on('connect', (client) => client.on('error', (error) => logger.warn({ err: error }, 'database client lost')));
    cleanups.push(() => pool.end());

    const eventLog = new EventLog(pool);
    const realtime = new Realtime(eventLog, logger);
    // Started once every part has subscribed (below).
    const notices = new NoticeListener({ pool, logger });
    const tokens = new TokenService(
      config.jwtSecret && config.jwtRefreshSecret ? { jwtSecret: config.jwtSecret, jwtRefreshSecret: config.jwtRefreshSecret } : secrets,
    );
    const throttle = new LoginThrottleService(db.em);
    // Secrets kept in columns (AI API keys, Dialogflow credentials, Cloud API tokens and app secrets,
    // two-factor secrets) under the same signing secret.
    const signingSecret = config.jwtSecret && config.jwtRefreshSecret ? config.jwtSecret : secrets.jwtSecret;
    const fieldCipher = new FieldCipher(signingSecret);
    const twoFactor = new TwoFactorService({ em: db.em, cipher: fieldCipher, challenges: new ChallengeTokens(signingSecret), throttle });
    const auth = new AuthService({ em: db.em, pool, notices, tokens, throttle, realtime, twoFactor });
    const resets = new PasswordResetService({
      em: db.em,
      mailer: createMailer(config.smtp, logger),
      throttle,
      auth,
      logger,
      endSockets: (companyId, userId) => io.in(rooms.user(companyId, userId)).disconnectSockets(true),
    });
    const presence = new PresenceService(db.em, realtime, logger);

    const features = {
      queues: new QueuesService(realtime),
      queueOptions: new QueueOptionsService(),
      settings: new SettingsService(realtime),
    };
    const mediaStore = new LocalDiskMediaStore(path.join(config.dataDir, 'media'));
    const media = new MediaService(mediaStore);
    const sandbox = new SandboxPhones({ pool, logger });
    // WhatsApp through Baileys; its auth state is encrypted under a key derived from the signing secret in use.
    const baileys = new BaileysConnections({
      pool,
      secret: config.jwtSecret && config.jwtRefreshSecret ? config.jwtSecret : secrets.jwtSecret,
      version: config.waWebVersion,
      logger,
    });
    const cloudAccounts = new CloudAccounts({ em: db.em, cipher: fieldCipher, graphUrl: config.cloudGraphUrl });
    const providers = new ProviderFactory({
      ...(config.baileysEnabled ? { beta: baileys.build } : {}),
      ...(config.sandboxEnabled ? { sandbox: sandbox.build } : {}),
      cloud: cloudProviderBuilder({ accounts: cloudAccounts, logger, retryBaseMs: config.cloudRetryBaseMs }),
    });
    const ingestor = new InboundIngestor({ em: db.em, media, realtime, logger });
    // Sends go through the sessions, which are built with the sink: bound lazily.
    const outbound = new OutboundMessages({
      em: db.em,
      realtime,
      logger,
      media,
      voice: new VoiceNoteEncoder(),
      send: (companyId, connectionId, to, content, options): Promise<SentMessage> =>
        sessions.send(companyId, connectionId, to, content, options),
      revoke: (companyId, connectionId, to, messageId): Promise<void> => sessions.deleteMessage(companyId, connectionId, to, messageId),
    });
    const botMessages = new BotMessages(outbound);
    const automations = new AutomationHandlers();
    const botTimeoutMs = config.bots.openAiTimeoutMs;
    let webhooks: WebhookAdapter | null = null;
    const dialogflow = new DialogflowClient({
      apiUrl: config.bots.dialogflowApiUrl,
      tokenUrl: config.bots.dialogflowTokenUrl,
      timeoutMs: botTimeoutMs,
    });
    const integrationsService = new QueueIntegrationsService({ realtime, cipher: fieldCipher, dialogflow });
    const bots = new BotHandoff(
      { em: db.em, realtime, logger, messages: botMessages },
      {
        prompt: new AiAttendant({ cipher: fieldCipher, media, defaultBaseUrl: config.bots.openAiBaseUrl, timeoutMs: botTimeoutMs }),
        integrations: {
          typebot: new TypebotAdapter({ timeoutMs: botTimeoutMs }),
          dialogflow: new DialogflowAdapter({ client: dialogflow, credentialsOf: (row) => integrationsService.jsonContentOf(row) }),
          n8n: { answer: (turn, integration) => webhookAdapter().answer(turn, integration) },
          webhook: { answer: (turn, integration) => webhookAdapter().answer(turn, integration) },
        },
      },
    );
    bots.registerWith(automations);
    const webhookAdapter = (): WebhookAdapter => {
      webhooks ??= new WebhookAdapter({
        em: db.em,
        logger,
        scheduler: () => scheduler,
        conversationOf: (companyId, ticketId) => bots.conversationOf(companyId, ticketId),
        failed: (companyId, ticketId, bot, cause) => bots.failed(companyId, ticketId, bot, cause),
        retryBaseMs: config.bots.webhookRetryBaseMs,
        maxAttempts: config.bots.webhookMaxAttempts,
        timeoutMs: botTimeoutMs,
      });
      return webhooks;
    };
    const routingConfig = new RoutingConfigCache({ em: db.em });
    realtime.onEmit((companyId, channel) => routingConfig.changed(companyId, channel));
    const router = new ChatbotRouter({ em: db.em, realtime, logger, messages: botMessages, automations, config: routingConfig });
    const closing = new TicketClosing({ em: db.em, realtime, logger, messages: botMessages });
    const calls = new CallHandler({
      ingestor,
      em: db.em,
      messages: botMessages,
      logger,
      rejectCall: (companyId, connectionId, callId, from): Promise<void> => sessions.rejectCall(companyId, connectionId, callId, from),
    });
    const batcher = new InboundBatcher({ pool, em: db.em, realtime, logger });
    const campaignDispatcher = new CampaignDispatcher({
      em: db.em,
      pool,
      realtime,
      logger,
      outbound,
      media,
      sessionRunning: (companyId, connectionId) => sessions.isRunning(companyId, connectionId),
    });
    const campaignReplies = new CampaignReplies({
      pool,
      logger,
      changed: (companyId, campaignIds, confirmed) => {
        campaignDispatcher.changed(companyId, campaignIds);
        if (confirmed) {
          campaignDispatcher.wake();
        }
      },
    });
    const sink = new InboundEngineSink({
      ingestor,
      batcher,
      em: db.em,
      realtime,
      router,
      rating: closing,
      calls,
      campaigns: campaignReplies,
      logger,
    });
    const sessions = new SessionManager({ em: db.em, pool, realtime, providers, sink, logger, timing: config.sessionTiming });
    sandbox.serve(sessions);
    const externalApi = new ExternalApiService({
      em: db.em,
      outbound,
      closing,
      checkNumber: (companyId, connectionId, number) => sessions.checkNumber(companyId, connectionId, number),
    });
    const cloudWebhooks = new CloudWebhooks({ accounts: cloudAccounts, sink, em: db.em, realtime, logger });
    const cloudTemplates = new CloudTemplates(cloudAccounts);
    const messaging = {
      connections: new ConnectionsService(realtime, cloudAccounts),
      sessions,
      sandbox,
      externalApi,
      cloudWebhooks,
      cloudTemplates,
    };
    const ticketing = {
      tickets: new TicketsService({ em: db.em, realtime, logger }),
      updater: new TicketUpdater({ em: db.em, realtime, logger, closing, messages: botMessages }),
      messages: new MessagesService({ em: db.em, realtime, logger, outbound, provider: sessions, media }),
    };
    const inbox = {
      ticketNotes: new TicketNotesService({ realtime }),
      tags: new TagsService({ realtime, logger }),
      lanes: new TicketLanes({ realtime, logger }),
      quickMessages: new QuickMessagesService({ realtime, media }),
      contacts: new ContactsService({ realtime, logger, sessions }),
    };
    const users = new UsersService({
      em: db.em,
      realtime,
      logger,
      auth,
      // Bound lazily: the socket server is built after the HTTP app.
      endSockets: (companyId, userId) => io.in(rooms.user(companyId, userId)).disconnectSockets(true),
    });
    const paymentProvider =
      config.billing.provider === 'efi'
        ? new EfiPixProvider(await loadEfiSettings({ ...config.billing.efi, pixKey: config.billing.pix.key }))
        : new StaticPixProvider(config.billing.pix);
    const billing = {
      invoices: new InvoicesService(),
      payments: new PaymentsService({ em: db.em, realtime, logger, provider: paymentProvider, setup: paymentSetupOf(config.billing) }),
      generator: new InvoiceGenerator({ em: db.em, daysBeforeDue: config.billing.invoiceDaysBeforeDue }),
    };
    const deactivation = new CompanyDeactivation({
      pool,
      auth,
      sessions,
      // Bound lazily: the socket server is built after the HTTP app.
      endSockets: (companyId) => io.in(rooms.company(companyId)).disconnectSockets(true),
      logger,
    });
    const companyDeleter = new CompanyDeleter({ em: db.em, pool, store: mediaStore, deactivation, logger });
    const platform = {
      plans: new PlansService(),
      companies: new CompaniesService({ deactivation, scheduler: () => scheduler }),
      signup: new SignupService({ trialDays: config.signupTrialDays }),
    };
    const http = createHttpApp({
      auditLog: new AuditLogService(),
      twoFactor,
      limits: new RateLimits(throttle, config.rateLimitScale),
      platform,
      billing,
      config,
      logger,
      db,
      auth,
      resets,
      media,
      ...features,
      ...messaging,
      ...ticketing,
      inbox,
      users,
      chats: new ChatsService({ realtime }),
      fileLists: new FileListsService({ realtime, media }),
      schedules: new SchedulesService({ realtime, media, templates: cloudTemplates }),
      campaigns: {
        contactLists: new ContactListsService({ realtime }),
        contactListItems: new ContactListItemsService({
          realtime,
          logger,
          validity: new NumberValidity({
            em: db.em,
            logger,
            checkNumber: (companyId, connectionId, number) => sessions.checkNumber(companyId, connectionId, number),
          }),
        }),
        campaignSettings: new CampaignSettingsService(),
        campaigns: new CampaignsService({ realtime, media, templates: cloudTemplates, wake: () => campaignDispatcher.wake() }),
      },
      announcements: new AnnouncementsService({ realtime, media }),
      bots: {
        prompts: new PromptsService({ realtime, cipher: fieldCipher }),
        integrations: integrationsService,
      },
    });
    const httpServer = createServer(http.callback());
    const io = createSocketServer({
      httpServer,
      pool,
      log: eventLog,
      logger,
      authenticate: async (token) => {
        const { auth: caller, user } = await auth.authenticate(token).catch((error: unknown) => {
          throw new Error((error as { code?: string }).code ?? 'ERR_NOT_AUTHENTICATED');
        });
        return { auth: caller, allTicket: user.allTicket === 'enabled' };
      },
      policy: {
        canJoinTicket: (caller, ticketId) => canJoinTicket(db.em, caller, ticketId),
        queueIdsOf: (caller) => queueIdsOf(db.em, caller),
      },
      presence,
    });
    // Each process sends events to its own sockets; those of the other processes come through the log.
    realtime.attach(io.local);
    const remoteEvents = new RemoteEvents({ notices, log: eventLog, emitter: io.local, logger });
    await notices.start();
    cleanups.push(async () => {
      await notices.stop();
      await remoteEvents.drain();
    });
    cleanups.push(() => presence.drain());
    cleanups.push(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));
    cleanups.push(() => io.close().catch(() => undefined));

    const scheduler = await createScheduler({ pool, mongoUrl: config.mongoUrl, logger });
    companyDeleter.define(scheduler);
    scheduler.define(jobs.PRUNE_EVENTS_JOB, () => eventLog.prune());
    await scheduler.start();
    await scheduler.every('5 minutes', jobs.PRUNE_EVENTS_JOB);
    scheduler.define<{ companyId: number; deliveryId: number }>(WEBHOOK_DELIVERY_JOB, (job) => webhookAdapter().deliver(job.attrs.data));
    const timers = new TicketTimers({ em: db.em, realtime, logger, closing, outbound });
    defineSweepJob(scheduler, logger, jobs.TICKET_TIMERS_JOB, () => timers.sweep(), {
      message: 'ticket timers fired',
      worked: (result) => result.expired + result.transferred + result.interruptedSends > 0,
    });
    await scheduler.every(config.ticketTimersEvery, jobs.TICKET_TIMERS_JOB);
    const mediaCollector = new MediaCollector({ pool, store: mediaStore, logger });
    defineSweepJob(scheduler, logger, jobs.COLLECT_MEDIA_JOB, () => mediaCollector.sweep(), {
      message: 'media files nothing refers to were removed',
      worked: (collected) => collected > 0,
      fields: (collected) => ({ collected }),
    });
    await scheduler.every('1 hour', jobs.COLLECT_MEDIA_JOB);
    const scheduleSender = new ScheduleSender({ em: db.em, pool, realtime, logger, outbound, media });
    defineSweepJob(scheduler, logger, jobs.SEND_SCHEDULES_JOB, () => scheduleSender.sweep(), {
      message: 'scheduled messages swept',
      worked: (result) => result.sent + result.retried + result.failed + result.missed + result.recovered > 0,
    });
    defineSweepJob(scheduler, logger, jobs.GENERATE_INVOICES_JOB, () => billing.generator.run(), {
      message: 'invoices created',
      worked: (created) => created > 0,
      fields: (created) => ({ created }),
    });
    await scheduler.every(config.billing.invoicesEvery, jobs.GENERATE_INVOICES_JOB);
    defineSweepJob(scheduler, logger, AUDIT_RETENTION_JOB, () => pruneAuditLog(pool, config.audit.retentionDays), {
      message: 'audit rows past their retention removed',
      worked: (removed) => removed > 0,
      fields: (removed) => ({ removed }),
    });
    await scheduler.every(config.audit.retentionEvery, AUDIT_RETENTION_JOB);
    scheduler.define(jobs.DISPATCH_CAMPAIGNS_JOB, () => campaignDispatcher.tick());
    cleanups.push(() => scheduler.stop(true));

    // Sessions that were connected or pairing and run in no other process come back here; leases are
    // renewed and orphans taken over from then on. On shutdown they stop (leases released) before the sockets close.
    cleanups.push(() => sessions.stopAll());
    // Before the sessions stop (cleanups run in reverse): a send in flight finishes on its session.
    cleanups.push(() => campaignDispatcher.stop());
    await sessions.resumeAll();
    // After the sessions are back, so schedules that fell due while the server was down go out at once.
    await scheduler.every(config.schedulesEvery, jobs.SEND_SCHEDULES_JOB);
    await scheduler.every(config.campaignsEvery, jobs.DISPATCH_CAMPAIGNS_JOB);
    // Also after the sessions: a recovered delivery's answer goes to the contact through them.
    await webhookAdapter().sweep();

    const port = await listen(httpServer, config.port, config.host);
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      url: `http://${shownHost}:${port}`,
      http,
      port,
      db,
      realtime,
      io,
      scheduler,
      sessions,
      outbound,
      closing,
      timers,
      mediaCollector,
      scheduleSender,
      invoiceGenerator: billing.generator,
      payments: billing.payments,
      campaignDispatcher,
      sandbox,
      cloudWebhooks,
      automations,
      seed,
      media,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
