import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDefaultPreferences, hydratePreferences, usePreferencesStore } from '../../state/preferences.ts';
import { useUiStore } from '../../state/ui.ts';
import { sessionUser } from '../../test/fixtures.ts';
import { useDrawerAutoOpen } from './useDrawerAutoOpen.ts';

const user = sessionUser();
const open = () => useUiStore.getState().drawerOpen;

function renderShell(width: number) {
  window.innerWidth = width;
  return renderHook(({ current }: { current: number }) => useDrawerAutoOpen(user, current), { initialProps: { current: width } });
}

beforeEach(() => {
  useUiStore.getState().setDrawerOpen(false);
  usePreferencesStore.setState(getDefaultPreferences());
});
afterEach(cleanup);

describe('side menu and window width', () => {
  it('opens on a wide window, closes on a narrow one and opens again when the window is wide again', () => {
    const shell = renderShell(1300);
    expect(open()).toBe(true);
    shell.rerender({ current: 400 });
    expect(open()).toBe(false);
    shell.rerender({ current: 900 });
    expect(open()).toBe(false);
    shell.rerender({ current: 1300 });
    expect(open()).toBe(true);
  });

  it('opens when a window that started narrow becomes wide', () => {
    const shell = renderShell(800);
    expect(open()).toBe(false);
    shell.rerender({ current: 1280 });
    expect(open()).toBe(true);
  });

  it('stays closed after the user closed it on a wide window, until they open it again', () => {
    const shell = renderShell(1300);
    act(() => useUiStore.getState().toggleDrawer());
    expect(open()).toBe(false);
    shell.rerender({ current: 400 });
    shell.rerender({ current: 1300 });
    expect(open()).toBe(false);

    act(() => useUiStore.getState().toggleDrawer());
    shell.rerender({ current: 400 });
    expect(open()).toBe(false);
    shell.rerender({ current: 1300 });
    expect(open()).toBe(true);
  });

  it('starts as the user last left it on a wide window, saved on this computer', async () => {
    await hydratePreferences({ drawerOpen: 'false' });
    const shell = renderShell(1300);
    expect(open()).toBe(false);
    shell.rerender({ current: 400 });
    shell.rerender({ current: 1300 });
    expect(open()).toBe(false);
    cleanup();

    await hydratePreferences({ drawerOpen: 'true' });
    renderShell(900);
    expect(open()).toBe(true);
  });

  it('starts closed on a narrow window whatever was saved', async () => {
    await hydratePreferences({ drawerOpen: 'true' });
    renderShell(400);
    expect(open()).toBe(false);
  });
});
