import { DRAWER_TEMPORARY_MAX_WIDTH } from '@balcao/shared';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { hasCampaignsFlag } from '../../app/session.ts';
import { MAIN_ID } from '../../components/focus/pageStart.ts';
import { useRealtime } from '../../realtime/useRealtime.ts';
import { useDeepLinks } from '../../app/useDeepLinks.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { useUiStore } from '../../state/ui.ts';
import { restoreOutbox } from '../tickets/conversation/messageSender.ts';
import { useLanguageKeptOnAccount } from '../users/useLanguageKeptOnAccount.ts';
import { menuIdOf, visibleMenu } from './menuItems.ts';
import { ProfileModal } from './ProfileModal.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SkipLink } from './SkipLink.tsx';
import { SubscriptionWarning } from './SubscriptionWarning.tsx';
import { TopBarContainer } from './TopBarContainer.tsx';
import { useConnectionWarning } from './useConnectionWarning.ts';
import { useDrawerAutoOpen } from './useDrawerAutoOpen.ts';
import { useSubscriptionExpired } from './useSubscriptionExpired.ts';
import { usePageStartFocus } from './usePageStartFocus.ts';
import { useWindowWidth } from './useWindowWidth.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: {
    display: 'flex',
    flexGrow: 1,
    minHeight: 0,
  },
  content: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
  },
});

/** The signed-in frame: top bar, side menu, subscription warning and the current page. */
export function AppShell() {
  const styles = useStyles();
  const user = useSessionStore(selectUser);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const overlay = width < DRAWER_TEMPORARY_MAX_WIDTH;
  const [profileOpen, setProfileOpen] = useState(false);
  const ui = useUiStore(
    useShallow((state) => ({
      drawerOpen: state.drawerOpen,
      setDrawerOpen: state.setDrawerOpen,
      chatUnread: state.chatUnread,
    })),
  );
  const { setDrawerOpen } = ui;

  useDrawerAutoOpen(user, width);
  usePageStartFocus(menuIdOf(pathname));

  useRealtime(user?.id, user?.companyId);
  useLanguageKeptOnAccount(user !== null);
  useDeepLinks(user !== null);
  useSubscriptionExpired(user);
  // Replies kept on this machine go out after a reload, whichever page opens first.
  useEffect(restoreOutbox, [user?.id]);
  const connectionWarning = useConnectionWarning(user?.companyId);
  const menu = useMemo(() => (user ? visibleMenu({ user, cshow: hasCampaignsFlag() }) : null), [user]);

  if (!user || !menu) {
    return null;
  }

  const go = (path: string) => {
    void navigate(path);
    if (overlay) {
      setDrawerOpen(false);
    }
  };

  return (
    <div className={styles.root} data-testid="app-shell">
      <SkipLink />
      <TopBarContainer user={user} onOpenProfile={() => setProfileOpen(true)} />
      <div className={styles.body}>
        <SideMenu
          menu={menu}
          open={ui.drawerOpen}
          type={overlay ? 'overlay' : 'inline'}
          selectedId={menuIdOf(pathname)}
          connectionWarning={connectionWarning}
          chatUnread={ui.chatUnread}
          onNavigate={go}
          onOpenChange={setDrawerOpen}
        />
        <main id={MAIN_ID} className={styles.content}>
          <SubscriptionWarning dueDate={user.company.dueDate} />
          <Outlet />
        </main>
      </div>
      <ProfileModal user={user} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </div>
  );
}
