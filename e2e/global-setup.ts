import { E2E_ADMIN } from './constants.ts';
import { e2eDatabase } from './web/inboxUsers.ts';

/**
 * Every spec works in the seeded company and most bring a sandbox connection or colleagues of their
 * own, so the plan's limits (10 connections) would decide which specs may run after which. They are
 * raised once, after the server seeded its plan (Playwright starts the web server first) and before
 * the first spec. The limits themselves are tested by the server's integration tests.
 */
export default async function globalSetup(): Promise<void> {
  const client = await e2eDatabase();
  try {
    await client.query(
      `update plans set users = greatest(users, 100), connections = greatest(connections, 100)
        where id = (select c.plan_id from companies c join users u on u.company_id = c.id where u.email = $1)`,
      [E2E_ADMIN.email],
    );
  } finally {
    await client.end();
  }
}
