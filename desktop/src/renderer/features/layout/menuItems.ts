import type { FluentIcon } from '@fluentui/react-icons';
import {
  Board20Regular,
  BrainCircuit20Regular,
  CalendarClock20Regular,
  Chat20Regular,
  ChatMultiple20Regular,
  Code20Regular,
  ContactCard20Regular,
  DocumentMultiple20Regular,
  Flash20Regular,
  Grid20Regular,
  List20Regular,
  Megaphone20Regular,
  MegaphoneLoud20Regular,
  Money20Regular,
  People20Regular,
  PeopleQueue20Regular,
  PersonBoard20Regular,
  Phone20Regular,
  PlugConnected20Regular,
  QuestionCircle20Regular,
  Settings20Regular,
  Tag20Regular,
  TaskListSquareLtr20Regular,
} from '@fluentui/react-icons';
import { hasAccess, type Access, type AccessContext } from '../../app/access.ts';
import type { Translation } from '../../i18n/en.ts';

export type MenuLabel = keyof Translation['menu'];

export type MenuItem = {
  /** `menu-item-<id>`: the route without its slash, `dashboard` for `/`. */
  id: string;
  path: string;
  label: MenuLabel;
  icon: FluentIcon;
  access?: Access;
  badge?: 'connection-warning' | 'chat-unread';
};

export type MenuModel = {
  main: MenuItem[];
  /** The collapsible campaigns group (empty when hidden). */
  campaigns: MenuItem[];
  features: MenuItem[];
  /** The admin section (empty for non-admins); the app version shows at its foot. */
  admin: MenuItem[];
};

const MAIN: MenuItem[] = [
  { id: 'dashboard', path: '/', label: 'dashboard', icon: Grid20Regular, access: { admin: true } },
  { id: 'tickets', path: '/tickets', label: 'tickets', icon: ChatMultiple20Regular },
  { id: 'kanban', path: '/kanban', label: 'kanban', icon: Board20Regular, access: { flag: 'useKanban' } },
  { id: 'quick-messages', path: '/quick-messages', label: 'quickMessages', icon: Flash20Regular },
  { id: 'todolist', path: '/todolist', label: 'todolist', icon: TaskListSquareLtr20Regular },
  { id: 'contacts', path: '/contacts', label: 'contacts', icon: ContactCard20Regular },
  { id: 'schedules', path: '/schedules', label: 'schedules', icon: CalendarClock20Regular, access: { flag: 'useSchedules' } },
  { id: 'tags', path: '/tags', label: 'tags', icon: Tag20Regular },
  { id: 'chats', path: '/chats', label: 'chats', icon: Chat20Regular, access: { flag: 'useInternalChat' }, badge: 'chat-unread' },
  { id: 'helps', path: '/helps', label: 'helps', icon: QuestionCircle20Regular },
];

/** The group itself needs admin, the campaigns flag and `cshow`. */
export const CAMPAIGNS_ACCESS: Access = { admin: true, flag: 'useCampaigns', cshow: true };

const CAMPAIGNS: MenuItem[] = [
  { id: 'campaigns', path: '/campaigns', label: 'campaignsList', icon: List20Regular },
  { id: 'contact-lists', path: '/contact-lists', label: 'contactLists', icon: People20Regular },
  { id: 'campaigns-config', path: '/campaigns-config', label: 'campaignsConfig', icon: Settings20Regular },
];

const FEATURES: MenuItem[] = [
  { id: 'announcements', path: '/announcements', label: 'announcements', icon: MegaphoneLoud20Regular, access: { super: true } },
  { id: 'prompts', path: '/prompts', label: 'prompts', icon: BrainCircuit20Regular, access: { flag: 'useOpenAi' } },
  {
    id: 'queue-integration',
    path: '/queue-integration',
    label: 'queueIntegration',
    icon: PlugConnected20Regular,
    access: { flag: 'useIntegrations' },
  },
  { id: 'connections', path: '/connections', label: 'connections', icon: Phone20Regular, badge: 'connection-warning' },
  { id: 'messages-api', path: '/messages-api', label: 'messagesApi', icon: Code20Regular, access: { flag: 'useExternalApi' } },
];

const ADMIN: MenuItem[] = [
  { id: 'files', path: '/files', label: 'files', icon: DocumentMultiple20Regular },
  { id: 'queues', path: '/queues', label: 'queues', icon: PeopleQueue20Regular },
  { id: 'users', path: '/users', label: 'users', icon: PersonBoard20Regular },
  { id: 'financeiro', path: '/financeiro', label: 'financeiro', icon: Money20Regular },
  { id: 'settings', path: '/settings', label: 'settings', icon: Settings20Regular },
];

export const CAMPAIGNS_ICON = Megaphone20Regular;

/** The side menu for this user, following the spec's visibility rules. */
export function visibleMenu(context: AccessContext): MenuModel {
  const allowed = (item: MenuItem) => hasAccess(item.access, context);
  return {
    main: MAIN.filter(allowed),
    campaigns: hasAccess(CAMPAIGNS_ACCESS, context) ? CAMPAIGNS : [],
    features: FEATURES.filter(allowed),
    admin: hasAccess({ admin: true }, context) ? ADMIN : [],
  };
}

export function visibleMenuIds(context: AccessContext): string[] {
  const menu = visibleMenu(context);
  return [...menu.main, ...menu.campaigns, ...menu.features, ...menu.admin].map((item) => item.id);
}

/** Which menu item a location belongs to (`/tickets/abc` → tickets, `/campaign/3/report` → campaigns). */
export function menuIdOf(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) {
    return 'dashboard';
  }
  return first === 'campaign' ? 'campaigns' : first;
}
