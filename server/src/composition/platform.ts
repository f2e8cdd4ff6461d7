import type Router from '@koa/router';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { RateLimits } from '../modules/auth/rate-limits.ts';
import { mediaRoutes } from '../modules/media/media.routes.ts';
import { versionRoutes } from '../modules/version/version.routes.ts';
import { MediaCollector } from '../modules/media/media-collector.ts';
import { mediaStoreFor } from '../modules/media/media-stores.ts';
import { MediaService } from '../modules/media/media.service.ts';
import { PresenceService } from '../modules/users/presence.service.ts';
import { FieldCipher } from '../platform/crypto/field-cipher.ts';
import type { Database } from '../platform/database/database.ts';
import type { AppContext, AppState } from '../platform/http/context.ts';
import { useCustomPlanPool } from '../platform/database/hot-read.ts';
import { NoticeListener } from '../platform/database/notice-listener.ts';
import { migrations } from '../platform/database/migrations/index.ts';
import { Metrics } from '../platform/operations/metrics.ts';
import { Readiness } from '../platform/operations/readiness.ts';
import { EventLog } from '../platform/realtime/event-log.ts';
import { Realtime } from '../platform/realtime/realtime.ts';
import type { Secrets } from '../platform/secrets.ts';

/** One area's routes, mounted on the app's single router in the order `server.ts` lists the areas. */
export type AreaRouter = Router<AppState, AppContext>;

/** Ends the sockets of one user or of a whole company (bound lazily: the socket server is built after the HTTP app). */
export type SocketEnds = {
  user: (companyId: number, userId: number) => void;
  company: (companyId: number) => void;
};

/** The pool every part shares besides the ORM's. */
export function openPool(db: Database, logger: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: db.url, max: 12 });
  useCustomPlanPool(db.em, pool); // its connections plan with the values: the hot-read path's searches
  // Long-lived LISTEN clients (socket adapter, events of other processes, scheduler) see the database go away on shutdown.
  pool.on('error', (error) => logger.debug({ err: error }, 'idle database client closed'));
  // A client checked out for good (the socket adapter's LISTEN) has no listener of the pool's: a
  // terminated connection would otherwise crash the process. Its owner notices through 'end'.
  pool.on('connect', (client) => client.on('error', (error) => logger.warn({ err: error }, 'database client lost')));
  return pool;
}

export type PlatformNeeds = { config: AppConfig; logger: Logger; secrets: Secrets; db: Database; pool: pg.Pool };

/** What every area stands on: events, the notices of other processes, the column cipher, media and presence. */
export function composePlatform({ config, logger, secrets, db, pool }: PlatformNeeds) {
  const eventLog = new EventLog(pool);
  const realtime = new Realtime(eventLog, logger);
  // Started once every part has subscribed (by the sockets, the last part built before the scheduler).
  const notices = new NoticeListener({ pool, logger });
  // Secrets kept in columns (AI API keys, Dialogflow credentials, Cloud API tokens and app secrets,
  // two-factor secrets) under the same signing secret.
  const signingSecret = config.jwtSecret && config.jwtRefreshSecret ? config.jwtSecret : secrets.jwtSecret;
  const mediaStore = mediaStoreFor(config);
  return {
    eventLog,
    realtime,
    notices,
    signingSecret,
    fieldCipher: new FieldCipher(signingSecret),
    mediaStore,
    media: new MediaService(mediaStore),
    mediaCollector: new MediaCollector({ pool, store: mediaStore, logger }),
    presence: new PresenceService(db.em, realtime, logger),
    // What /ready, /metrics and the graceful stop read (docs/decisions/operations.md).
    readiness: new Readiness({ pool, migrations: migrations.map((migration) => migration.name) }),
    metrics: new Metrics(),
  };
}

export type Platform = ReturnType<typeof composePlatform>;

/** The platform's routes: the version and the media files (built once sign-in exists to guard them). */
export function platformRoutes({ platform, auth, limits }: { platform: Platform; auth: AuthService; limits: RateLimits }): AreaRouter[] {
  return [versionRoutes({ limits }), mediaRoutes({ auth, media: platform.media })];
}
