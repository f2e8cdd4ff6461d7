import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { menuIdOf, visibleMenu, visibleMenuIds } from './menuItems.ts';
import { SideMenu } from './SideMenu.tsx';

const ALWAYS = ['tickets', 'quick-messages', 'todolist', 'contacts', 'tags', 'helps', 'connections'];
const ADMIN_SECTION = ['files', 'queues', 'users', 'financeiro', 'settings'];
const ALL_FLAGS = {
  useCampaigns: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('side menu visibility', () => {
  it('shows a plain user only the common items', () => {
    const ids = visibleMenuIds({ user: sessionUser(), cshow: true });
    expect(ids.sort()).toEqual([...ALWAYS].sort());
  });

  it('shows the dashboard and the admin section to admins', () => {
    const ids = visibleMenuIds({ user: sessionUser({ profile: 'admin' }), cshow: false });
    expect(ids).toContain('dashboard');
    expect(ids).toEqual(expect.arrayContaining(ADMIN_SECTION));
    expect(ids).not.toContain('announcements');
    expect(ids).not.toContain('campaigns');
  });

  it('follows each plan flag', () => {
    const cases = [
      ['useKanban', 'kanban'],
      ['useSchedules', 'schedules'],
      ['useInternalChat', 'chats'],
      ['useOpenAi', 'prompts'],
      ['useIntegrations', 'queue-integration'],
      ['useExternalApi', 'messages-api'],
    ] as const;
    for (const [flag, id] of cases) {
      expect(visibleMenuIds({ user: sessionUser(), cshow: false }), flag).not.toContain(id);
      expect(visibleMenuIds({ user: sessionUser({ plan: { [flag]: true } }), cshow: false }), flag).toContain(id);
    }
  });

  it('shows announcements to super users only', () => {
    expect(visibleMenuIds({ user: sessionUser({ profile: 'admin' }), cshow: true })).not.toContain('announcements');
    expect(visibleMenuIds({ user: sessionUser({ super: true }), cshow: true })).toContain('announcements');
  });

  it('needs admin, the campaigns flag and cshow for the campaigns group', () => {
    const admin = sessionUser({ profile: 'admin', plan: { useCampaigns: true } });
    expect(visibleMenu({ user: admin, cshow: true }).campaigns.map((item) => item.id)).toEqual([
      'campaigns',
      'contact-lists',
      'campaigns-config',
    ]);
    expect(visibleMenu({ user: admin, cshow: false }).campaigns).toEqual([]);
    expect(visibleMenu({ user: sessionUser({ profile: 'admin' }), cshow: true }).campaigns).toEqual([]);
    expect(visibleMenu({ user: sessionUser({ plan: { useCampaigns: true } }), cshow: true }).campaigns).toEqual([]);
  });

  it('maps locations to menu items', () => {
    expect(menuIdOf('/')).toBe('dashboard');
    expect(menuIdOf('/tickets/5f2c')).toBe('tickets');
    expect(menuIdOf('/campaign/3/report')).toBe('campaigns');
  });
});

describe('<SideMenu>', () => {
  function renderMenu(options: { admin?: boolean; connectionWarning?: boolean; chatUnread?: boolean }) {
    const user = sessionUser({ profile: options.admin ? 'admin' : 'user', super: true, plan: ALL_FLAGS });
    return render(
      <FluentProvider theme={webLightTheme}>
        <SideMenu
          menu={visibleMenu({ user, cshow: true })}
          open
          type="inline"
          selectedId="tickets"
          connectionWarning={options.connectionWarning ?? false}
          chatUnread={options.chatUnread ?? false}
          onNavigate={() => undefined}
          onOpenChange={() => undefined}
        />
      </FluentProvider>,
    );
  }

  it('renders the admin menu with test ids, the campaigns group and the version', () => {
    renderMenu({ admin: true });
    for (const id of ['dashboard', 'tickets', 'kanban', 'connections', 'announcements', 'messages-api', ...ADMIN_SECTION]) {
      expect(screen.getByTestId(`menu-item-${id}`)).toBeTruthy();
    }
    expect(screen.getByTestId('menu-group-campaigns')).toBeTruthy();
    expect(screen.getByTestId('menu-version').textContent).toContain('6.0.0');
    expect(screen.getByTestId('menu-item-tickets').getAttribute('href')).toBe('#/tickets');
    expect(screen.queryByTestId('connection-warning')).toBeNull();
    expect(screen.queryByTestId('chat-unread')).toBeNull();
  });

  it('hides admin items and the version from a plain user', () => {
    renderMenu({ admin: false });
    expect(screen.queryByTestId('menu-item-dashboard')).toBeNull();
    expect(screen.queryByTestId('menu-item-users')).toBeNull();
    expect(screen.queryByTestId('menu-group-campaigns')).toBeNull();
    expect(screen.queryByTestId('menu-version')).toBeNull();
    expect(screen.getByTestId('menu-item-connections')).toBeTruthy();
  });

  it('shows the connection warning and the unread-chat dot', () => {
    renderMenu({ connectionWarning: true, chatUnread: true });
    expect(screen.getByTestId('connection-warning')).toBeTruthy();
    expect(screen.getByTestId('chat-unread')).toBeTruthy();
  });
});
