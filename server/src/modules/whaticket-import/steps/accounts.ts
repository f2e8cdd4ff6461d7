import { DEFAULT_COMPANY_SETTINGS, PROFILES, RECURRENCES, ALL_TICKET_VALUES } from '@balcao/shared';
import { Company } from '../../companies/company.entity.ts';
import { Plan } from '../../plans/plan.entity.ts';
import { Setting } from '../../settings/setting.entity.ts';
import { User } from '../../users/user.entity.ts';
import { date, idIn, numberOr, parents, text, type Outcome, type Step } from '../step.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** A plan whose name Balcão already has is the same plan (names are unique): companies join it. */
export const plansStep: Step = {
  table: 'Plans',
  kind: 'plan',
  keys: ['id'],
  idOf: id,
  async write(rows, { em }) {
    const outcomes: Outcome[] = [];
    const made: [string, Plan][] = [];
    for (const row of rows) {
      const name = text(row['name'], 100);
      const existing = (await em.findOne(Plan, { name })) ?? made.find(([, plan]) => plan.name === name)?.[1];
      if (existing) {
        outcomes.push(existing.id ? { id: id(row), linked: existing.id } : { id: id(row), skipped: 'a plan of the same name' });
        continue;
      }
      const plan = em.create(Plan, {
        name,
        users: numberOr(row['users'], 0),
        connections: numberOr(row['connections'], 0),
        queues: numberOr(row['queues'], 0),
        value: numberOr(row['value'], 0),
        useCampaigns: row['useCampaigns'] !== false,
        useSchedules: row['useSchedules'] !== false,
        useInternalChat: row['useInternalChat'] !== false,
        useExternalApi: row['useExternalApi'] !== false,
        useKanban: row['useKanban'] !== false,
        useOpenAi: row['useOpenAi'] !== false,
        useIntegrations: row['useIntegrations'] !== false,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      made.push([id(row), plan]);
      await em.flush();
      outcomes.push({ id: id(row), written: plan.id });
    }
    return outcomes;
  },
};

/** Every reference company becomes a Balcão company of its own, with Balcão's default settings. */
export const companiesStep: Step = {
  table: 'Companies',
  kind: 'company',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const plans = await parents(context, 'plan', rows, 'planId');
    const outcomes: Outcome[] = [];
    const made: [string, Company][] = [];
    for (const row of rows) {
      const planId = idIn(plans, row['planId']);
      if (planId === undefined) {
        outcomes.push({ id: id(row), skipped: 'no plan' });
        continue;
      }
      const due = row['dueDate'] === null || row['dueDate'] === undefined ? null : date(row['dueDate']).toISOString().slice(0, 10);
      made.push([
        id(row),
        em.create(Company, {
          name: text(row['name'], 100) || `Company ${id(row)}`,
          email: text(row['email'], 254) || null,
          phone: text(row['phone'], 30) || null,
          planId,
          status: row['status'] !== false,
          dueDate: due,
          recurrence: oneOf(RECURRENCES, row['recurrence'], 'MENSAL'),
          schedules: Array.isArray(row['schedules']) ? (row['schedules'] as Company['schedules']) : [],
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
      ]);
    }
    await em.flush();
    for (const [, company] of made) {
      for (const [key, value] of Object.entries(DEFAULT_COMPANY_SETTINGS)) {
        em.create(Setting, { companyId: company.id, key, value });
      }
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, company]) => ({ id: from, written: company.id }))];
  },
};

/**
 * Users keep their bcrypt hash: sign-in accepts it and replaces it with Balcão's own at the first
 * right password (modules/auth/password.ts). An email Balcão already has (emails are unique across
 * companies) is left out rather than merged into someone else's account.
 */
export const usersStep: Step = {
  table: 'Users',
  kind: 'user',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const emails = rows.map((row) => text(row['email']).trim().toLowerCase());
    const taken = new Set((await em.find(User, { email: { $in: emails } }, { fields: ['email'] })).map((user) => user.email));
    const outcomes: Outcome[] = [];
    const made: [string, User][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const email = text(row['email']).trim().toLowerCase();
      const hash = text(row['passwordHash']);
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
      } else if (taken.has(email)) {
        outcomes.push({ id: id(row), skipped: 'email already used in Balcão' });
      } else if (!email || email.length > 254 || !hash) {
        outcomes.push({ id: id(row), skipped: 'no usable email or password hash' });
      } else {
        taken.add(email);
        made.push([
          id(row),
          em.create(User, {
            companyId,
            name: text(row['name'], 100) || email,
            email,
            passwordHash: hash,
            profile: oneOf(PROFILES, row['profile'], 'user'),
            super: row['super'] === true,
            allTicket: oneOf(ALL_TICKET_VALUES, row['allTicket'], 'desabled'),
            createdAt: date(row['createdAt']),
            updatedAt: date(row['updatedAt']),
          }),
        ]);
      }
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, user]) => ({ id: from, written: user.id }))];
  },
};
