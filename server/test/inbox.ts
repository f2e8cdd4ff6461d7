import type { AllTicket, Profile } from '@balcao/shared';
import { UserQueue } from '../src/modules/queues/user-queue.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { forkForCompany } from '../src/platform/tenancy/tenant-filter.ts';
import { createUser } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import { HttpClient } from './http-client.ts';

export type SignedIn = { http: HttpClient; user: User; token: string };

/** A user of a company working the given queues, signed in. */
export async function signedInUser(
  server: TestServer,
  companyId: number,
  { queueIds = [], allTicket = 'desabled', profile = 'user' }: { queueIds?: number[]; allTicket?: AllTicket; profile?: Profile } = {},
): Promise<SignedIn> {
  const { user, password } = await createUser(server.db.em, companyId, { profile });
  const em = forkForCompany(server.db.em, companyId);
  const row = await em.findOneOrFail(User, { id: user.id });
  row.allTicket = allTicket;
  for (const queueId of queueIds) {
    em.create(UserQueue, { companyId, userId: user.id, queueId });
  }
  await em.flush();
  const http = new HttpClient(server.url);
  const session = await http.login(user.email, password);
  return { http, user: row, token: session.token };
}

let queueCounter = 0;

/** A new queue of the admin's company. */
export async function newQueue(admin: HttpClient, name?: string): Promise<{ id: number; name: string }> {
  queueCounter += 1;
  const color = `#${(0x100000 + queueCounter * 7919 + Math.floor(Math.random() * 0xeffff)).toString(16).slice(-6)}`;
  const created = await admin.request<{ id: number; name: string }>('POST', '/queue', {
    name: name ?? `Fila ${queueCounter}-${Date.now() % 100_000}`,
    color,
  });
  if (created.status >= 300) {
    throw new Error(`queue not created: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return created.body;
}
