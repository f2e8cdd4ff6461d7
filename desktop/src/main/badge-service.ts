import type { ShellLabels } from './shell-labels.ts';

export type BadgeServiceOptions<Image> = {
  platform: NodeJS.Platform;
  /** `app.setBadgeCount`: the dock badge on macOS, the launcher count on Linux (Unity-style launchers). */
  setBadgeCount(count: number): boolean;
  /** The Windows taskbar overlay of the main window (`win.setOverlayIcon`); null when there is no window. */
  getOverlayTarget(): { setOverlayIcon(overlay: Image | null, description: string): void } | null;
  overlayIcon: Image;
  /** Also shown on every platform: the tray tooltip and icon. */
  tray: { setUnreadCount(count: number): void } | null;
  labels: ShellLabels;
};

export type BadgeService = {
  /** Shows `count` unread messages on the OS surfaces; returns false when nothing changed. */
  setUnreadCount(count: number): boolean;
  /** Re-applies the current count, e.g. to a window that was just created. */
  refresh(): void;
};

/**
 * The unread badge: `app.setBadgeCount` on macOS and Linux, a taskbar overlay icon on Windows
 * (where Electron has no badge count), plus the tray everywhere. Like Element's badge.ts.
 */
export function createBadgeService<Image>(options: BadgeServiceOptions<Image>): BadgeService {
  let current = 0;

  function render(): void {
    options.tray?.setUnreadCount(current);
    if (options.platform === 'win32') {
      const description = current > 0 ? options.labels.unread(current) : '';
      options.getOverlayTarget()?.setOverlayIcon(current > 0 ? options.overlayIcon : null, description);
    } else {
      options.setBadgeCount(current);
    }
  }

  return {
    setUnreadCount(count) {
      if (!Number.isSafeInteger(count) || count < 0) {
        throw new RangeError(`Unread count must be a non-negative integer, got ${count}`);
      }
      if (count === current) {
        return false;
      }
      current = count;
      render();
      return true;
    },
    refresh: render,
  };
}
