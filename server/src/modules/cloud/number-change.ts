import type { EntityManager } from '@mikro-orm/postgresql';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';

export type NumberMove = 'moved' | 'unknown' | 'taken';

/**
 * A customer changed their number: their contact takes the new number (history, tickets and fields
 * stay on it), so their next message from the new number continues the same contact. Nothing moves
 * when Balcão never knew the old number (`unknown`) or the new number is already another contact
 * (`taken`: the two are not merged). Runs under the inbound path's per-sender locks of both numbers,
 * taken in a fixed order.
 */
export function moveContactNumber(
  root: EntityManager,
  connection: { id: number; companyId: number },
  from: string,
  to: string,
): Promise<NumberMove> {
  const em = forkForCompany(root, connection.companyId);
  return em.transactional(async (tx) => {
    for (const number of [from, to].sort()) {
      await tx.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [connection.id, number]);
    }
    const contact = await tx.findOne(Contact, { number: from });
    if (!contact) {
      return 'unknown';
    }
    if ((await tx.count(Contact, { number: to })) > 0) {
      return 'taken';
    }
    contact.number = to;
    await tx.flush();
    return 'moved';
  });
}
