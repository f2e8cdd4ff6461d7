import { EXEMPT_DUE_DATE, SECRET_SETTING_KEYS, type SessionCompany } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Plan } from '../plans/plan.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { Company } from './company.entity.ts';

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
    email: company.email ?? null,
    billingName: company.billingName ?? null,
    addressStreet: company.billingAddress ?? null,
    addressCity: company.billingCity ?? null,
    addressState: company.billingState ?? null,
    addressZipCode: company.billingZipcode ?? null,
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
