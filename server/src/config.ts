import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './modules/media/s3-media-store.ts';
import type { SmtpSettings } from './platform/mail/mailer.ts';
import { parseAllowedHosts } from './platform/outbound/outbound-policy.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  BALCAO_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(54_329),
  /** `unnamed` behind a transaction-mode pooler (PgBouncer before 1.21): hot reads then keep no prepared statement. */
  DATABASE_PREPARED_STATEMENTS: z.enum(['named', 'unnamed']).default('named'),
  MONGO_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_REFRESH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  UPDATES_DIR: z.string().optional(),
  SECURE_COOKIES: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** Other origins (scheme://host[:port], comma-separated) whose web clients may call the API and open a socket. */
  CORS_ORIGINS: z.string().default(''),
  SANDBOX_ENABLED: booleanFlag.default(true),
  /** Where AI prompts without a base URL of their own send requests (any OpenAI-compatible server). */
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  /** How long the AI attendant waits for the model before handing the ticket to a person. */
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /** Delay before the first retry of a failed webhook delivery; doubles each attempt. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** Dialogflow ES's REST API and Google's OAuth token endpoint (tests point both at a local stand-in). */
  DIALOGFLOW_API_URL: z.url().default('https://dialogflow.googleapis.com'),
  DIALOGFLOW_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** The Graph API the Cloud API connections call: Meta's, at a pinned version, unless a test or a private gateway says otherwise. */
  WHATSAPP_CLOUD_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** First wait before a Cloud API send refused by a rate limit is tried again (doubling each time). */
  WHATSAPP_CLOUD_RETRY_BASE_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  /**
   * Hosts (`n8n.internal`, `*.corp.example`) and networks (`10.1.2.3`, `10.0.0.0/8`, `fd00::/8`) a
   * company's webhook, Typebot or AI base URL may reach although they are private or reserved.
   */
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  BAILEYS_ENABLED: booleanFlag.default(true),
  WA_WEB_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'expected three numbers, like 2.3000.1043857760')
    .transform((value): [number, number, number] => {
      const [major = 0, minor = 0, patch = 0] = value.split('.').map(Number);
      return [major, minor, patch];
    })
    .optional(),
  /** WhatsApp Web's chat socket, which Baileys dials; tests point it at a local stand-in. */
  WA_WEB_SOCKET_URL: z.url({ protocol: /^wss?$/, error: 'expected a ws:// or wss:// URL' }).default('wss://web.whatsapp.com/ws/chat'),
  SESSION_LEASE_SECONDS: z.coerce.number().positive().default(30),
  SESSION_RENEW_SECONDS: z.coerce.number().positive().default(10),
  SESSION_TAKEOVER_SECONDS: z.coerce.number().positive().default(10),
  SESSION_PROBE_SECONDS: z.coerce.number().min(0).default(60),
  SESSION_PROBE_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
  SESSION_FORWARD_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  SESSION_RESUMES_PER_SECOND: z.coerce.number().positive().default(25),
  TICKET_TIMERS_EVERY: z.string().default('1 minute'),
  SCHEDULES_EVERY: z.string().default('5 seconds'),
  /** Days of trial a public sign-up gets before its first due date. */
  /** Multiplies every public route's request limit (tests that hammer routes raise it). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(100_000).default(1),
  SIGNUP_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  CAMPAIGNS_EVERY: z.string().default('5 seconds'),
  NODE_ENV: z.string().default('production'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  SMTP_SECURE: booleanFlag.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Balcão <no-reply@balcao.local>'),
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  INVOICE_DAYS_BEFORE_DUE: z.coerce.number().int().min(0).max(365).default(10),
  INVOICES_EVERY: z.string().default('1 day'),
  /** Days the audit log keeps its rows; the retention job runs every AUDIT_RETENTION_EVERY. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  AUDIT_RETENTION_EVERY: z.string().default('1 day'),
  PAYMENT_PROVIDER: z.enum(['static', 'efi']).default('static'),
  PIX_KEY: z.string().max(77).optional(),
  PIX_MERCHANT_NAME: z.string().max(25).default('Balcao'),
  PIX_MERCHANT_CITY: z.string().max(15).default('SAO PAULO'),
  EFI_BASE_URL: z.url().default('https://pix.api.efipay.com.br'),
  EFI_CLIENT_ID: z.string().optional(),
  EFI_CLIENT_SECRET: z.string().optional(),
  EFI_CERTIFICATE: z.string().optional(),
  EFI_CERTIFICATE_PASSWORD: z.string().optional(),
  EFI_CA_FILE: z.string().optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Media in an S3-compatible bucket instead of BALCAO_DATA_DIR/media (docs/decisions/media.md). */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Bearer token that reads GET /metrics on the main port (and on METRICS_PORT when set). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A separate port serving only GET /metrics (on HOST), for a scraper kept off the public port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** How long a stopping server waits for requests in flight before closing their connections. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
});

/** `CORS_ORIGINS` as exact origins; an entry that is not an http(s) origin stops the start with its reason. */
export function corsOriginsOf(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const url = URL.parse(entry);
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], no path)`);
      }
      return url.origin;
    });
}

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  databasePreparedStatements: 'named' | 'unnamed';
  mongoUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtRefreshSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Desktop releases served at GET /updates/* for electron-updater (docs/desktop.md); default BALCAO_DATA_DIR/updates. */
  updatesDir: string;
  /** Marks the refresh cookie Secure; on by default in production behind HTTPS. */
  secureCookies: boolean;
  trustProxy: boolean;
  /** Origins (`https://app.example.com`) allowed to call the API from a browser, with credentials; none by default. */
  corsOrigins: string[];
  /** Offers the simulated sandbox phone as a connection provider and its `/sandbox/*` calls. */
  sandboxEnabled: boolean;
  bots: {
    openAiBaseUrl: string;
    openAiTimeoutMs: number;
    webhookRetryBaseMs: number;
    webhookMaxAttempts: number;
    dialogflowApiUrl: string;
    dialogflowTokenUrl: string;
  };
  /** The private or reserved hosts and networks the server may still call for a company (OUTBOUND_ALLOWED_HOSTS). */
  outboundAllowedHosts: string[];
  cloudGraphUrl: string;
  cloudRetryBaseMs: number;
  /** Runs WhatsApp (Baileys, provider `beta`) sessions; off, they refuse to start (tests never dial WhatsApp). */
  baileysEnabled: boolean;
  /** WhatsApp Web version announced by Baileys; unset means the version pinned in `modules/baileys/wa-version.ts`. */
  waWebVersion: [number, number, number] | undefined;
  /** The WebSocket address Baileys dials for WhatsApp Web (WA_WEB_SOCKET_URL); WhatsApp's own unless a test or a relay says otherwise. */
  waWebSocketUrl: string;
  /** Leases, takeover, forwarding and the watchdog of sessions (SESSION_*_SECONDS). */
  sessionTiming: SessionTiming;
  /** How often the ticket timers (inactivity close, transfer) run, in Agenda's words ("1 minute"). */
  ticketTimersEvery: string;
  /** How often due scheduled messages are looked for (Agenda's words); Agenda itself polls every 5 s. */
  schedulesEvery: string;
  /** Trial days of a public sign-up (SIGNUP_TRIAL_DAYS, default 3). */
  signupTrialDays: number;
  /** RATE_LIMIT_SCALE: multiplies the public routes' request limits (default 1). */
  rateLimitScale: number;
  /** How often the campaign dispatcher looks for due campaigns and connections without a sending loop. */
  campaignsEvery: string;
  /** Where e-mail (password-reset codes) goes; unset (no SMTP_HOST): to the log. */
  smtp: SmtpSettings | undefined;
  /** Invoices, the due date's grace and the payment provider (docs/decisions/billing-and-plans.md). */
  billing: BillingConfig;
  /** How long audit rows are kept (AUDIT_RETENTION_DAYS) and how often the retention job runs. */
  audit: { retentionDays: number; retentionEvery: string };
  /** The bucket media lives in (S3_*); unset (no S3_BUCKET): the local disk under the data folder. */
  mediaS3: S3Settings | undefined;
  /** Health, readiness, metrics and the graceful stop (docs/decisions/operations.md). */
  operations: { metricsToken: string | undefined; metricsPort: number | undefined; shutdownTimeoutMs: number };
};

export type BillingConfig = {
  /** Days after the due date a company still works (then every route but billing answers 402). */
  graceDays: number;
  /** The next invoice is created this many days before the due date. */
  invoiceDaysBeforeDue: number;
  /** How often the invoice job runs (Agenda's words). */
  invoicesEvery: string;
  provider: 'static' | 'efi';
  pix: { key: string | undefined; merchantName: string; merchantCity: string };
  efi: {
    baseUrl: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** Path of the client certificate (.p12) Efí issued. */
    certificate: string | undefined;
    certificatePassword: string | undefined;
    /** Extra CA to trust for Efí's server (tests' stand-in); unset: the system's. */
    caFile: string | undefined;
  };
  /** Authenticates the payment webhook (HMAC); unset: the webhook refuses everything. */
  webhookSecret: string | undefined;
};

/** How sessions are shared between server processes (milliseconds); see docs/architecture.md. */
export type SessionTiming = {
  /** A session's lease lasts this long unless its owner renews it. */
  leaseMs: number;
  /** How often a process renews the leases it holds (less than `leaseMs`). */
  renewMs: number;
  /** How often a process looks for connections whose lease expired, to run them. */
  takeoverMs: number;
  /** How often each connected session is probed; 0 turns the watchdog off. */
  probeMs: number;
  /** A probe not answered within this time counts as a silent session. */
  probeTimeoutMs: number;
  /** How long a call forwarded to the process running a session waits for its answer. */
  forwardTimeoutMs: number;
  /** Session starts a process makes on its own (boot, takeover, watchdog), at most this many a second (`StartPacer`). */
  resumesPerSecond: number;
};

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  if (env.SESSION_RENEW_SECONDS >= env.SESSION_LEASE_SECONDS) {
    throw new Error('Invalid configuration: SESSION_RENEW_SECONDS must be less than SESSION_LEASE_SECONDS');
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.BALCAO_DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    mongoUrl: env.MONGO_URL,
    jwtSecret: env.JWT_SECRET,
    jwtRefreshSecret: env.JWT_REFRESH_SECRET,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(repositoryRoot, 'desktop/dist/web'),
    updatesDir: path.resolve(env.UPDATES_DIR ?? path.join(env.BALCAO_DATA_DIR, 'updates')),
    secureCookies: env.SECURE_COOKIES ?? false,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: corsOriginsOf(env.CORS_ORIGINS),
    sandboxEnabled: env.SANDBOX_ENABLED,
    bots: {
      openAiBaseUrl: env.OPENAI_BASE_URL,
      openAiTimeoutMs: env.OPENAI_TIMEOUT_SECONDS * 1000,
      webhookRetryBaseMs: env.WEBHOOK_RETRY_BASE_SECONDS * 1000,
      webhookMaxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
      dialogflowApiUrl: env.DIALOGFLOW_API_URL,
      dialogflowTokenUrl: env.DIALOGFLOW_TOKEN_URL,
    },
    outboundAllowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
    cloudGraphUrl: env.WHATSAPP_CLOUD_GRAPH_URL.replace(/\/+$/, ''),
    cloudRetryBaseMs: env.WHATSAPP_CLOUD_RETRY_BASE_MS,
    baileysEnabled: env.BAILEYS_ENABLED,
    waWebVersion: env.WA_WEB_VERSION,
    waWebSocketUrl: env.WA_WEB_SOCKET_URL,
    sessionTiming: {
      leaseMs: env.SESSION_LEASE_SECONDS * 1000,
      renewMs: env.SESSION_RENEW_SECONDS * 1000,
      takeoverMs: env.SESSION_TAKEOVER_SECONDS * 1000,
      probeMs: env.SESSION_PROBE_SECONDS * 1000,
      probeTimeoutMs: env.SESSION_PROBE_TIMEOUT_SECONDS * 1000,
      forwardTimeoutMs: env.SESSION_FORWARD_TIMEOUT_SECONDS * 1000,
      resumesPerSecond: env.SESSION_RESUMES_PER_SECOND,
    },
    ticketTimersEvery: env.TICKET_TIMERS_EVERY,
    schedulesEvery: env.SCHEDULES_EVERY,
    signupTrialDays: env.SIGNUP_TRIAL_DAYS,
    audit: { retentionDays: env.AUDIT_RETENTION_DAYS, retentionEvery: env.AUDIT_RETENTION_EVERY },
    rateLimitScale: env.RATE_LIMIT_SCALE,
    billing: {
      graceDays: env.SUBSCRIPTION_GRACE_DAYS,
      invoiceDaysBeforeDue: env.INVOICE_DAYS_BEFORE_DUE,
      invoicesEvery: env.INVOICES_EVERY,
      provider: env.PAYMENT_PROVIDER,
      pix: { key: env.PIX_KEY, merchantName: env.PIX_MERCHANT_NAME, merchantCity: env.PIX_MERCHANT_CITY },
      efi: {
        baseUrl: env.EFI_BASE_URL,
        clientId: env.EFI_CLIENT_ID,
        clientSecret: env.EFI_CLIENT_SECRET,
        certificate: env.EFI_CERTIFICATE,
        certificatePassword: env.EFI_CERTIFICATE_PASSWORD,
        caFile: env.EFI_CA_FILE,
      },
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET,
    },
    campaignsEvery: env.CAMPAIGNS_EVERY,
    operations: {
      metricsToken: env.METRICS_TOKEN,
      metricsPort: env.METRICS_PORT,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.MAIL_FROM,
        }
      : undefined,
    mediaS3: mediaS3Of(env),
  };
}

function mediaS3Of(env: z.infer<typeof environmentSchema>): S3Settings | undefined {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) {
      throw new Error('Invalid configuration: S3_BUCKET is needed to keep media in S3 (the other S3_* variables are set)');
    }
    return undefined;
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
