import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ownRowOnly } from '../../platform/tenancy/own-row-lock.ts';
import { Message } from './message.entity.ts';

/**
 * A message row read afresh under its lock, inside `tx`'s transaction. A send's outcome and a deletion
 * both take it, so whichever comes second sees what the first did.
 */
export function lockedMessage(tx: EntityManager, messageId: number): Promise<Message> {
  return tx.findOneOrFail(
    Message,
    { id: messageId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ownRowOnly('Message'), refresh: true },
  );
}
