import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_SECONDS } from '@balcao/shared';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { User } from '../users/user.entity.ts';
import type { AuthService } from './auth.service.ts';
import type { LoginThrottleService } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { PasswordReset } from './password-reset.entity.ts';

type Deps = {
  em: EntityManager;
  mailer: Mailer;
  throttle: LoginThrottleService;
  auth: AuthService;
  logger: Logger;
  /** Closes the user's sockets in every process (their sessions just ended). */
  endSockets: (companyId: number, userId: number) => void;
};

/** Codes asked for one e-mail are counted across addresses, so nobody floods a mailbox from many. */
const ANY_ADDRESS = '*';

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
}

function sameCode(code: string, storedHash: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(code), 'hex'), Buffer.from(storedHash, 'hex'));
}

function invalidCode(): AppError {
  return new AppError('ERR_INVALID_RESET_CODE', {
    message: 'This code is wrong, was already used or has expired; ask for a new one',
    fields: [{ path: 'params.token', message: 'Invalid or expired code' }],
  });
}

/**
 * Password reset by a short code sent by e-mail: single use, valid RESET_CODE_TTL_SECONDS, void
 * after RESET_CODE_MAX_ATTEMPTS wrong tries; asking and trying are both throttled. A known and an
 * unknown e-mail get the same answer (and the mail goes out after it), so nothing tells accounts apart.
 */
export class PasswordResetService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async request(email: string): Promise<void> {
    const { throttle } = this.#deps;
    const key = `forgetpassword:${email}`;
    await throttle.assertAllowed(key, ANY_ADDRESS);
    await throttle.recordFailure(key, ANY_ADDRESS);
    const em = forkUnscoped(this.#deps.em);
    const user = await em.findOne(User, { email });
    if (!user) {
      return;
    }
    const code = newCode();
    await em.transactional(async (tx) => {
      await tx.nativeDelete(PasswordReset, { userId: user.id });
      tx.create(PasswordReset, {
        userId: user.id,
        codeHash: hashCode(code),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_SECONDS * 1000),
      });
    });
    // Sent after answering: a known address must not take longer to answer than an unknown one.
    void this.#deps.mailer
      .send({
        to: user.email,
        subject: 'Balcão: your password reset code',
        text: [
          `Hello ${user.name},`,
          '',
          `Your password reset code is ${code}`,
          '',
          `It works once, within ${RESET_CODE_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this e-mail.`,
        ].join('\n'),
      })
      .catch((error: unknown) => this.#deps.logger.error({ err: error }, 'the password reset e-mail could not be sent'));
  }

  /** Sets the new password when the code is right, and ends every session of the user. */
  async reset(email: string, code: string, password: string, address: string): Promise<void> {
    const { throttle } = this.#deps;
    const key = `resetpasswords:${email}`;
    await throttle.assertAllowed(key, address);
    const em = forkUnscoped(this.#deps.em);
    const user = await em.findOne(User, { email });
    const pending = user ? await em.findOne(PasswordReset, { userId: user.id }) : null;
    if (!user || !pending || pending.expiresAt.getTime() <= Date.now() || !sameCode(code, pending.codeHash)) {
      await throttle.recordFailure(key, address);
      if (pending) {
        await this.#countWrongTry(em, pending);
      }
      throw invalidCode();
    }
    const passwordHash = await hashPassword(password);
    const used = await em.transactional(async (tx) => {
      // Single use: only the request that deletes the code sets the password.
      const deleted = await tx.nativeDelete(PasswordReset, { id: pending.id });
      if (deleted === 0) {
        return false;
      }
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash, tokenVersion: raw('token_version + 1'), updatedAt: raw('now()') });
      return true;
    });
    if (!used) {
      throw invalidCode();
    }
    await throttle.reset(key, address);
    await throttle.reset(email, address);
    this.#deps.auth.forgetCaller(user.id);
    this.#deps.endSockets(user.companyId, user.id);
  }

  async #countWrongTry(em: EntityManager, pending: PasswordReset): Promise<void> {
    if (pending.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS) {
      await em.nativeDelete(PasswordReset, { id: pending.id });
    } else {
      await em.nativeUpdate(PasswordReset, { id: pending.id }, { attempts: raw('attempts + 1') });
    }
  }
}
