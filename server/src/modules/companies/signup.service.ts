import type { SignupResponse, SignupStatus, signupBody } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { isUserCreationEnabled } from '../settings/user-creation.ts';
import { createCompanyWithDefaults } from './company-setup.ts';
import { Company } from './company.entity.ts';

/** Sign-ups are counted per address by the route's rate limit (RATE_RULES.signUp: 5 per 15 minutes). */
type Deps = { trialDays: number };

function addDaysUtc(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Public sign-up (POST /companies/cadastro). The SERVER decides what the reference let the client
 * decide: the due date (today + the trial days), the status (active) and the recurrence (MENSAL);
 * the plan must exist. Company, admin, default settings, week schedule and the first invoice (due at
 * the trial's end, so the trial can pay at once) are one transaction.
 */
export class SignupService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async status(em: EntityManager): Promise<SignupStatus> {
    return { open: await isUserCreationEnabled(em), trialDays: this.#deps.trialDays };
  }

  async signUp(em: EntityManager, input: z.output<typeof signupBody>, referrerCompanyId?: number): Promise<SignupResponse> {
    const { trialDays } = this.#deps;
    if (!(await isUserCreationEnabled(em))) {
      throw new AppError('ERR_USER_CREATION_DISABLED', { message: 'Sign-up is closed on this platform' });
    }
    const unscoped = forkUnscoped(em);
    // A referrer that does not exist (any more) is simply not recorded: the link still signs the visitor up.
    const referrer = referrerCompanyId ? await unscoped.findOne(Company, { id: referrerCompanyId }, { fields: ['id'] }) : null;
    const dueDate = addDaysUtc(trialDays);
    const company = await createCompanyWithDefaults(unscoped, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      planId: input.planId,
      status: true,
      dueDate,
      recurrence: 'MENSAL',
      referrerCompanyId: referrer?.id ?? null,
      admin: { name: input.name, email: input.email, password: input.password },
      firstInvoice: true,
    });
    return { companyId: company.id, email: input.email, dueDate };
  }
}
