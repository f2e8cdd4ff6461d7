import path from 'node:path';
import { z } from 'zod';
import type { SmtpSettings } from './platform/mail/mailer.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  BALCAO_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65_535).default(54_329),
  MONGO_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_REFRESH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SECURE_COOKIES: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  SANDBOX_ENABLED: booleanFlag.default(true),
  BAILEYS_ENABLED: booleanFlag.default(true),
  WA_WEB_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'expected three numbers, like 2.3000.1043857760')
    .transform((value): [number, number, number] => {
      const [major = 0, minor = 0, patch = 0] = value.split('.').map(Number);
      return [major, minor, patch];
    })
    .optional(),
  SESSION_LEASE_SECONDS: z.coerce.number().positive().default(30),
  SESSION_RENEW_SECONDS: z.coerce.number().positive().default(10),
  SESSION_TAKEOVER_SECONDS: z.coerce.number().positive().default(10),
  SESSION_PROBE_SECONDS: z.coerce.number().min(0).default(60),
  SESSION_PROBE_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
  SESSION_FORWARD_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  TICKET_TIMERS_EVERY: z.string().default('1 minute'),
  SCHEDULES_EVERY: z.string().default('5 seconds'),
  CAMPAIGNS_EVERY: z.string().default('5 seconds'),
  NODE_ENV: z.string().default('production'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  SMTP_SECURE: booleanFlag.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Balcão <no-reply@balcao.local>'),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  mongoUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtRefreshSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Marks the refresh cookie Secure; on by default in production behind HTTPS. */
  secureCookies: boolean;
  trustProxy: boolean;
  /** Offers the simulated sandbox phone as a connection provider and its `/sandbox/*` calls. */
  sandboxEnabled: boolean;
  /** Runs WhatsApp (Baileys, provider `beta`) sessions; off, they refuse to start (tests never dial WhatsApp). */
  baileysEnabled: boolean;
  /** WhatsApp Web version announced by Baileys; unset means the version pinned in `modules/baileys/wa-version.ts`. */
  waWebVersion: [number, number, number] | undefined;
  /** Leases, takeover, forwarding and the watchdog of sessions (SESSION_*_SECONDS). */
  sessionTiming: SessionTiming;
  /** How often the ticket timers (inactivity close, transfer) run, in Agenda's words ("1 minute"). */
  ticketTimersEvery: string;
  /** How often due scheduled messages are looked for (Agenda's words); Agenda itself polls every 5 s. */
  schedulesEvery: string;
  /** How often the campaign dispatcher looks for due campaigns and connections without a sending loop. */
  campaignsEvery: string;
  /** Where e-mail (password-reset codes) goes; unset (no SMTP_HOST): to the log. */
  smtp: SmtpSettings | undefined;
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
    mongoUrl: env.MONGO_URL,
    jwtSecret: env.JWT_SECRET,
    jwtRefreshSecret: env.JWT_REFRESH_SECRET,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(repositoryRoot, 'desktop/dist/web'),
    secureCookies: env.SECURE_COOKIES ?? false,
    trustProxy: env.TRUST_PROXY,
    sandboxEnabled: env.SANDBOX_ENABLED,
    baileysEnabled: env.BAILEYS_ENABLED,
    waWebVersion: env.WA_WEB_VERSION,
    sessionTiming: {
      leaseMs: env.SESSION_LEASE_SECONDS * 1000,
      renewMs: env.SESSION_RENEW_SECONDS * 1000,
      takeoverMs: env.SESSION_TAKEOVER_SECONDS * 1000,
      probeMs: env.SESSION_PROBE_SECONDS * 1000,
      probeTimeoutMs: env.SESSION_PROBE_TIMEOUT_SECONDS * 1000,
      forwardTimeoutMs: env.SESSION_FORWARD_TIMEOUT_SECONDS * 1000,
    },
    ticketTimersEvery: env.TICKET_TIMERS_EVERY,
    schedulesEvery: env.SCHEDULES_EVERY,
    campaignsEvery: env.CAMPAIGNS_EVERY,
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
  };
}
