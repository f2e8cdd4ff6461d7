import '../test/dom.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../app/App.tsx';
import { ThemeToggle, VolumeControl } from '../features/layout/TopBarControls.tsx';
import { initI18n } from '../i18n/index.ts';
import { getDefaultPreferences, hydratePreferences, usePreferencesStore } from './preferences.ts';

function Controls() {
  const { theme, toggleTheme, volume, setVolume } = usePreferencesStore();
  return (
    <>
      <ThemeToggle theme={theme} onToggle={toggleTheme} />
      <VolumeControl volume={volume} onChange={setVolume} />
    </>
  );
}

/** What a page load does: a fresh slice filled from the stored preferences, then the app. */
async function load() {
  usePreferencesStore.setState(getDefaultPreferences());
  await hydratePreferences();
  return render(<App router={createMemoryRouter([{ path: '/', element: <Controls /> }])} />);
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('theme preference', () => {
  it('starts light and marks the document', async () => {
    await load();
    expect(screen.getByTestId('app-root').getAttribute('data-theme')).toBe('light');
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it('survives a re-mount once toggled to dark', async () => {
    const first = await load();
    act(() => {
      fireEvent.click(screen.getByTestId('theme-toggle'));
    });
    expect(screen.getByTestId('app-root').getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    first.unmount();

    await load();
    expect(screen.getByTestId('app-root').getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(screen.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the volume in steps of 0.1 between loads', async () => {
    const first = await load();
    act(() => {
      fireEvent.change(screen.getByTestId('volume-slider'), { target: { value: '0.3' } });
    });
    expect(localStorage.getItem('volume')).toBe('0.3');
    first.unmount();

    await load();
    expect(screen.getByTestId<HTMLInputElement>('volume-slider').value).toBe('0.3');
  });

  it('falls back to the default of each preference edited by hand, keeping the others', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('volume', 'loud');
    localStorage.setItem('language', 'fr');
    localStorage.setItem('signOption', 'false');
    localStorage.setItem('drawerOpen', 'sometimes');
    await load();

    expect(screen.getByTestId('app-root').getAttribute('data-theme')).toBe('dark');
    expect(screen.getByTestId<HTMLInputElement>('volume-slider').value).toBe('1');
    const { language, signOption, drawerOpen } = usePreferencesStore.getState();
    expect({ language, signOption, drawerOpen }).toEqual({ language: 'en', signOption: false, drawerOpen: null });
  });
});
