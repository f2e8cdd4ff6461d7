import Router from '@koa/router';
import Koa from 'koa';
import type { AppConfig } from './config.ts';
import { AppError } from './platform/http/app-error.ts';
import type { Logger } from './logger.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import type { TwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { auditScope } from './modules/audit/audit-scope.ts';
import type { AuditLogService } from './modules/audit/audit-log.service.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import type { AnnouncementsService } from './modules/announcements/announcements.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { helpsRoutes } from './modules/helps/helps.routes.ts';
import type { InvoiceGenerator } from './modules/invoices/invoice-generator.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import type { InvoicesService } from './modules/invoices/invoices.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import type { PaymentsService } from './modules/payments/payments.service.ts';
import { HelpsService } from './modules/helps/helps.service.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import type { PasswordResetService } from './modules/auth/password-reset.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { RateLimits } from './modules/auth/rate-limits.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import type { CompaniesService } from './modules/companies/companies.service.ts';
import type { SignupService } from './modules/companies/signup.service.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import type { PlansService } from './modules/plans/plans.service.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { contactListsRoutes } from './modules/contact-lists/contact-lists.routes.ts';
import type { ContactListsService } from './modules/contact-lists/contact-lists.service.ts';
import type { ContactListItemsService } from './modules/contact-lists/contact-list-items.service.ts';
import { campaignSettingsRoutes } from './modules/campaign-settings/campaign-settings.routes.ts';
import type { CampaignSettingsService } from './modules/campaign-settings/campaign-settings.service.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import type { CampaignsService } from './modules/campaigns/campaigns.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import type { ContactsService } from './modules/contacts/contacts.service.ts';
import { connectionsRoutes } from './modules/connections/connections.routes.ts';
import { cloudWebhookRoutes } from './modules/cloud/cloud-webhooks.routes.ts';
import type { CloudWebhooks } from './modules/cloud/cloud-webhooks.ts';
import { cloudMessagesRoutes } from './modules/cloud/cloud-messages.routes.ts';
import type { CloudTemplates } from './modules/cloud/cloud-templates.ts';
import type { ConnectionsService } from './modules/connections/connections.service.ts';
import type { SessionManager } from './modules/connections/session-manager.ts';
import { sessionRoutes } from './modules/connections/session.routes.ts';
import { externalApiRoutes } from './modules/external-api/external-api.routes.ts';
import type { ExternalApiService } from './modules/external-api/external-api.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import type { MediaService } from './modules/media/media.service.ts';
import { queueOptionsRoutes } from './modules/queues/queue-options.routes.ts';
import type { QueueOptionsService } from './modules/queues/queue-options.service.ts';
import { queuesRoutes } from './modules/queues/queues.routes.ts';
import type { QueuesService } from './modules/queues/queues.service.ts';
import { chatsRoutes } from './modules/chats/chats.routes.ts';
import type { ChatsService } from './modules/chats/chats.service.ts';
import { promptsRoutes } from './modules/prompts/prompts.routes.ts';
import type { PromptsService } from './modules/prompts/prompts.service.ts';
import { queueIntegrationsRoutes } from './modules/queue-integrations/queue-integrations.routes.ts';
import type { QueueIntegrationsService } from './modules/queue-integrations/queue-integrations.service.ts';
import { quickMessagesRoutes } from './modules/quick-messages/quick-messages.routes.ts';
import { fileListsRoutes } from './modules/files/file-lists.routes.ts';
import type { FileListsService } from './modules/files/file-lists.service.ts';
import { schedulesRoutes } from './modules/schedules/schedules.routes.ts';
import type { SchedulesService } from './modules/schedules/schedules.service.ts';
import type { QuickMessagesService } from './modules/quick-messages/quick-messages.service.ts';
import type { SandboxPhones } from './modules/sandbox/sandbox-phones.ts';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import type { TagsService } from './modules/tags/tags.service.ts';
import { kanbanRoutes } from './modules/kanban/kanban.routes.ts';
import type { TicketLanes } from './modules/kanban/ticket-lanes.ts';
import { ticketNotesRoutes } from './modules/ticket-notes/ticket-notes.routes.ts';
import type { TicketNotesService } from './modules/ticket-notes/ticket-notes.service.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import type { MessagesService } from './modules/messages/messages.service.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import type { TicketUpdater } from './modules/tickets/ticket-update.ts';
import type { TicketsService } from './modules/tickets/tickets.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import type { UsersService } from './modules/users/users.service.ts';
import { versionRoutes } from './modules/version/version.routes.ts';
import { lazyEntityManager, type AppContext, type AppState } from './platform/http/context.ts';
import { jsonBodyReader } from './platform/http/body-reader.ts';
import { errorMiddleware } from './platform/http/error-middleware.ts';
import { updateFiles } from './platform/http/update-files.ts';
import { routersOf, routeTable } from './platform/http/route-table/route-table.ts';
import { deepLinks, securityHeaders, webAssets } from './platform/http/web-assets.ts';
import type { Database } from './platform/database/database.ts';

export type HttpDependencies = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  auth: AuthService;
  /** The public routes' request limits. */
  limits: RateLimits;
  resets: PasswordResetService;
  media: MediaService;
  queues: QueuesService;
  queueOptions: QueueOptionsService;
  settings: SettingsService;
  connections: ConnectionsService;
  sessions: SessionManager;
  sandbox: SandboxPhones;
  cloudWebhooks: CloudWebhooks;
  cloudTemplates: CloudTemplates;
  externalApi: ExternalApiService;
  tickets: TicketsService;
  updater: TicketUpdater;
  messages: MessagesService;
  inbox: InboxFeatures;
  users: UsersService;
  fileLists: FileListsService;
  chats: ChatsService;
  schedules: SchedulesService;
  announcements: AnnouncementsService;
  campaigns: CampaignFeatures;
  /** AI prompts and queue integrations. */
  bots: { prompts: PromptsService; integrations: QueueIntegrationsService };
  platform: PlatformFeatures;
  billing: BillingFeatures;
  auditLog: AuditLogService;
  twoFactor: TwoFactorService;
};

/** The platform's administration: plans, companies and public sign-up. */
export type PlatformFeatures = { plans: PlansService; companies: CompaniesService; signup: SignupService };

/** Invoices, their daily job and the Pix checkout. */
export type BillingFeatures = { invoices: InvoicesService; payments: PaymentsService; generator: InvoiceGenerator };

/** The services of the campaign screens: contact lists, their items and the campaign settings. */
export type CampaignFeatures = {
  contactLists: ContactListsService;
  contactListItems: ContactListItemsService;
  campaignSettings: CampaignSettingsService;
  campaigns: CampaignsService;
};

/** The services of the ticket inbox's side panels: notes, tags, quick messages, contacts. */
export type InboxFeatures = {
  ticketNotes: TicketNotesService;
  tags: TagsService;
  /** The kanban board's lane moves. */
  lanes: TicketLanes;
  quickMessages: QuickMessagesService;
  contacts: ContactsService;
};

/**
 * A known path asked with a method it does not take answers 405 with the `Allow` header (RFC 9110) and
 * the catalogue's JSON, like every other error. The router sets the status and the header; the body is ours.
 */
function methodsAllowed(root: Router<AppState, AppContext>): ReturnType<Router<AppState, AppContext>['allowedMethods']> {
  const allowedMethods = root.allowedMethods();
  return async (ctx, next) => {
    await allowedMethods(ctx, next);
    if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
      throw new AppError('ERR_METHOD_NOT_ALLOWED', {
        message: 'This path does not take this method',
        headers: { Allow: ctx.response.get('Allow') },
      });
    }
  };
}

/** The HTTP composition root: shared middleware, then every module's routes, then the web build. */

export type HttpApp = Koa<AppState, AppContext>;

export function createHttpApp(dependencies: HttpDependencies): HttpApp {
  const {
    config,
    logger,
    db,
    auth,
    limits,
    resets,
    media,
    queues,
    queueOptions,
    settings,
    connections,
    sessions,
    sandbox,
    cloudWebhooks,
    cloudTemplates,
    externalApi,
    tickets,
    updater,
    messages,
    inbox,
    users,
    fileLists,
    chats,
    schedules,
    campaigns,
    announcements,
    bots,
    platform,
    billing,
    auditLog,
    twoFactor,
  } = dependencies;
  const app = new Koa<AppState, AppContext>({ proxy: config.trustProxy });
  app.use(securityHeaders({ hsts: config.secureCookies }));
  app.use(errorMiddleware(logger));
  app.use(auditScope());
  app.use(deepLinks(config.webDistDir));
  app.use(updateFiles(config.updatesDir));
  app.use(jsonBodyReader());
  app.use(async (ctx, next) => {
    // A fresh identity map per request; requireAuth binds it to the caller's company.
    ctx.state.rootEm = db.em;
    lazyEntityManager(ctx.state, () => db.em.fork({ clear: true }));
    await next();
  });

  const routers = [
    versionRoutes({ limits }),
    authRoutes({ auth, secureCookies: config.secureCookies, limits }),
    twoFactorRoutes({ auth, twoFactor, secureCookies: config.secureCookies, limits }),
    passwordResetRoutes({ resets, limits }),
    companiesRoutes({ auth, companies: platform.companies, signup: platform.signup, limits }),
    plansRoutes({ auth, plans: platform.plans, limits }),
    mediaRoutes({ auth, media }),
    queuesRoutes({ auth, queues }),
    usersRoutes({ auth, users, secureCookies: config.secureCookies }),
    queueOptionsRoutes({ auth, options: queueOptions }),
    settingsRoutes({ auth, settings }),
    connectionsRoutes({ auth, connections, sessions, sandboxEnabled: config.sandboxEnabled, logger }),
    sessionRoutes({ auth, connections, sessions }),
    sandboxRoutes({ auth, phones: sandbox, sessions, enabled: config.sandboxEnabled }),
    externalApiRoutes({ api: externalApi, limits }),
    cloudWebhookRoutes({ webhooks: cloudWebhooks, limits }),
    ticketsRoutes({ auth, tickets, updater }),
    cloudMessagesRoutes({ auth, messages, templates: cloudTemplates }),
    messagesRoutes({ auth, messages }),
    ticketNotesRoutes({ auth, notes: inbox.ticketNotes }),
    tagsRoutes({ auth, tags: inbox.tags }),
    kanbanRoutes({ auth, lanes: inbox.lanes }),
    quickMessagesRoutes({ auth, quickMessages: inbox.quickMessages }),
    fileListsRoutes({ auth, fileLists }),
    contactsRoutes({ auth, contacts: inbox.contacts }),
    privacyRoutes({ auth, media, logger }),
    dashboardRoutes({ auth }),
    chatsRoutes({ auth, chats }),
    schedulesRoutes({ auth, schedules }),
    contactListsRoutes({ auth, lists: campaigns.contactLists, items: campaigns.contactListItems }),
    campaignSettingsRoutes({ auth, campaignSettings: campaigns.campaignSettings }),
    campaignsRoutes({ auth, campaigns: campaigns.campaigns }),
    announcementsRoutes({ auth, announcements }),
    helpsRoutes({ auth, helps: new HelpsService() }),
    promptsRoutes({ auth, prompts: bots.prompts }),
    queueIntegrationsRoutes({ auth, integrations: bots.integrations }),
    invoicesRoutes({ auth, ...billing }),
    auditRoutes({ auth, log: auditLog }),
    paymentsRoutes({ auth, payments: billing.payments, webhookSecret: config.billing.webhookSecret, limits }),
    // Described from the routers as mounted, so every route above (and this one) is in the document.
    apiDocsRoutes({ routes: () => routeTable(routersOf(app)), limits }),
  ];
  // One router holds every route: a request is matched once, not once per feature's router.
  const root = new Router<AppState, AppContext>();
  for (const router of routers) {
    root.use(router.routes());
  }
  app.use(root.routes());
  app.use(methodsAllowed(root));
  app.use(webAssets(config.webDistDir));
  return app;
}
