import { E2E_ADMIN, E2E_WALKER } from './constants.ts';
import { e2eDatabase, hashPassword } from './web/inboxUsers.ts';

/**
 * Every spec works in the seeded company and most bring a sandbox connection, queues or colleagues
 * of their own, so the plan's limits (10 connections, 10 queues) would decide which specs may run
 * after which. They are raised once, after the server seeded its plan (Playwright starts the web server first) and before
 * the first spec. The limits themselves are tested by the server's integration tests.
 *
 * Every `use_*` flag of the plan is switched on too (read from the table, so a flag added later is
 * included): the accessibility check walks every screen of the menu, and screens behind a flag are
 * only in the menu when the plan has it. What a plan without a flag may not do is tested by the
 * server's integration tests.
 *
 * The walker, a second super admin of the same company, is added for the specs that run alongside.
 */
export default async function globalSetup(): Promise<void> {
  const client = await e2eDatabase();
  try {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'plans' and column_name like 'use\\_%'`,
    );
    const flags = rows.map(({ column_name }) => `${client.escapeIdentifier(column_name)} = true`);
    await client.query(
      `update plans set users = greatest(users, 100), connections = greatest(connections, 100), queues = greatest(queues, 100)${flags.map((set) => `, ${set}`).join('')}
        where id = (select c.plan_id from companies c join users u on u.company_id = c.id where u.email = $1)`,
      [E2E_ADMIN.email],
    );
    await client.query(
      `insert into users (company_id, name, email, password_hash, profile, super)
         select u.company_id, 'Walker', $2, $3, 'admin', true from users u where u.email = $1`,
      [E2E_ADMIN.email, E2E_WALKER.email, await hashPassword(E2E_WALKER.password)],
    );
  } finally {
    await client.end();
  }
}
