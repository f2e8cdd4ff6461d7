import path from 'node:path';
import { z } from 'zod';

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
  NODE_ENV: z.string().default('production'),
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
  };
}
