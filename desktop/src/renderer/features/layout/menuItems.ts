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
import { hasAccess, type AccessContext } from '../../app/access.ts';
import { ADMIN_ENTRIES, CAMPAIGNS_ACCESS, CAMPAIGNS_ENTRIES, FEATURES_ENTRIES, MAIN_ENTRIES, type MenuEntry } from './menuDefinition.ts';

export { CAMPAIGNS_ACCESS, type MenuLabel } from './menuDefinition.ts';

export type MenuItem = MenuEntry & { icon: FluentIcon };

export type MenuModel = {
  main: MenuItem[];
  /** The collapsible campaigns group (empty when hidden). */
  campaigns: MenuItem[];
  features: MenuItem[];
  /** The admin section (empty for non-admins); the app version shows at its foot. */
  admin: MenuItem[];
};

const ICONS: Record<string, FluentIcon> = {
  dashboard: Grid20Regular,
  kanban: Board20Regular,
  schedules: CalendarClock20Regular,
  chats: Chat20Regular,
  announcements: MegaphoneLoud20Regular,
  prompts: BrainCircuit20Regular,
  'queue-integration': PlugConnected20Regular,
  'messages-api': Code20Regular,
  tickets: ChatMultiple20Regular,
  'quick-messages': Flash20Regular,
  todolist: TaskListSquareLtr20Regular,
  contacts: ContactCard20Regular,
  tags: Tag20Regular,
  helps: QuestionCircle20Regular,
  campaigns: List20Regular,
  'contact-lists': People20Regular,
  'campaigns-config': Settings20Regular,
  files: DocumentMultiple20Regular,
  queues: PeopleQueue20Regular,
  users: PersonBoard20Regular,
  financeiro: Money20Regular,
  settings: Settings20Regular,
  connections: Phone20Regular,
};

const withIcon = (entry: MenuEntry): MenuItem => ({ ...entry, icon: ICONS[entry.id] ?? Grid20Regular });
const MAIN = MAIN_ENTRIES.map(withIcon);
const CAMPAIGNS = CAMPAIGNS_ENTRIES.map(withIcon);
const FEATURES = FEATURES_ENTRIES.map(withIcon);
const ADMIN = ADMIN_ENTRIES.map(withIcon);

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
