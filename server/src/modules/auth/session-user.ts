import type { SessionUser } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildSessionCompany } from '../companies/session-company.ts';
import { queuesOfUser } from '../queues/user-queues.ts';
import type { User } from '../users/user.entity.ts';

/** The signed-in user with the company, plan flags and non-secret settings the renderer needs. */
export async function buildSessionUser(em: EntityManager, user: User): Promise<SessionUser> {
  const [company, queues] = await Promise.all([buildSessionCompany(em, user.companyId), queuesOfUser(em, user.id)]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile: user.profile,
    super: user.super,
    allTicket: user.allTicket,
    companyId: user.companyId,
    whatsappId: user.whatsappId ?? null,
    language: user.language ?? null,
    queues,
    company,
  };
}
