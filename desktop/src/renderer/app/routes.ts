import type { ComponentType } from 'react';
import type { Access } from './access.ts';
import type { PageName } from './pageNames.ts';

type PageModule = { default: ComponentType };

/**
 * What happens to a user the page refuses:
 * - `unauthorized` (default): a toast, then `/` after a second;
 * - `home`: straight to /tickets (the dashboard for non-admins);
 * - `missing`: as if the route did not exist (campaign pages without `cshow`);
 * - `info`: the announcements' info toast (spec), then `/` after a second.
 */
export type Denial = 'unauthorized' | 'home' | 'missing' | 'info';

export type PageRoute = {
  path: string;
  page: PageName;
  access?: Access;
  denial?: Denial;
  load: () => Promise<PageModule>;
};

const campaigns: Access = { admin: true, flag: 'useCampaigns', cshow: true };

/** Every private route of the spec, each page in its own chunk. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', page: 'dashboard', access: { admin: true }, denial: 'home', load: () => import('../features/dashboard/DashboardPage.tsx') },
  { path: '/tickets/:ticketId?', page: 'tickets', load: () => import('../features/tickets/TicketsPage.tsx') },
  { path: '/connections', page: 'connections', load: () => import('../features/connections/ConnectionsPage.tsx') },
  { path: '/quick-messages', page: 'quick-messages', load: () => import('../features/quick-messages/QuickMessagesPage.tsx') },
  { path: '/todolist', page: 'todolist', load: () => import('../features/todolist/TodoListPage.tsx') },
  {
    path: '/schedules',
    page: 'schedules',
    access: { flag: 'useSchedules' },
    load: () => import('../features/schedules/SchedulesPage.tsx'),
  },
  { path: '/tags', page: 'tags', load: () => import('../features/tags/TagsPage.tsx') },
  { path: '/contacts', page: 'contacts', load: () => import('../features/contacts/ContactsPage.tsx') },
  { path: '/helps', page: 'helps', load: () => import('../features/helps/HelpsPage.tsx') },
  { path: '/users', page: 'users', access: { admin: true }, load: () => import('../features/users/UsersPage.tsx') },
  { path: '/files', page: 'files', access: { admin: true }, load: () => import('../features/files/FilesPage.tsx') },
  { path: '/prompts', page: 'prompts', access: { flag: 'useOpenAi' }, load: () => import('../features/prompts/PromptsPage.tsx') },
  {
    path: '/queue-integration',
    page: 'queue-integration',
    access: { flag: 'useIntegrations' },
    load: () => import('../features/queue-integration/QueueIntegrationPage.tsx'),
  },
  {
    path: '/messages-api',
    page: 'messages-api',
    access: { flag: 'useExternalApi' },
    load: () => import('../features/messages-api/MessagesApiPage.tsx'),
  },
  { path: '/settings', page: 'settings', access: { admin: true }, load: () => import('../features/settings/SettingsPage.tsx') },
  { path: '/kanban', page: 'kanban', access: { flag: 'useKanban' }, load: () => import('../features/kanban/KanbanPage.tsx') },
  { path: '/financeiro', page: 'financeiro', access: { admin: true }, load: () => import('../features/financeiro/FinanceiroPage.tsx') },
  { path: '/queues', page: 'queues', access: { admin: true }, load: () => import('../features/queues/QueuesPage.tsx') },
  {
    path: '/announcements',
    page: 'announcements',
    access: { super: true },
    denial: 'info',
    load: () => import('../features/announcements/AnnouncementsPage.tsx'),
  },
  { path: '/subscription', page: 'subscription', load: () => import('../features/subscription/SubscriptionPage.tsx') },
  { path: '/chats/:id?', page: 'chats', access: { flag: 'useInternalChat' }, load: () => import('../features/chats/ChatsPage.tsx') },
  {
    path: '/contact-lists',
    page: 'contact-lists',
    access: campaigns,
    load: () => import('../features/contact-lists/ContactListsPage.tsx'),
  },
  {
    path: '/contact-lists/:contactListId/contacts',
    page: 'contact-list-items',
    access: campaigns,
    load: () => import('../features/contact-lists/ContactListItemsPage.tsx'),
  },
  { path: '/campaigns', page: 'campaigns', access: campaigns, load: () => import('../features/campaigns/CampaignsPage.tsx') },
  {
    path: '/campaign/:campaignId/report',
    page: 'campaign-report',
    access: campaigns,
    load: () => import('../features/campaigns/CampaignReportPage.tsx'),
  },
  {
    path: '/campaigns-config',
    page: 'campaigns-config',
    access: campaigns,
    load: () => import('../features/campaigns/CampaignsConfigPage.tsx'),
  },
];

export const PUBLIC_PATHS = ['/login', '/signup', '/forgetpsw'] as const;
