import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SessionManager } from '../connections/session-manager.ts';

type Deps = {
  pool: pg.Pool;
  auth: AuthService;
  sessions: SessionManager;
  /** Disconnects every socket of the company (bound lazily: the socket server is built after the services). */
  endSockets: (companyId: number) => void;
  logger: Logger;
};

/**
 * What "an inactive company stops" means at the moment a super user switches it off (or deletes
 * it): every user's sessions end (the token version moves, so access and refresh tokens stop
 * working in every process; sign-in is refused by `hasActiveSubscription`), their sockets close, and
 * the connections' sessions stop through the session manager wherever they run, keeping their
 * pairing and status. The takeover scan skips inactive companies' connections (`session-leases.ts`),
 * so they stay stopped until the company is active again, when the scan resumes them. Schedules,
 * campaigns and bots check `hasActiveSubscription` (which includes the status) before sending.
 */
export class CompanyDeactivation {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async stop(companyId: number): Promise<void> {
    const { pool, auth, sessions, endSockets, logger } = this.#deps;
    const users = await pool.query<{ id: number }>(
      'UPDATE users SET token_version = token_version + 1, online = false WHERE company_id = $1 RETURNING id',
      [companyId],
    );
    for (const { id } of users.rows) {
      auth.forgetCaller(id);
    }
    endSockets(companyId);
    const connections = await pool.query<{ id: number }>('SELECT id FROM whatsapps WHERE company_id = $1', [companyId]);
    for (const { id } of connections.rows) {
      await sessions
        .forget(id)
        .catch((error: unknown) => logger.warn({ err: error, connectionId: id }, 'session of an inactive company not stopped'));
    }
  }
}
