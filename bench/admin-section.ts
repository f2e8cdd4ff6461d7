import type pg from 'pg';
import type { HttpClient } from '../server/test/http-client.ts';
import type { Figures } from './bench-support.ts';

/** What the admin runner hands each section: the signed-in platform admin, a SQL connection, the sample count. */
export type AdminBenchContext = {
  http: HttpClient;
  /** For bulk seeding (the server's own tables); sections may create their own companies. */
  sql: pg.Client;
  companyId: number;
  userId: number;
  samples: number;
  /** The database was kept from an earlier run (BENCH_REUSE_DATABASE): measure without seeding. */
  seeded: boolean;
  /** The server process, to read its memory (`/proc/{pid}/status`). */
  serverPid: number;
};

/**
 * One part of `npm run bench:admin`, in its own `bench/admin-<name>.ts`: it seeds what it measures,
 * then returns its timings (label → figures). Register it in `ADMIN_SECTIONS` (bench/admin.ts).
 */
export type AdminSection = {
  name: string;
  run: (context: AdminBenchContext) => Promise<[string, Figures][]>;
};
