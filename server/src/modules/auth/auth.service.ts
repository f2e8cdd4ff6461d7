import type pg from 'pg';
import type { SessionResponse, TwoFactorChallengeResponse } from '@balcao/shared';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NoticeListener } from '../../platform/database/notice-listener.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { hasActiveSubscription } from '../companies/subscription.ts';
import { Company } from '../companies/company.entity.ts';
import { User } from '../users/user.entity.ts';
import { audit } from '../audit/audit.ts';
import { CallerLookup, type CallerRow } from './caller-lookup.ts';
import type { LoginThrottleService } from './login-throttle.ts';
import { decoyPasswordHash, hashPassword, isForeignHash, verifyPassword } from './password.ts';
import { buildSessionUser } from './session-user.ts';
import type { TokenService } from './tokens.ts';

export type IssuedSession = { session: SessionResponse; refreshToken: string };

/** What a right password leads to: a session, or the second step (two-factor) it still needs. */
export type SignInResult = IssuedSession | { challenge: TwoFactorChallengeResponse };

/** Decides whether a user whose password was right still owes a code (modules/two-factor). */
export type SecondStep = { challengeFor: (user: User) => Promise<TwoFactorChallengeResponse | null> };

type Deps = {
  em: EntityManager;
  pool: pg.Pool;
  notices: NoticeListener;
  tokens: TokenService;
  throttle: LoginThrottleService;
  realtime: Realtime;
  twoFactor: SecondStep;
};

export class AuthService {
  readonly #deps: Deps;
  readonly #callers: CallerLookup;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#callers = new CallerLookup(deps.pool, deps.notices);
  }

  async login(email: string, password: string, address: string): Promise<SignInResult> {
    const { throttle } = this.#deps;
    await throttle.assertAllowed(email, address);
    // Before sign-in no company is known: the lookup by (globally unique) email is unscoped.
    const em = forkUnscoped(this.#deps.em);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyPassword(password, await decoyPasswordHash());
    if (!user || !valid) {
      await throttle.recordFailure(email, address);
      await audit.record(forkUnscoped(this.#deps.em), {
        action: 'auth.sign_in_failed',
        target: { type: 'user', id: user?.id ?? null, label: email },
        companyId: user?.companyId ?? null,
        actorId: null,
        after: { reason: 'password' },
        address,
      });
      throw new AppError('ERR_INVALID_CREDENTIALS', { message: 'Invalid email or password' });
    }
    await throttle.reset(email, address);
    if (isForeignHash(user.passwordHash)) {
      // A hash brought from the reference product (bcrypt) becomes Balcão's own at the first right password;
      // the guard on the old hash lets a password change made meanwhile win.
      await em.nativeUpdate(User, { id: user.id, passwordHash: user.passwordHash }, { passwordHash: await hashPassword(password) });
    }
    const challenge = await this.#deps.twoFactor.challengeFor(user);
    return challenge ? { challenge } : this.completeSignIn(user, address);
  }

  /** The session of a user who passed every step of sign-in; the sign-in is audited. */
  async completeSignIn(user: User, address: string): Promise<IssuedSession> {
    const issued = await this.#issue(user);
    await audit.record(forkUnscoped(this.#deps.em), {
      action: 'auth.signed_in',
      target: { type: 'user', id: user.id, label: user.email },
      companyId: user.companyId,
      actorId: user.id,
      address,
    });
    await this.#deps.realtime.emit(user.companyId, 'auth', { action: 'update', user: { id: user.id } }, [
      rooms.user(user.companyId, user.id),
    ]);
    return issued;
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) {
      throw new AppError('ERR_NOT_AUTHENTICATED', { message: 'No session to refresh' });
    }
    const verdict = await this.#deps.tokens.verifyRefresh(refreshToken);
    if (!verdict.ok) {
      throw new AppError('ERR_SESSION_REVOKED', { message: 'The session has ended; sign in again' });
    }
    const user = await forkForCompany(this.#deps.em, verdict.claims.companyId).findOne(User, { id: verdict.claims.id });
    if (!user || user.tokenVersion !== verdict.claims.tokenVersion) {
      throw new AppError('ERR_SESSION_REVOKED', { message: 'The session has ended; sign in again' });
    }
    return this.#issue(user);
  }

  /** Ends every session of the user: tokens signed with the old version stop working at once. */
  async logout(userId: number, companyId: number): Promise<void> {
    await forkForCompany(this.#deps.em, companyId).nativeUpdate(
      User,
      { id: userId },
      { tokenVersion: raw('token_version + 1'), online: false },
    );
    // The other processes learn it from the trigger's notice; this one answers the next request at once.
    this.#callers.forget(userId);
  }

  /** This process stops trusting what it kept of a user whose row it just changed (the others hear the trigger). */
  forgetCaller(userId: number): void {
    this.#callers.forget(userId);
  }

  /** A new session for a user whose token version just moved (their own password change): the one that goes on. */
  sessionFor(user: User): Promise<IssuedSession> {
    return this.#issue(user);
  }

  /** Resolves a bearer access token into who is calling, or says why it cannot. */
  async authenticate(token: string): Promise<{ auth: AuthContext; user: User }> {
    const verdict = await this.#deps.tokens.verifyAccess(token);
    if (!verdict.ok) {
      throw new AppError('ERR_SESSION_EXPIRED', { message: 'The access token has expired or is invalid' });
    }
    const { claims } = verdict;
    const user = await forkForCompany(this.#deps.em, claims.companyId).findOne(User, { id: claims.id });
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw new AppError('ERR_SESSION_REVOKED', { message: 'The session has ended; sign in again' });
    }
    return { auth: { userId: user.id, companyId: user.companyId, profile: user.profile, super: user.super }, user };
  }

  /**
   * What `requireAuth` needs to know of a bearer: who calls, from the user's row as `CallerLookup`
   * keeps it: a revocation or a profile change applies at once in this process and as soon as its
   * notice arrives in the others; with the standing of their company as kept with it.
   */
  async caller(token: string): Promise<{ caller: AuthContext; company: CallerRow['company'] }> {
    const verdict = await this.#deps.tokens.verifyAccess(token);
    if (!verdict.ok) {
      throw new AppError('ERR_SESSION_EXPIRED', { message: 'The access token has expired or is invalid' });
    }
    const { claims } = verdict;
    const row = await this.#callers.find(claims.id, claims.companyId);
    if (!row || row.tokenVersion !== claims.tokenVersion) {
      throw new AppError('ERR_SESSION_REVOKED', { message: 'The session has ended; sign in again' });
    }
    return { caller: { userId: row.id, companyId: row.companyId, profile: row.profile, super: row.super }, company: row.company };
  }

  /**
   * Whether the caller's company may use the product now (`hasActiveSubscription`): today's date
   * against the standing kept with the caller. A company kept as expired is read again, so a payment
   * (in any process) lifts the 402 at once; a change the other way arrives with the trigger's notice.
   */
  async subscriptionActive(companyId: number, kept: CallerRow['company']): Promise<boolean> {
    if (hasActiveSubscription(kept)) {
      return true;
    }
    const { rows } = await this.#deps.pool.query<{ status: boolean; due_date: string | null }>({
      name: 'balcao_company_subscription',
      text: `select status, to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = $1`,
      values: [Math.trunc(companyId)],
    });
    const row = rows[0];
    if (row === undefined || !hasActiveSubscription({ status: row.status, dueDate: row.due_date })) {
      return false;
    }
    this.#callers.forgetCompany(companyId);
    return true;
  }

  async #issue(user: User): Promise<IssuedSession> {
    const em = forkForCompany(this.#deps.em, user.companyId);
    const company = await em.findOneOrFail(Company, { id: user.companyId });
    if (!user.super && !company.status) {
      throw new AppError('ERR_COMPANY_INACTIVE', { message: 'This company is inactive' });
    }
    // An expired company still signs in: it reaches only billing (invoices, checkout) until it pays (requireAuth).
    const { tokens } = this.#deps;
    const claims = { id: user.id, companyId: user.companyId, tokenVersion: user.tokenVersion };
    const [token, refreshToken, sessionUser] = await Promise.all([
      tokens.signAccess({ ...claims, profile: user.profile, super: user.super }),
      tokens.signRefresh(claims),
      buildSessionUser(em, user),
    ]);
    return { session: { token, user: sessionUser }, refreshToken };
  }
}
