import type { Access } from '../../app/access.ts';
import type { Translation } from '../../i18n/en.ts';

/**
 * Every screen of the side menu, without icons, so tools outside the renderer (the end-to-end
 * accessibility check) walk the same list.
 */
export type MenuLabel = keyof Translation['menu'];

export type MenuEntry = {
  /** `menu-item-<id>`: the route without its slash, `dashboard` for `/`. */
  id: string;
  path: string;
  label: MenuLabel;
  access?: Access;
  badge?: 'connection-warning' | 'chat-unread';
};

export const MAIN_ENTRIES: readonly MenuEntry[] = [
  { id: 'dashboard', path: '/', label: 'dashboard', access: { admin: true } },
  { id: 'tickets', path: '/tickets', label: 'tickets' },
  { id: 'kanban', path: '/kanban', label: 'kanban', access: { flag: 'useKanban' } },
  { id: 'quick-messages', path: '/quick-messages', label: 'quickMessages' },
  { id: 'todolist', path: '/todolist', label: 'todolist' },
  { id: 'contacts', path: '/contacts', label: 'contacts' },
  { id: 'schedules', path: '/schedules', label: 'schedules', access: { flag: 'useSchedules' } },
  { id: 'tags', path: '/tags', label: 'tags' },
  { id: 'chats', path: '/chats', label: 'chats', access: { flag: 'useInternalChat' }, badge: 'chat-unread' },
  { id: 'helps', path: '/helps', label: 'helps' },
];

/** The group itself needs admin, the campaigns flag and `cshow`. */
export const CAMPAIGNS_ACCESS: Access = { admin: true, flag: 'useCampaigns', cshow: true };

export const CAMPAIGNS_ENTRIES: readonly MenuEntry[] = [
  { id: 'campaigns', path: '/campaigns', label: 'campaignsList' },
  { id: 'contact-lists', path: '/contact-lists', label: 'contactLists' },
  { id: 'campaigns-config', path: '/campaigns-config', label: 'campaignsConfig' },
];

export const FEATURES_ENTRIES: readonly MenuEntry[] = [
  { id: 'announcements', path: '/announcements', label: 'announcements', access: { super: true } },
  { id: 'prompts', path: '/prompts', label: 'prompts', access: { flag: 'useOpenAi' } },
  {
    id: 'queue-integration',
    path: '/queue-integration',
    label: 'queueIntegration',
    access: { flag: 'useIntegrations' },
  },
  { id: 'connections', path: '/connections', label: 'connections', badge: 'connection-warning' },
  { id: 'messages-api', path: '/messages-api', label: 'messagesApi', access: { flag: 'useExternalApi' } },
];

export const ADMIN_ENTRIES: readonly MenuEntry[] = [
  { id: 'files', path: '/files', label: 'files' },
  { id: 'queues', path: '/queues', label: 'queues' },
  { id: 'users', path: '/users', label: 'users' },
  { id: 'financeiro', path: '/financeiro', label: 'financeiro' },
  { id: 'settings', path: '/settings', label: 'settings' },
];

/** Every screen the menu can offer, in menu order. */
export const MENU_ENTRIES: readonly MenuEntry[] = [...MAIN_ENTRIES, ...CAMPAIGNS_ENTRIES, ...FEATURES_ENTRIES, ...ADMIN_ENTRIES];
