import { SECRET_SETTING_KEYS, type SessionUser } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Company } from '../companies/company.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { queuesOfUser } from '../queues/user-queues.ts';
import { Setting } from '../settings/setting.entity.ts';
import type { User } from '../users/user.entity.ts';

/** The signed-in user with the company, plan flags and non-secret settings the renderer needs. */
export async function buildSessionUser(em: EntityManager, user: User): Promise<SessionUser> {
  const company = await em.findOneOrFail(Company, { id: user.companyId });
  const [plan, settings, queues] = await Promise.all([
    em.findOneOrFail(Plan, { id: company.planId }),
    em.find(Setting, { companyId: user.companyId, key: { $nin: [...SECRET_SETTING_KEYS] } }, { orderBy: { key: 'asc' } }),
    queuesOfUser(em, user.id),
  ]);
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
    company: {
      id: company.id,
      name: company.name,
      dueDate: company.dueDate ?? null,
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
    },
  };
}
