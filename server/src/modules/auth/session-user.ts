import { EXEMPT_DUE_DATE, SECRET_SETTING_KEYS, type SessionCompany, type SessionUser } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Company } from '../companies/company.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { queuesOfUser } from '../queues/user-queues.ts';
import { Setting } from '../settings/setting.entity.ts';
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

/**
 * The session's company. One without a due date (it pays by no invoice) answers `EXEMPT_DUE_DATE` and
 * `billingExempt`, so a client that admits only a future due date admits it too.
 */
export async function buildSessionCompany(em: EntityManager, companyId: number): Promise<SessionCompany> {
  const company = await em.findOneOrFail(Company, { id: companyId });
  const [plan, settings] = await Promise.all([
    em.findOneOrFail(Plan, { id: company.planId }),
    em.find(Setting, { companyId, key: { $nin: [...SECRET_SETTING_KEYS] } }, { orderBy: { key: 'asc' } }),
  ]);
  return {
    id: company.id,
    name: company.name,
    dueDate: company.dueDate ?? EXEMPT_DUE_DATE,
    billingExempt: (company.dueDate ?? null) === null,
    settings: settings.map(({ key, value }) => ({ key, value })),
    plan: {
      id: plan.id,
      name: plan.name,
      users: plan.users,
      connections: plan.connections,
      queues: plan.queues,
      useCampaigns: plan.useCampaigns,
      useSchedules: plan.useSchedules,
      useInternalChat: plan.useInternalChat,
      useExternalApi: plan.useExternalApi,
      useKanban: plan.useKanban,
      useOpenAi: plan.useOpenAi,
      useIntegrations: plan.useIntegrations,
    },
  };
}
