import { audit } from '../audit/audit.ts';
import type { PageQuery, userBody, UserListResponse, UserRecord, userUpdateBody, Language } from '@balcao/shared';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import { Company } from '../companies/company.entity.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { UserQueue } from '../queues/user-queue.entity.ts';
import { returnTicketsOf, type ReturnedTickets } from './returned-tickets.ts';
import { toUserEventRecord, toUserRecord, toUserRecords } from './user-records.ts';
import { User } from './user.entity.ts';

export type UserInput = z.output<typeof userBody>;
export type UserChanges = z.output<typeof userUpdateBody>;

type Deps = {
  em: EntityManager;
  realtime: Realtime;
  logger: Logger;
  auth: AuthService;
  /** Closes the user's sockets in every process: they reconnect under their new rights, or not at all. */
  endSockets: (companyId: number, userId: number) => void;
};

/** Advisory-lock namespace of the users of one company: creations (plan limit) and admin changes (last admin) take turns. */
const USERS_LOCK = 0x55_53_52;

function isAdmin(caller: AuthContext): boolean {
  return caller.super || caller.profile === 'admin';
}

function noPermission(message: string): AppError {
  return new AppError('ERR_NO_PERMISSION', { message });
}

function notFound(): AppError {
  return new AppError('ERR_NO_USER_FOUND', { message: 'No user found with this ID' });
}

function emailTaken(): AppError {
  return new AppError('ERR_USER_EMAIL_ALREADY_EXISTS', {
    message: 'A user with this e-mail already exists',
    fields: [{ path: 'body.email', message: 'A user with this e-mail already exists' }],
  });
}

const emailViolation = uniqueViolationAs({ users_email_unique: emailTaken });

function sameIds(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The company's users (the users page, the profile modal). Admins (and super users) manage everyone
 * of their company; anyone else reads and edits only themselves, and only their name, e-mail,
 * password and language. A user of another company is never found: the tenant filter hides them.
 */
export class UsersService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async page(em: EntityManager, caller: AuthContext, query: PageQuery): Promise<UserListResponse> {
    if (!isAdmin(caller)) {
      throw noPermission('Only admins list the users');
    }
    const search = query.searchParam ? containing(query.searchParam) : undefined;
    const where = search ? { $or: [{ name: { $ilike: search } }, { email: { $ilike: search } }] } : {};
    const { rows, count, hasMore } = await findPage(em, User, where, { pageNumber: query.pageNumber, orderBy: { name: 'asc', id: 'asc' } });
    return { users: await toUserRecords(em, rows), count, hasMore };
  }

  async get(em: EntityManager, caller: AuthContext, id: number): Promise<UserRecord> {
    const user = await this.#find(em, id);
    if (!isAdmin(caller) && user.id !== caller.userId) {
      throw noPermission('You may only see your own user');
    }
    return toUserRecord(em, user);
  }

  async create(em: EntityManager, caller: AuthContext, input: UserInput): Promise<UserRecord> {
    if (!isAdmin(caller)) {
      throw noPermission('Only admins create users');
    }
    const passwordHash = await hashPassword(input.password);
    const user = await em
      .transactional(async (tx) => {
        await this.#lockUsers(tx, caller.companyId);
        const company = await tx.findOneOrFail(Company, { id: caller.companyId });
        const plan = await tx.findOneOrFail(Plan, { id: company.planId });
        if ((await tx.count(User, {})) >= plan.users) {
          throw new AppError('ERR_PLAN_LIMIT_REACHED', { message: `The plan of this company allows ${plan.users} users` });
        }
        await this.#assertEmailFree(tx, input.email);
        await this.#assertConnection(tx, input.whatsappId);
        await this.#assertQueues(tx, input.queueIds);
        const created = tx.create(User, {
          companyId: caller.companyId,
          name: input.name,
          email: input.email,
          passwordHash,
          profile: input.profile,
          allTicket: input.allTicket,
          whatsappId: input.whatsappId,
        });
        await tx.flush();
        for (const queueId of input.queueIds) {
          tx.create(UserQueue, { companyId: caller.companyId, userId: created.id, queueId });
        }
        await audit.record(tx, {
          action: 'user.created',
          target: { type: 'user', id: created.id, label: created.email },
          after: {
            name: input.name,
            email: input.email,
            profile: input.profile,
            allTicket: input.allTicket,
            whatsappId: input.whatsappId ?? null,
            queueIds: input.queueIds,
          },
        });
        return created;
      })
      .catch(emailViolation);
    const record = await toUserRecord(em, user);
    await this.#announce(caller.companyId, { action: 'create', record });
    return record;
  }

  /**
   * Changes what was sent. A new password moves the token version, which ends every session of the
   * user; `passwordChanged` tells the route so that callers who changed their own get a new one.
   */
  async update(
    em: EntityManager,
    caller: AuthContext,
    id: number,
    changes: UserChanges,
  ): Promise<{ record: UserRecord; user: User; passwordChanged: boolean }> {
    const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
    const { user, revoked, roomsChanged } = await em
      .transactional(async (tx) => {
        await this.#lockUsers(tx, caller.companyId);
        const target = await this.#find(tx, id);
        const self = target.id === caller.userId;
        if (!isAdmin(caller) && !self) {
          throw noPermission('You may only edit your own user');
        }
        if (target.super && !caller.super) {
          throw noPermission('Only platform administrators edit a platform administrator');
        }
        const currentQueues = (await tx.find(UserQueue, { userId: target.id }, { fields: ['queueId'] })).map(({ queueId }) => queueId);
        const queuesChange = changes.queueIds !== undefined && !sameIds(changes.queueIds, currentQueues);
        const profileChange = changes.profile !== undefined && changes.profile !== target.profile;
        const allTicketChange = changes.allTicket !== undefined && changes.allTicket !== target.allTicket;
        const adminOnly =
          profileChange ||
          queuesChange ||
          allTicketChange ||
          (changes.whatsappId !== undefined && changes.whatsappId !== (target.whatsappId ?? null));
        if (adminOnly && !isAdmin(caller)) {
          throw noPermission('Only admins change a profile, queues, connection or allTicket');
        }
        if (profileChange && target.profile === 'admin') {
          if (self) {
            throw new AppError('ERR_USER_CANNOT_DEMOTE_SELF', { message: 'You cannot take away your own admin profile' });
          }
          await this.#assertAnotherAdmin(tx, target.id);
        }
        if (changes.email !== undefined && changes.email !== target.email) {
          await this.#assertEmailFree(tx, changes.email);
        }
        if (changes.whatsappId !== undefined) {
          await this.#assertConnection(tx, changes.whatsappId);
        }
        if (queuesChange && changes.queueIds) {
          await this.#assertQueues(tx, changes.queueIds);
          await tx.nativeDelete(UserQueue, { userId: target.id });
          for (const queueId of changes.queueIds) {
            tx.create(UserQueue, { companyId: target.companyId, userId: target.id, queueId });
          }
        }
        const before = {
          name: target.name,
          email: target.email,
          profile: target.profile,
          allTicket: target.allTicket,
          whatsappId: target.whatsappId ?? null,
          queueIds: currentQueues,
        };
        tx.assign(target, {
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.email === undefined ? {} : { email: changes.email }),
          ...(changes.profile === undefined ? {} : { profile: changes.profile }),
          ...(changes.allTicket === undefined ? {} : { allTicket: changes.allTicket }),
          ...(changes.whatsappId === undefined ? {} : { whatsappId: changes.whatsappId }),
          ...(passwordHash === undefined ? {} : { passwordHash, tokenVersion: target.tokenVersion + 1 }),
        });
        await tx.flush();
        const after = {
          name: target.name,
          email: target.email,
          profile: target.profile,
          allTicket: target.allTicket,
          whatsappId: target.whatsappId ?? null,
          queueIds: queuesChange ? changes.queueIds : currentQueues,
        };
        await audit.record(tx, {
          action: 'user.updated',
          target: { type: 'user', id: target.id, label: target.email },
          // A new password shows as changed, masked.
          before: passwordHash === undefined ? before : { ...before, password: 'old' },
          after: passwordHash === undefined ? after : { ...after, password: 'new' },
        });
        return {
          user: target,
          revoked: profileChange || passwordHash !== undefined,
          roomsChanged: profileChange || queuesChange || allTicketChange,
        };
      })
      .catch(emailViolation);
    if (revoked) {
      this.#deps.auth.forgetCaller(user.id);
    }
    // Their sockets joined rooms by the old profile, queues and allTicket, or hold a revoked session.
    // Callers who changed their own password are spared: their new token comes with this answer, and a
    // socket closed before it arrived would reconnect with the old one.
    if (roomsChanged || (passwordHash !== undefined && user.id !== caller.userId)) {
      this.#deps.endSockets(user.companyId, user.id);
    }
    const record = await toUserRecord(em, user);
    await this.#announce(user.companyId, { action: 'update', record }, user.id);
    return { record, user, passwordChanged: passwordHash !== undefined };
  }

  /**
   * Deletes a user of the caller's company (admins only). Nobody deletes themselves and the company
   * keeps an admin. Their open tickets go back to pending in their queue; what they wrote stays,
   * without an author (the foreign keys set it null).
   */
  async remove(em: EntityManager, caller: AuthContext, id: number): Promise<void> {
    if (!isAdmin(caller)) {
      throw noPermission('Only admins delete users');
    }
    const returned: ReturnedTickets = await em.transactional(async (tx) => {
      await this.#lockUsers(tx, caller.companyId);
      const target = await this.#find(tx, id);
      if (target.id === caller.userId) {
        throw new AppError('ERR_USER_CANNOT_DELETE_SELF', { message: 'You cannot delete your own user' });
      }
      if (target.super && !caller.super) {
        throw noPermission('Only platform administrators delete a platform administrator');
      }
      if (target.profile === 'admin') {
        await this.#assertAnotherAdmin(tx, target.id);
      }
      const tickets = await returnTicketsOf(tx, target.id);
      await audit.record(tx, {
        action: 'user.deleted',
        target: { type: 'user', id: target.id, label: target.email },
        before: { name: target.name, email: target.email, profile: target.profile },
      });
      tx.remove(target);
      await tx.flush();
      return tickets;
    });
    this.#deps.auth.forgetCaller(id);
    this.#deps.endSockets(caller.companyId, id);
    await returned.announce(this.#deps);
    await this.#announce(caller.companyId, { action: 'delete', id }, id);
  }

  /** POST /users/set-language/{lang}: kept on the caller's user, applied at their next sign-in on any device. */
  async setLanguage(em: EntityManager, caller: AuthContext, language: Language): Promise<void> {
    await em.nativeUpdate(User, { id: caller.userId }, { language, updatedAt: raw('now()') });
  }

  async #find(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id });
    if (!user) {
      throw notFound();
    }
    return user;
  }

  /** Serialises the writes that count users (plan limit, last admin) within one company, without locking its row. */
  async #lockUsers(tx: EntityManager, companyId: number): Promise<void> {
    await tx.getConnection().execute('select pg_advisory_xact_lock(?, ?)', [USERS_LOCK, companyId], 'all', tx.getTransactionContext());
  }

  async #assertAnotherAdmin(tx: EntityManager, exceptId: number): Promise<void> {
    if ((await tx.count(User, { profile: 'admin', id: { $ne: exceptId } })) === 0) {
      throw new AppError('ERR_USER_LAST_ADMIN', { message: 'The company must keep at least one admin' });
    }
  }

  async #assertEmailFree(tx: EntityManager, email: string): Promise<void> {
    // E-mails are unique across companies (they sign in): the check looks past the tenant filter.
    if ((await tx.count(User, { email }, { filters: false })) > 0) {
      throw emailTaken();
    }
  }

  async #assertConnection(tx: EntityManager, whatsappId: number | null): Promise<void> {
    if (whatsappId !== null && !(await tx.findOne(Whatsapp, { id: whatsappId }, { fields: ['id'] }))) {
      throw new AppError('ERR_NO_WAPP_FOUND', {
        message: 'No connection found with this ID',
        fields: [{ path: 'body.whatsappId', message: 'No connection found with this ID' }],
      });
    }
  }

  async #assertQueues(tx: EntityManager, queueIds: number[]): Promise<void> {
    if (queueIds.length > 0 && (await tx.count(Queue, { id: { $in: queueIds } })) !== queueIds.length) {
      throw new AppError('ERR_NO_QUEUE_FOUND', {
        message: 'No queue found with one of these IDs',
        fields: [{ path: 'body.queueIds', message: 'No queue found with one of these IDs' }],
      });
    }
  }

  /** Admins' users pages hear every change; the user concerned hears their own (their profile modal, other devices). */
  async #announce(
    companyId: number,
    change: { action: 'create' | 'update'; record: UserRecord } | { action: 'delete'; id: number },
    userId?: number,
  ): Promise<void> {
    const to = [rooms.admins(companyId), ...(userId === undefined ? [] : [rooms.user(companyId, userId)])];
    try {
      const em = forkForCompany(this.#deps.em, companyId);
      const event =
        change.action === 'delete' ? change : { action: change.action, record: await toUserEventRecord(em, companyId, change.record) };
      await announceRecord(this.#deps.realtime, companyId, 'user', event, to);
    } catch (error) {
      this.#deps.logger.warn({ err: error, companyId }, 'could not announce a user change');
    }
  }
}
