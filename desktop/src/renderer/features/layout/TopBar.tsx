import type { Language, SessionUser } from '@balcao/shared';
import { Button, Hamburger, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates.ts';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import type { Theme } from '../../state/preferences.ts';
import type { RealtimeStatus } from '../../state/realtime.ts';
import { ProfileMenu, RealtimeStatusBadge, ThemeToggle, VolumeControl, type DesktopOptions } from './TopBarControls.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorBrandBackground}`,
    boxShadow: tokens.shadow4,
    zIndex: 1,
  },
  compactBar: { gap: tokens.spacingHorizontalXXS, padding: `0 ${tokens.spacingHorizontalXS}` },
  // What is left of the bar on a narrow window; the controls never shrink, so they stay on screen.
  spacer: { flexGrow: 1 },
  greeting: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  dueDate: {
    color: tokens.colorNeutralForeground3,
  },
});

export type TopBarProps = {
  user: SessionUser;
  isAdmin: boolean;
  drawerOpen: boolean;
  theme: Theme;
  volume: number;
  language: Language;
  realtimeStatus: RealtimeStatus;
  /** A narrow window: no greeting, the volume behind a button, the reconnecting badge as an icon. */
  compact?: boolean;
  /** The unread-tickets popover (a container of the tickets feature). */
  notifications?: ReactNode;
  onToggleDrawer: () => void;
  onToggleTheme: () => void;
  onVolumeChange: (volume: number) => void;
  onLanguageChange: (language: Language) => void;
  onRefresh: () => void;
  onOpenProfile: () => void;
  onLogout: () => void;
  /** Start with the system, close to tray: only in the desktop app. */
  desktopOptions?: DesktopOptions | undefined;
};

export function TopBar(props: TopBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { user, isAdmin, compact = false } = props;
  const dueDate = user.company.dueDate;

  return (
    <header
      className={mergeClasses(styles.bar, compact && styles.compactBar)}
      data-testid="top-bar"
      data-realtime={props.realtimeStatus}
      data-compact={compact}
    >
      <Hamburger
        onClick={props.onToggleDrawer}
        aria-expanded={props.drawerOpen}
        aria-label={t('topbar.toggleDrawer')}
        title={t('topbar.toggleDrawer')}
        data-testid="drawer-toggle"
      />
      {compact ? (
        <span className={styles.spacer} />
      ) : (
        <Text className={styles.greeting} data-testid="greeting">
          {t('topbar.greeting', { name: user.name, company: user.company.name })}
          {isAdmin && dueDate !== null && (
            <span className={styles.dueDate} data-testid="greeting-due-date">
              {' · '}
              {t('topbar.dueDate', { date: formatDate(dueDate) })}
            </span>
          )}
        </Text>
      )}
      <RealtimeStatusBadge status={props.realtimeStatus} compact={compact} />
      <LanguageMenu value={props.language} onChange={props.onLanguageChange} triggerTestId="language-picker" />
      {!compact && <ThemeToggle theme={props.theme} onToggle={props.onToggleTheme} />}
      <VolumeControl volume={props.volume} onChange={props.onVolumeChange} compact={compact} />
      {!compact && (
        <Button
          appearance="subtle"
          icon={<ArrowClockwise20Regular />}
          onClick={props.onRefresh}
          aria-label={t('topbar.refresh')}
          title={t('topbar.refresh')}
          data-testid="refresh-button"
        />
      )}
      {props.notifications}
      <ProfileMenu
        onOpenProfile={props.onOpenProfile}
        onLogout={props.onLogout}
        desktopOptions={props.desktopOptions}
        moved={compact ? { theme: props.theme, onToggleTheme: props.onToggleTheme, onRefresh: props.onRefresh } : undefined}
      />
    </header>
  );
}
