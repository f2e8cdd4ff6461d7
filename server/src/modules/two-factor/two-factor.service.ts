import type { TwoFactorChallengeResponse, TwoFactorSetupResponse, TwoFactorStatus } from '@balcao/shared';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldCipher } from '../../platform/crypto/field-cipher.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { audit } from '../audit/audit.ts';
import type { LoginThrottleService } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/password.ts';
import { User } from '../users/user.entity.ts';
import { expired, type ChallengeTokens } from './challenge-tokens.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, totpStep, totpUrl } from './totp.ts';
import { isTwoFactorRequired } from './two-factor-policy.ts';
import { UserTwoFactor } from './user-two-factor.entity.ts';

/** The advisory-lock namespace of two-factor set-ups (the second key is the user's id). */
const TWO_FACTOR_SETUP_LOCK = 0x32666131;

type Deps = { em: EntityManager; cipher: FieldCipher; challenges: ChallengeTokens; throttle: LoginThrottleService };

const cipherContext = (userId: number): string => `user:${userId}:twoFactorSecret`;
const throttleKey = (userId: number): string => `two-factor:${userId}`;

function wrongCode(): AppError {
  return new AppError('ERR_INVALID_TWO_FACTOR_CODE', { message: 'This code is not right' });
}

const FULL = { populate: ['secret', 'pendingSecret', 'recoveryHashes'] as never[] };

/**
 * Two-factor sign-in with TOTP: set-up (secret, QR, first code, recovery codes), the second step
 * of a sign-in, turning it off, and the company's or platform's requirement. Every code check is
 * throttled like the password (the same counter table, keyed by user and address).
 */
export class TwoFactorService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async status(em: EntityManager, user: User): Promise<TwoFactorStatus> {
    const row = await em.findOne(UserTwoFactor, { userId: user.id }, FULL);
    return {
      enabled: Boolean(row?.enabledAt),
      required: await isTwoFactorRequired(em, user.companyId),
      recoveryCodesLeft: row?.enabledAt ? row.recoveryHashes.length : 0,
    };
  }

  /** What POST /auth/login answers instead of a session when a second step is needed; null when none is. */
  async challengeFor(user: User): Promise<TwoFactorChallengeResponse | null> {
    const em = forkForCompany(this.#deps.em, user.companyId);
    const row = await em.findOne(UserTwoFactor, { userId: user.id });
    const purpose = row?.enabledAt ? 'verify' : (await isTwoFactorRequired(em, user.companyId)) ? 'enrol' : null;
    if (!purpose) {
      return null;
    }
    const challenge = await this.#deps.challenges.sign({
      id: user.id,
      companyId: user.companyId,
      tokenVersion: user.tokenVersion,
      purpose,
    });
    return { twoFactor: purpose, challenge };
  }

  /** A new secret to scan; it replaces any set-up not finished. */
  async setup(em: EntityManager, user: User): Promise<TwoFactorSetupResponse> {
    const secret = newTotpSecret();
    const pendingSecret = this.#deps.cipher.encrypt(secret, cipherContext(user.id));
    await em.transactional(async (tx) => {
      // Two set-ups at once (two tabs, a double click) would both create the user's row: serialise them.
      await tx.execute('select pg_advisory_xact_lock(?, ?)', [TWO_FACTOR_SETUP_LOCK, user.id]);
      const row =
        (await tx.findOne(UserTwoFactor, { userId: user.id }, FULL)) ??
        tx.create(UserTwoFactor, { companyId: user.companyId, userId: user.id });
      if (row.enabledAt) {
        throw new AppError('ERR_TWO_FACTOR_ALREADY_ENABLED', { message: 'Two-factor sign-in is already on' });
      }
      row.pendingSecret = pendingSecret;
    });
    return { secret, otpauthUrl: totpUrl(secret, user.email) };
  }

  /** The first code from the app turns it on; answers the recovery codes, shown this once. */
  async enable(em: EntityManager, user: User, code: string, address: string): Promise<string[]> {
    return this.#throttled(user, address, () =>
      em.transactional(async (tx) => {
        const row = await tx.findOne(UserTwoFactor, { userId: user.id }, { ...FULL, lockMode: LockMode.PESSIMISTIC_WRITE });
        if (row?.enabledAt) {
          throw new AppError('ERR_TWO_FACTOR_ALREADY_ENABLED', { message: 'Two-factor sign-in is already on' });
        }
        if (!row?.pendingSecret) {
          throw new AppError('ERR_TWO_FACTOR_NOT_ENABLED', { message: 'Start the set-up first' });
        }
        const secret = this.#deps.cipher.decrypt(row.pendingSecret, cipherContext(user.id));
        if (totpStep(secret, code) === null) {
          throw wrongCode();
        }
        const codes = newRecoveryCodes();
        tx.assign(row, {
          secret: row.pendingSecret,
          pendingSecret: null,
          enabledAt: new Date(),
          recoveryHashes: codes.map(hashRecoveryCode),
        });
        await tx.flush();
        await audit.record(tx, {
          action: 'auth.two_factor_enabled',
          target: { type: 'user', id: user.id, label: user.email },
          actorId: user.id,
          address,
        });
        return codes;
      }),
    );
  }

  /** Off again: needs the password and a code, and is refused while the company or platform requires it. */
  async disable(em: EntityManager, user: User, password: string, code: string, address: string): Promise<void> {
    if (await isTwoFactorRequired(em, user.companyId)) {
      throw new AppError('ERR_TWO_FACTOR_REQUIRED', { message: 'Your company requires two-factor sign-in' });
    }
    const withHash = await em.findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    await this.#throttled(user, address, async () => {
      if (!(await verifyPassword(password, withHash.passwordHash))) {
        throw new AppError('ERR_INVALID_PASSWORD', { message: 'The password is not right' });
      }
      await em.transactional(async (tx) => {
        const row = await this.#lockedEnabled(tx, user);
        await this.#check(tx, row, user, code, address);
        tx.assign(row, { secret: null, pendingSecret: null, enabledAt: null, recoveryHashes: [] });
        await tx.flush();
        await audit.record(tx, {
          action: 'auth.two_factor_disabled',
          target: { type: 'user', id: user.id, label: user.email },
          actorId: user.id,
          address,
        });
      });
    });
  }

  /** New recovery codes (the old ones stop working), after a code. */
  async renewRecoveryCodes(em: EntityManager, user: User, code: string, address: string): Promise<string[]> {
    return this.#throttled(user, address, () =>
      em.transactional(async (tx) => {
        const row = await this.#lockedEnabled(tx, user);
        await this.#check(tx, row, user, code, address);
        const codes = newRecoveryCodes();
        row.recoveryHashes = codes.map(hashRecoveryCode);
        await tx.flush();
        await audit.record(tx, {
          action: 'auth.recovery_codes_renewed',
          target: { type: 'user', id: user.id, label: user.email },
          actorId: user.id,
          address,
        });
        return codes;
      }),
    );
  }

  /** The second step of a sign-in: the challenge and a code (or a recovery code) → the user to sign in. */
  async verifyChallenge(challenge: string, code: string, address: string): Promise<User> {
    const user = await this.#challengeUser(challenge, 'verify');
    const em = forkForCompany(this.#deps.em, user.companyId);
    await this.#throttled(user, address, () =>
      em.transactional(async (tx) => {
        const row = await this.#lockedEnabled(tx, user);
        await this.#check(tx, row, user, code, address);
        await tx.flush();
      }),
    );
    return user;
  }

  /** The secret of an enrolment the company requires, during sign-in. */
  async setupFromChallenge(challenge: string): Promise<TwoFactorSetupResponse> {
    const user = await this.#challengeUser(challenge, 'enrol');
    return this.setup(forkForCompany(this.#deps.em, user.companyId), user);
  }

  /** Ends that enrolment: the user is then signed in. */
  async enableFromChallenge(challenge: string, code: string, address: string): Promise<{ user: User; recoveryCodes: string[] }> {
    const user = await this.#challengeUser(challenge, 'enrol');
    const recoveryCodes = await this.enable(forkForCompany(this.#deps.em, user.companyId), user, code, address);
    return { user, recoveryCodes };
  }

  async #challengeUser(challenge: string, purpose: 'verify' | 'enrol'): Promise<User> {
    const claims = await this.#deps.challenges.verify(challenge, purpose);
    const user = await forkForCompany(this.#deps.em, claims.companyId).findOne(User, { id: claims.id });
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw expired();
    }
    return user;
  }

  async #lockedEnabled(tx: EntityManager, user: User): Promise<UserTwoFactor> {
    const row = await tx.findOne(UserTwoFactor, { userId: user.id }, { ...FULL, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row?.enabledAt || !row.secret) {
      throw new AppError('ERR_TWO_FACTOR_NOT_ENABLED', { message: 'Two-factor sign-in is off' });
    }
    return row;
  }

  /** A TOTP code not used before, or an unused recovery code (then spent). Changes are flushed by the caller. */
  async #check(tx: EntityManager, row: UserTwoFactor, user: User, code: string, address: string): Promise<void> {
    if (looksLikeRecoveryCode(code)) {
      const hash = hashRecoveryCode(code);
      if (!row.recoveryHashes.includes(hash)) {
        throw wrongCode();
      }
      row.recoveryHashes = row.recoveryHashes.filter((kept) => kept !== hash);
      await audit.record(tx, {
        action: 'auth.recovery_code_used',
        target: { type: 'user', id: user.id, label: user.email },
        actorId: user.id,
        after: { recoveryCodesLeft: row.recoveryHashes.length },
        address,
      });
      return;
    }
    const step = totpStep(this.#deps.cipher.decrypt(row.secret ?? '', cipherContext(user.id)), code);
    if (step === null || step <= row.lastStep) {
      throw wrongCode();
    }
    row.lastStep = step;
  }

  /** Refuses while blocked; counts a wrong code (or password) as a failed sign-in; clears the count on success. */
  async #throttled<T>(user: User, address: string, run: () => Promise<T>): Promise<T> {
    const { throttle } = this.#deps;
    await throttle.assertAllowed(throttleKey(user.id), address);
    try {
      const result = await run();
      await throttle.reset(throttleKey(user.id), address);
      return result;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_INVALID_TWO_FACTOR_CODE' || code === 'ERR_INVALID_PASSWORD') {
        await throttle.recordFailure(throttleKey(user.id), address);
        await audit.record(forkForCompany(this.#deps.em, user.companyId), {
          action: 'auth.sign_in_failed',
          target: { type: 'user', id: user.id, label: user.email },
          actorId: null,
          after: { reason: code === 'ERR_INVALID_PASSWORD' ? 'password' : 'two-factor code' },
          address,
        });
      }
      throw error;
    }
  }
}
