import type { SessionUser } from '@balcao/shared';

type Overrides = Partial<Omit<SessionUser, 'company' | 'queues'>> & {
  /** The user's queues; each gets its link to the user (`UserQueue`) as the session carries it. */
  queues?: { id: number; name: string; color: string }[];
  plan?: Partial<SessionUser['company']['plan']>;
  company?: Partial<Omit<SessionUser['company'], 'plan'>>;
};

/** A signed-in user as /auth/me returns it; every plan flag off unless given. */
export function sessionUser(overrides: Overrides = {}): SessionUser {
  const { plan, company, queues = [], ...user } = overrides;
  return {
    id: 7,
    name: 'Ana',
    email: 'ana@example.com',
    profile: 'user',
    super: false,
    allTicket: 'desabled',
    companyId: 3,
    whatsappId: null,
    language: null,
    ...user,
    queues: queues.map((queue) => ({ ...queue, UserQueue: { userId: user.id ?? 7, queueId: queue.id } })),
    company: {
      id: 3,
      name: 'Empresa 1',
      dueDate: '2093-03-14',
      billingExempt: false,
      email: null,
      billingName: null,
      addressStreet: null,
      addressCity: null,
      addressState: null,
      addressZipCode: null,
      settings: [],
      ...company,
      plan: {
        id: 1,
        name: 'Plano 1',
        users: 10,
        connections: 10,
        queues: 10,
        useCampaigns: false,
        useSchedules: false,
        useInternalChat: false,
        useExternalApi: false,
        useKanban: false,
        useOpenAi: false,
        useIntegrations: false,
        ...plan,
      },
    },
  };
}
