import { DEFAULT_COMPANY_SETTINGS, DEFAULT_WEEK_SCHEDULE, type Recurrence } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { uniqueViolationAs } from '../../platform/records/unique-violation.ts';
import { hashPassword } from '../auth/password.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { User } from '../users/user.entity.ts';
import { Company } from './company.entity.ts';

export type NewCompany = {
  name: string;
  email: string | null;
  phone: string | null;
  planId: number;
  status: boolean;
  dueDate: string | null;
  recurrence: Recurrence;
  referrerCompanyId?: number | null;
  billing?: Partial<
    Pick<
      Company,
      'billingName' | 'billingDocument' | 'billingAddress' | 'billingCity' | 'billingState' | 'billingZipcode' | 'billingCountry'
    >
  >;
  /** The first admin, who signs in with the company's e-mail. */
  admin?: { name: string; email: string; password: string };
  /** Sign-up: the invoice of the trial's end (the due date) at the plan's name and price, so the trial can pay at once. */
  firstInvoice?: boolean;
};

function emailTaken(): AppError {
  return new AppError('ERR_USER_EMAIL_ALREADY_EXISTS', { message: 'A user with this e-mail exists' });
}

function planMissing(): AppError {
  return new AppError('ERR_NO_PLAN_FOUND', {
    message: 'No plan found with this ID',
    fields: [{ path: 'body.planId', message: 'Choose a plan from the list' }],
  });
}

/**
 * A new tenant as sign-up and the super user write it: the company, its default settings and week
 * schedule and, when given, its first admin — all in one transaction of an UNSCOPED manager (the
 * company does not exist yet, so nothing could be bound).
 */
export async function createCompanyWithDefaults(unscoped: EntityManager, input: NewCompany): Promise<Company> {
  return unscoped
    .transactional(async (em) => {
      const plan = await em.findOne(Plan, { id: input.planId });
      if (!plan) {
        throw planMissing();
      }
      if (input.admin && (await em.count(User, { email: input.admin.email })) > 0) {
        throw emailTaken();
      }
      const company = em.create(Company, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        planId: input.planId,
        status: input.status,
        dueDate: input.dueDate,
        recurrence: input.recurrence,
        referrerCompanyId: input.referrerCompanyId ?? null,
        schedules: DEFAULT_WEEK_SCHEDULE.map((day) => ({ ...day })),
        ...input.billing,
      });
      await em.flush();
      for (const [key, value] of Object.entries(DEFAULT_COMPANY_SETTINGS)) {
        em.create(Setting, { companyId: company.id, key, value });
      }
      if (input.admin) {
        em.create(User, {
          companyId: company.id,
          name: input.admin.name,
          email: input.admin.email,
          passwordHash: await hashPassword(input.admin.password),
          profile: 'admin',
          super: false,
        });
      }
      if (input.firstInvoice && input.dueDate) {
        em.create(Invoice, { companyId: company.id, detail: plan.name, value: Number(plan.value), dueDate: input.dueDate, status: 'open' });
      }
      await em.flush();
      return company;
    })
    .catch(uniqueViolationAs({ users_email: emailTaken }));
}
