import {
  Badge,
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Slider,
  Spinner,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  PersonCircle20Regular,
  Person20Regular,
  SignOut20Regular,
  Speaker220Regular,
  SpeakerMute20Regular,
  WeatherMoon20Regular,
  WeatherSunny20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { DESKTOP_OPTIONS, VOLUME_STEP, type DesktopOption, type Theme } from '../../state/preferences.ts';
import type { RealtimeStatus } from '../../state/realtime.ts';

const useStyles = makeStyles({
  volume: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground2,
  },
  slider: {
    width: '96px',
    minWidth: '96px',
  },
  // The greeting gives way first; the badge keeps its text inside its box.
  status: { flexShrink: 0 },
});

export function ThemeToggle({ theme, onToggle }: { theme: Theme; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('topbar.lightTheme') : t('topbar.darkTheme');
  return (
    <ToggleButton
      appearance="subtle"
      checked={theme === 'dark'}
      icon={theme === 'dark' ? <WeatherSunny20Regular /> : <WeatherMoon20Regular />}
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-testid="theme-toggle"
    />
  );
}

export type VolumeControlProps = {
  volume: number;
  onChange: (volume: number) => void;
  /** A narrow window: a speaker button whose popover holds the slider. */
  compact?: boolean;
};

export function VolumeControl({ volume, onChange, compact = false }: VolumeControlProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const icon = volume === 0 ? <SpeakerMute20Regular /> : <Speaker220Regular />;
  const slider = (
    <Slider
      className={styles.slider}
      size="small"
      min={0}
      max={1}
      step={VOLUME_STEP}
      value={volume}
      onChange={(_event, data) => onChange(data.value)}
      aria-label={t('topbar.volume')}
      data-testid="volume-slider"
    />
  );
  if (compact) {
    return (
      <Popover positioning="below-end">
        <PopoverTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={icon} aria-label={t('topbar.volume')} title={t('topbar.volume')} data-testid="volume-button" />
        </PopoverTrigger>
        <PopoverSurface>{slider}</PopoverSurface>
      </Popover>
    );
  }
  return (
    <div className={styles.volume} title={t('topbar.volume')}>
      {icon}
      {slider}
    </div>
  );
}

/** Visible only while the socket is down; cleared on reconnect. Compact: the spinner alone, the text as its label. */
export function RealtimeStatusBadge({ status, compact = false }: { status: RealtimeStatus; compact?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (status !== 'reconnecting') {
    return null;
  }
  const label = t('realtime.reconnecting');
  return (
    <Badge
      className={styles.status}
      appearance="tint"
      color="warning"
      role="status"
      icon={<Spinner size="extra-tiny" />}
      {...(compact ? { 'aria-label': label, title: label } : {})}
      data-testid="realtime-status"
      data-state={status}
    >
      {compact ? null : label}
    </Badge>
  );
}

/** On a narrow window the theme and reload buttons move into the account menu, so the bar fits. */
export type MovedControls = { theme: Theme; onToggleTheme: () => void; onRefresh: () => void };

/** The desktop app's system options, kept on the machine (absent on the web). */
export type DesktopOptions = {
  values: Record<DesktopOption, boolean>;
  onChange: (option: DesktopOption, on: boolean) => void;
};

export function ProfileMenu({
  onOpenProfile,
  onLogout,
  moved,
  desktopOptions,
}: {
  onOpenProfile: () => void;
  onLogout: () => void;
  moved?: MovedControls;
  desktopOptions?: DesktopOptions | undefined;
}) {
  const { t } = useTranslation();
  const checked = desktopOptions ? DESKTOP_OPTIONS.filter((option) => desktopOptions.values[option]) : [];
  return (
    <Menu
      checkedValues={{ desktop: checked }}
      onCheckedValueChange={(_event, { name, checkedItems }) => {
        if (name !== 'desktop' || !desktopOptions) {
          return;
        }
        for (const option of DESKTOP_OPTIONS) {
          const on = checkedItems.includes(option);
          if (on !== desktopOptions.values[option]) {
            desktopOptions.onChange(option, on);
          }
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<PersonCircle20Regular />}
          aria-label={t('topbar.account')}
          title={t('topbar.account')}
          data-testid="profile-menu"
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {moved && (
            <>
              <MenuItem
                icon={moved.theme === 'dark' ? <WeatherSunny20Regular /> : <WeatherMoon20Regular />}
                onClick={moved.onToggleTheme}
                data-testid="theme-toggle"
              >
                {moved.theme === 'dark' ? t('topbar.lightTheme') : t('topbar.darkTheme')}
              </MenuItem>
              <MenuItem icon={<ArrowClockwise20Regular />} onClick={moved.onRefresh} data-testid="refresh-button">
                {t('topbar.refresh')}
              </MenuItem>
            </>
          )}
          <MenuItem icon={<Person20Regular />} onClick={onOpenProfile} data-testid="profile-open">
            {t('topbar.profile')}
          </MenuItem>
          <MenuItem icon={<SignOut20Regular />} onClick={onLogout} data-testid="logout">
            {t('topbar.logout')}
          </MenuItem>
          {desktopOptions && (
            <>
              <MenuDivider />
              <MenuGroup>
                <MenuGroupHeader>{t('topbar.desktopOptions')}</MenuGroupHeader>
                {DESKTOP_OPTIONS.map((option) => (
                  <MenuItemCheckbox key={option} name="desktop" value={option} data-testid={`desktop-option-${option}`}>
                    {t(`topbar.${option}`)}
                  </MenuItemCheckbox>
                ))}
              </MenuGroup>
            </>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
