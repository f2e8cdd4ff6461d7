import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { AuditLogService } from '../modules/audit/audit-log.service.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { AuthService } from '../modules/auth/auth.service.ts';
import { LoginThrottleService } from '../modules/auth/login-throttle.ts';
import { passwordResetRoutes } from '../modules/auth/password-reset.routes.ts';
import { PasswordResetService } from '../modules/auth/password-reset.service.ts';
import { RateLimits } from '../modules/auth/rate-limits.ts';
import { TokenService } from '../modules/auth/tokens.ts';
import { ChallengeTokens } from '../modules/two-factor/challenge-tokens.ts';
import { twoFactorRoutes } from '../modules/two-factor/two-factor.routes.ts';
import { TwoFactorService } from '../modules/two-factor/two-factor.service.ts';
import { usersRoutes } from '../modules/users/users.routes.ts';
import { UsersService } from '../modules/users/users.service.ts';
import type { Database } from '../platform/database/database.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import type { Secrets } from '../platform/secrets.ts';
import type { AreaRouter, Platform, SocketEnds } from './platform.ts';

export type TrustNeeds = {
  config: AppConfig;
  logger: Logger;
  secrets: Secrets;
  db: Database;
  pool: pg.Pool;
  platform: Platform;
  sockets: SocketEnds;
};

/** Who may act: sign-in, tokens, two-factor, password resets, the users, request limits and the audit log. */
export function composeTrust({ config, logger, secrets, db, pool, platform, sockets }: TrustNeeds) {
  const { realtime, notices, fieldCipher, signingSecret } = platform;
  const tokens = new TokenService(
    config.jwtSecret && config.jwtRefreshSecret ? { jwtSecret: config.jwtSecret, jwtRefreshSecret: config.jwtRefreshSecret } : secrets,
  );
  const throttle = new LoginThrottleService(db.em);
  const twoFactor = new TwoFactorService({ em: db.em, cipher: fieldCipher, challenges: new ChallengeTokens(signingSecret), throttle });
  const auth = new AuthService({ em: db.em, pool, notices, tokens, throttle, realtime, twoFactor });
  const resets = new PasswordResetService({
    em: db.em,
    mailer: createMailer(config.smtp, logger),
    throttle,
    auth,
    logger,
    endSockets: sockets.user,
  });
  const users = new UsersService({ em: db.em, realtime, logger, auth, endSockets: sockets.user });
  const limits = new RateLimits(throttle, config.rateLimitScale);
  const { secureCookies } = config;
  const routers: AreaRouter[] = [
    authRoutes({ auth, secureCookies, limits }),
    twoFactorRoutes({ auth, twoFactor, secureCookies, limits }),
    passwordResetRoutes({ resets, limits }),
    usersRoutes({ auth, users, secureCookies }),
    auditRoutes({ auth, log: new AuditLogService() }),
  ];
  return { auth, limits, routers };
}

export type Trust = ReturnType<typeof composeTrust>;
