import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { announcementsRoutes } from '../modules/announcements/announcements.routes.ts';
import { AnnouncementsService } from '../modules/announcements/announcements.service.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { RateLimits } from '../modules/auth/rate-limits.ts';
import { companiesRoutes } from '../modules/companies/companies.routes.ts';
import { CompaniesService } from '../modules/companies/companies.service.ts';
import { CompanyDeactivation } from '../modules/companies/company-deactivation.ts';
import { CompanyDeleter } from '../modules/companies/company-deletion.ts';
import { SignupService } from '../modules/companies/signup.service.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import { helpsRoutes } from '../modules/helps/helps.routes.ts';
import { HelpsService } from '../modules/helps/helps.service.ts';
import { InvoiceGenerator } from '../modules/invoices/invoice-generator.ts';
import { invoicesRoutes } from '../modules/invoices/invoices.routes.ts';
import { InvoicesService } from '../modules/invoices/invoices.service.ts';
import { EfiPixProvider, loadEfiSettings } from '../modules/payments/efi-pix-provider.ts';
import { paymentSetupOf } from '../modules/payments/payment-setup.ts';
import { paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { PaymentsService } from '../modules/payments/payments.service.ts';
import { StaticPixProvider } from '../modules/payments/static-pix-provider.ts';
import { plansRoutes } from '../modules/plans/plans.routes.ts';
import { PlansService } from '../modules/plans/plans.service.ts';
import type { Database } from '../platform/database/database.ts';
import type { Scheduler } from '../platform/jobs/scheduler.ts';
import type { AreaRouter, Platform, SocketEnds } from './platform.ts';

export type BillingAdminNeeds = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  pool: pg.Pool;
  platform: Platform;
  auth: AuthService;
  limits: RateLimits;
  sessions: SessionManager;
  sockets: SocketEnds;
  /** Started after the areas are built. */
  scheduler: () => Scheduler;
};

/** Invoices and the Pix checkout; the platform's plans, companies (sign-up, deactivation, deletion) and announcements. */
export async function composeBillingAdmin({
  config,
  logger,
  db,
  pool,
  platform,
  auth,
  limits,
  sessions,
  sockets,
  scheduler,
}: BillingAdminNeeds) {
  const { realtime, media, mediaStore } = platform;
  const paymentProvider =
    config.billing.provider === 'efi'
      ? new EfiPixProvider(await loadEfiSettings({ ...config.billing.efi, pixKey: config.billing.pix.key }))
      : new StaticPixProvider(config.billing.pix);
  const deactivation = new CompanyDeactivation({ pool, auth, sessions, endSockets: sockets.company, logger });
  const billing = {
    invoices: new InvoicesService(),
    payments: new PaymentsService({ em: db.em, realtime, logger, provider: paymentProvider, setup: paymentSetupOf(config.billing) }),
    generator: new InvoiceGenerator({ em: db.em, daysBeforeDue: config.billing.invoiceDaysBeforeDue }),
  };
  const companies = new CompaniesService({ deactivation, scheduler });
  const routers: AreaRouter[] = [
    companiesRoutes({ auth, companies, signup: new SignupService({ trialDays: config.signupTrialDays }), limits }),
    plansRoutes({ auth, plans: new PlansService(), limits }),
    announcementsRoutes({ auth, announcements: new AnnouncementsService({ realtime, media }) }),
    helpsRoutes({ auth, helps: new HelpsService() }),
    invoicesRoutes({ auth, ...billing }),
    paymentsRoutes({ auth, payments: billing.payments, webhookSecret: config.billing.webhookSecret, limits }),
  ];
  return { billing, companyDeleter: new CompanyDeleter({ em: db.em, pool, store: mediaStore, deactivation, logger }), routers };
}

export type BillingAdmin = Awaited<ReturnType<typeof composeBillingAdmin>>;
