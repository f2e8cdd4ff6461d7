import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { externalSendHeaders, type ExternalSendResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { ApiCaller } from './api-token-auth.ts';
import type { ExternalSend } from './external-send.ts';
import { IdempotentSend } from './idempotent-send.entity.ts';

/** How long a key is remembered: a retry within this answers the first send's answer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * How long a first request may still be sending: past it, a key with no answer is taken as lost with its
 * server (which died mid-send), and a retry sends again rather than being refused for a whole day.
 */
export const IDEMPOTENCY_PENDING_MS = 5 * 60 * 1000;

/** The caller's key, checked by its shared schema: printable ASCII, 1 to 255 characters (the IETF draft leaves its form open). */
export function idempotencyKeyOf(header: string): string | undefined {
  const parsed = externalSendHeaders.safeParse({ 'idempotency-key': header === '' ? undefined : header });
  if (!parsed.success) {
    throw new AppError('ERR_VALIDATION', {
      message: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
      fields: [{ path: 'headers.idempotency-key', message: '1 to 255 printable ASCII characters' }],
    });
  }
  return parsed.data['idempotency-key'];
}

/** What a request asks for, as one hash: the same key with another request is the caller's mistake. */
export function fingerprintOf(request: ExternalSend): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ number: request.number, body: request.body, closeTicket: request.closeTicket }));
  for (const file of request.files) {
    hash.update(JSON.stringify({ name: file.originalname, type: file.mimetype }));
    hash.update(file.buffer);
  }
  return hash.digest('hex');
}

export type Claim =
  | { kind: 'first'; release: () => Promise<void>; record: (answer: ExternalSendResponse) => Promise<void> }
  | { kind: 'replay'; answer: ExternalSendResponse };

/** The keys of the external send: the first request with a key sends; a retry with it answers the same. */
export class IdempotentSends {
  readonly #em: EntityManager;
  readonly #now: () => number;

  constructor({ em, now = Date.now }: { em: EntityManager; now?: () => number }) {
    this.#em = em;
    this.#now = now;
  }

  /** Claims `key` for this request, or gives back the answer of the first request that held it. */
  async claim(caller: ApiCaller, key: string, fingerprint: string): Promise<Claim> {
    const em = forkForCompany(this.#em, caller.companyId);
    const now = this.#now();
    const found = await em.findOne(IdempotentSend, { connectionId: caller.connectionId, key });
    if (found && found.createdAt.getTime() > now - IDEMPOTENCY_WINDOW_MS) {
      if (found.fingerprint !== fingerprint) {
        throw new AppError('ERR_IDEMPOTENCY_KEY_REUSED', { message: 'This Idempotency-Key was used with another request' });
      }
      if (found.answer) {
        return { kind: 'replay', answer: found.answer };
      }
      if (found.createdAt.getTime() > now - IDEMPOTENCY_PENDING_MS) {
        throw new AppError('ERR_IDEMPOTENCY_IN_PROGRESS', { message: 'A request with this Idempotency-Key is still being sent' });
      }
    }
    // Keys past the window (this one, if it was, and the connection's others) are forgotten as new ones come.
    await em.nativeDelete(IdempotentSend, {
      connectionId: caller.connectionId,
      $or: [{ key }, { createdAt: { $lt: new Date(now - IDEMPOTENCY_WINDOW_MS) } }],
    });
    const row = em.create(IdempotentSend, {
      companyId: caller.companyId,
      connectionId: caller.connectionId,
      key,
      fingerprint,
      answer: null,
      createdAt: new Date(now),
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        // Another request with this key claimed it between the read and the insert.
        throw new AppError('ERR_IDEMPOTENCY_IN_PROGRESS', { message: 'A request with this Idempotency-Key is still being sent' });
      }
      throw error;
    }
    return {
      kind: 'first',
      record: async (answer) => {
        await em.nativeUpdate(IdempotentSend, { id: row.id }, { answer });
      },
      // A send that failed sent nothing worth remembering: the caller may retry with the same key.
      release: async () => {
        await em.nativeDelete(IdempotentSend, { id: row.id });
      },
    };
  }
}
