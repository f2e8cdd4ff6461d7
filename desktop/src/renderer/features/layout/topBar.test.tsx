import '../../test/dom.ts';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { TopBar, type TopBarProps } from './TopBar.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const noop = () => undefined;

function renderBar(overrides: Partial<TopBarProps>) {
  const props: TopBarProps = {
    user: sessionUser({ name: 'Ana' }),
    isAdmin: false,
    drawerOpen: false,
    theme: 'light',
    volume: 0.5,
    language: 'en',
    realtimeStatus: 'reconnecting',
    onToggleDrawer: noop,
    onToggleTheme: noop,
    onVolumeChange: noop,
    onLanguageChange: noop,
    onRefresh: noop,
    onOpenProfile: noop,
    onLogout: noop,
    ...overrides,
  };
  return render(
    <FluentProvider theme={webLightTheme}>
      <TopBar {...props} />
    </FluentProvider>,
  );
}

describe('top bar', () => {
  it('shows the greeting, the volume slider and the reconnecting text on a wide window', () => {
    renderBar({});
    expect(screen.getByTestId('greeting').textContent).toContain('Ana');
    expect(screen.getByTestId('volume-slider')).toBeTruthy();
    expect(screen.getByTestId('realtime-status').textContent).toBe('Reconnecting…');
  });

  it('keeps only buttons on a narrow window: no greeting, the volume behind a button, the reconnecting badge as an icon', async () => {
    renderBar({ compact: true });
    expect(screen.queryByTestId('greeting')).toBeNull();
    expect(screen.queryByTestId('volume-slider')).toBeNull();
    const status = screen.getByRole('status', { name: 'Reconnecting…' });
    expect(status.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Notification volume' }));
    expect(await screen.findByTestId('volume-slider')).toBeTruthy();
  });

  it('offers the desktop app its system options in the account menu, checked as saved, and reports a change', async () => {
    const changes: string[] = [];
    renderBar({
      desktopOptions: {
        values: { startWithSystem: false, closeToTray: true },
        onChange: (option, on) => changes.push(`${option}:${String(on)}`),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const start = await screen.findByRole('menuitemcheckbox', { name: 'Start with the computer' });
    const tray = screen.getByRole('menuitemcheckbox', { name: 'Close to the tray' });
    expect(start.getAttribute('aria-checked')).toBe('false');
    expect(tray.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(start);
    expect(changes).toEqual(['startWithSystem:true']);
  });

  it('shows no desktop options in the browser', async () => {
    renderBar({});
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('menuitemcheckbox')).toBeNull();
  });
});
