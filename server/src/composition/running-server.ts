import type { HttpApp } from '../app.ts';
import type { CloudWebhooks } from '../modules/cloud/cloud-webhooks.ts';
import type { CampaignDispatcher } from '../modules/campaigns/campaign-dispatcher.ts';
import type { AutomationHandlers } from '../modules/chatbot/automation-handoff.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import type { InvoiceGenerator } from '../modules/invoices/invoice-generator.ts';
import type { MediaCollector } from '../modules/media/media-collector.ts';
import type { MediaService } from '../modules/media/media.service.ts';
import type { OutboundMessages } from '../modules/messages/outbound-messages.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import type { SandboxPhones } from '../modules/sandbox/sandbox-phones.ts';
import type { ScheduleSender } from '../modules/schedules/schedule-sender.ts';
import type { TicketClosing } from '../modules/tickets/ticket-closing.ts';
import type { TicketTimers } from '../modules/tickets/ticket-timers.ts';
import type { Database } from '../platform/database/database.ts';
import type { Scheduler } from '../platform/jobs/scheduler.ts';
import type { Metrics } from '../platform/operations/metrics.ts';
import type { Readiness } from '../platform/operations/readiness.ts';
import type { BalcaoIo } from '../platform/realtime/socket-server.ts';
import type { Realtime } from '../platform/realtime/realtime.ts';
import type { SeedResult } from '../seed/seed-platform.ts';

/** One running server process: what the tests and `main.ts` reach into. */
export type RunningServer = {
  url: string;
  /** The separate metrics listener's address (METRICS_PORT), when there is one. */
  metricsUrl: string | undefined;
  readiness: Readiness;
  metrics: Metrics;
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
