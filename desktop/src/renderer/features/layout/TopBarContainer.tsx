import { DRAWER_TEMPORARY_MAX_WIDTH, type SessionUser } from '@balcao/shared';
import { useShallow } from 'zustand/react/shallow';
import { isAdmin, planAllows } from '../../app/access.ts';
import { logout } from '../../app/session.ts';
import { selectLanguage } from '../../i18n/index.ts';
import { getPlatform } from '../../platform/index.ts';
import { usePreferencesStore } from '../../state/preferences.ts';
import { selectRealtimeStatus, useRealtimeStore } from '../../state/realtime.ts';
import { useUiStore } from '../../state/ui.ts';
import { AnnouncementsPopover } from '../announcements/AnnouncementsPopover.tsx';
import { ChatsPopoverContainer } from '../chats/ChatsPopoverContainer.tsx';
import { NotificationsContainer } from '../tickets/notifications/NotificationsContainer.tsx';
import { TopBar } from './TopBar.tsx';
import { useWindowWidth } from './useWindowWidth.ts';

/** Below this width the full bar (greeting, volume slider, badge text) no longer fits beside its buttons. */
export const TOP_BAR_COMPACT_MAX_WIDTH = 720;

/** Picks the top bar's state and actions from the stores. */
export function TopBarContainer({ user, onOpenProfile }: { user: SessionUser; onOpenProfile: () => void }) {
  const preferences = usePreferencesStore(
    useShallow((state) => ({
      theme: state.theme,
      volume: state.volume,
      language: state.language,
      toggleTheme: state.toggleTheme,
      setVolume: state.setVolume,
      startWithSystem: state.startWithSystem,
      closeToTray: state.closeToTray,
      setDesktopOption: state.setDesktopOption,
    })),
  );
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const toggleDrawer = useUiStore((state) => state.toggleDrawer);
  const rememberDrawerOpen = usePreferencesStore((state) => state.rememberDrawerOpen);
  const windowWidth = useWindowWidth();
  const realtimeStatus = useRealtimeStore(selectRealtimeStatus);
  const compact = windowWidth < TOP_BAR_COMPACT_MAX_WIDTH;

  return (
    <TopBar
      user={user}
      isAdmin={isAdmin(user)}
      drawerOpen={drawerOpen}
      theme={preferences.theme}
      volume={preferences.volume}
      language={preferences.language}
      realtimeStatus={realtimeStatus}
      compact={compact}
      notifications={
        <>
          {planAllows(user, 'useInternalChat') && <ChatsPopoverContainer userId={user.id} />}
          <NotificationsContainer />
          <AnnouncementsPopover userId={user.id} />
        </>
      }
      onToggleDrawer={() => {
        toggleDrawer();
        // The overlay of a narrow window is opened to pick a page, not a choice to keep.
        if (windowWidth >= DRAWER_TEMPORARY_MAX_WIDTH) {
          rememberDrawerOpen(useUiStore.getState().drawerOpen);
        }
      }}
      onToggleTheme={preferences.toggleTheme}
      onVolumeChange={preferences.setVolume}
      onLanguageChange={selectLanguage}
      onRefresh={() => window.location.reload()}
      onOpenProfile={onOpenProfile}
      onLogout={() => void logout()}
      desktopOptions={
        getPlatform().kind === 'electron'
          ? {
              values: { startWithSystem: preferences.startWithSystem, closeToTray: preferences.closeToTray },
              onChange: preferences.setDesktopOption,
            }
          : undefined
      }
    />
  );
}
