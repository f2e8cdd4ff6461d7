import { APP_VERSION, DRAWER_WIDTH } from '@balcao/shared';
import {
  Badge,
  Caption1,
  makeStyles,
  NavCategory,
  NavCategoryItem,
  NavDivider,
  NavDrawer,
  NavDrawerBody,
  NavItem,
  NavSectionHeader,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components';
import { Warning12Filled } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGNS_ICON, type MenuItem, type MenuModel } from './menuItems.ts';

const useStyles = makeStyles({
  drawer: {
    width: `${DRAWER_WIDTH}px`,
    minWidth: `${DRAWER_WIDTH}px`,
    height: '100%',
  },
  label: {
    flexGrow: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  version: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground3,
  },
});

export type SideMenuProps = {
  menu: MenuModel;
  open: boolean;
  type: 'inline' | 'overlay';
  selectedId: string;
  connectionWarning: boolean;
  chatUnread: boolean;
  onNavigate: (path: string) => void;
  onOpenChange: (open: boolean) => void;
};

/** The side drawer: 240 px, inline on wide windows and an overlay on narrow ones. */
export function SideMenu({ menu, open, type, selectedId, connectionWarning, chatUnread, onNavigate, onOpenChange }: SideMenuProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  // Plain clicks stay inside the router; modified clicks (new tab) keep the href.
  const follow = (item: MenuItem) => (event: MouseEvent) => {
    if (!event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      onNavigate(item.path);
    }
  };
  const badgeOf = (item: MenuItem) => {
    if (item.badge === 'connection-warning' && connectionWarning) {
      return (
        <Badge
          size="small"
          color="warning"
          icon={<Warning12Filled />}
          aria-label={t('menu.connectionWarning')}
          title={t('menu.connectionWarning')}
          data-testid="connection-warning"
        />
      );
    }
    if (item.badge === 'chat-unread' && chatUnread) {
      return <Badge size="extra-small" color="danger" aria-label={t('menu.chatUnread')} data-testid="chat-unread" />;
    }
    return null;
  };
  const renderItem = (item: MenuItem) => {
    const Icon = item.icon;
    return (
      <NavItem
        key={item.id}
        value={item.id}
        href={`#${item.path}`}
        icon={<Icon />}
        onClick={follow(item)}
        data-testid={`menu-item-${item.id}`}
      >
        <span className={styles.item}>
          <span className={styles.label}>{t(`menu.${item.label}`)}</span>
          {badgeOf(item)}
        </span>
      </NavItem>
    );
  };

  return (
    <NavDrawer
      className={styles.drawer}
      open={open}
      type={type}
      selectedValue={selectedId}
      defaultOpenCategories={menu.campaigns.some((item) => item.id === selectedId) ? ['campaigns'] : []}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      aria-label={t('menu.navigation')}
      data-testid="side-menu"
    >
      <NavDrawerBody>
        {menu.main.map(renderItem)}
        {menu.campaigns.length > 0 && (
          <NavCategory value="campaigns">
            <NavCategoryItem icon={<CAMPAIGNS_ICON />} data-testid="menu-group-campaigns">
              {t('menu.campaigns')}
            </NavCategoryItem>
            <NavSubItemGroup>
              {menu.campaigns.map((item) => (
                <NavSubItem
                  key={item.id}
                  value={item.id}
                  href={`#${item.path}`}
                  onClick={follow(item)}
                  data-testid={`menu-item-${item.id}`}
                >
                  {t(`menu.${item.label}`)}
                </NavSubItem>
              ))}
            </NavSubItemGroup>
          </NavCategory>
        )}
        {menu.features.map(renderItem)}
        {menu.admin.length > 0 && (
          <>
            <NavDivider />
            <NavSectionHeader>{t('menu.administration')}</NavSectionHeader>
            {menu.admin.map(renderItem)}
            <Caption1 className={styles.version} data-testid="menu-version">
              {t('menu.version', { version: APP_VERSION })}
            </Caption1>
          </>
        )}
      </NavDrawerBody>
    </NavDrawer>
  );
}
