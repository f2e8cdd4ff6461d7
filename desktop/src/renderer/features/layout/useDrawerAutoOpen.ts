import { DRAWER_AUTO_OPEN_MIN_WIDTH, DRAWER_TEMPORARY_MAX_WIDTH, type SessionUser } from '@balcao/shared';
import { useEffect, useRef } from 'react';
import { usePreferencesStore } from '../../state/preferences.ts';
import { useUiStore } from '../../state/ui.ts';

/** Opens by default on wide windows, unless the company turned the initial side menu off. */
export function drawerOpensInitially(width: number, user: SessionUser): boolean {
  const setting = user.company.settings.find(({ key }) => key === 'sideMenuInitiallyOpen');
  return width > DRAWER_AUTO_OPEN_MIN_WIDTH && setting?.value !== 'disabled';
}

/**
 * The side menu follows the window: decided once per signed-in user, closed when the window becomes
 * narrow (overlay), and opened again when it becomes wide — unless the user closed it on a wide window,
 * which is a choice kept until they open it again. That choice is saved on this computer and wins
 * over the default at the next start (on windows not narrow enough for the overlay).
 */
export function useDrawerAutoOpen(user: SessionUser | null, width: number): void {
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const overlay = width < DRAWER_TEMPORARY_MAX_WIDTH;
  const wide = width > DRAWER_AUTO_OPEN_MIN_WIDTH;

  const decidedFor = useRef<number | null>(null);
  const closedWhileWide = useRef(false);
  useEffect(() => {
    if (user && decidedFor.current !== user.id) {
      decidedFor.current = user.id;
      const saved = usePreferencesStore.getState().drawerOpen;
      closedWhileWide.current = saved === false;
      const beside = window.innerWidth >= DRAWER_TEMPORARY_MAX_WIDTH;
      setDrawerOpen(beside && saved !== null ? saved : drawerOpensInitially(window.innerWidth, user));
    }
  }, [user, setDrawerOpen]);

  useEffect(() => {
    if (overlay) {
      setDrawerOpen(false);
    }
  }, [overlay, setDrawerOpen]);

  // Only the user closes the menu of a wide window (the shell closes it on narrow ones only).
  const wasOpen = useRef(drawerOpen);
  useEffect(() => {
    if (drawerOpen) {
      closedWhileWide.current = false;
    } else if (wasOpen.current && wide) {
      closedWhileWide.current = true;
    }
    wasOpen.current = drawerOpen;
  }, [drawerOpen, wide]);

  const wasWide = useRef(wide);
  useEffect(() => {
    const widened = wide && !wasWide.current;
    wasWide.current = wide;
    if (widened && user && !closedWhileWide.current && drawerOpensInitially(width, user)) {
      setDrawerOpen(true);
    }
  }, [wide, width, user, setDrawerOpen]);
}
