import type { NotificationConstructorOptions } from 'electron';
import type { NotificationRequest } from '../common/bridge.ts';

/** The part of an Electron Notification used here. */
export type NotificationLike = {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
  close(): void;
};

/** Electron's `Notification` class (constructor plus static `isSupported`), injected. */
export type NotificationConstructor = {
  new (options: NotificationConstructorOptions): NotificationLike;
  isSupported(): boolean;
};

export type NotificationServiceOptions = {
  Notification: NotificationConstructor;
  /** Restores and focuses the main window. */
  focusWindow(): void;
  /** Tells the renderer which notification was clicked (`notify:clicked`, tag or ''). */
  notifyClicked(tag: string): void;
};

export type NotificationService = {
  /** Shows a native notification; false when the OS has no notification support. */
  show(request: NotificationRequest): boolean;
  /** Number of notifications still on screen (kept referenced so their click handlers survive GC). */
  readonly openCount: number;
};

/**
 * Native notifications with the web `tag` semantics the renderer already knows: a new notification
 * replaces an open one with the same tag. Clicking one focuses the window and emits its tag.
 */
export function createNotificationService(options: NotificationServiceOptions): NotificationService {
  const open = new Map<string, NotificationLike>();
  let untagged = 0;

  return {
    show(request) {
      if (!options.Notification.isSupported()) {
        return false;
      }
      const key = request.tag ?? `untagged:${(untagged += 1)}`;
      const previous = open.get(key);
      if (previous) {
        open.delete(key);
        previous.close();
      }
      const notification = new options.Notification({
        title: request.title,
        body: request.body,
        ...(request.tag === undefined ? {} : { id: request.tag }),
      });
      const forget = (): void => {
        if (open.get(key) === notification) {
          open.delete(key);
        }
      };
      notification.on('click', () => {
        forget();
        options.focusWindow();
        options.notifyClicked(request.tag ?? '');
      });
      notification.on('close', forget);
      open.set(key, notification);
      notification.show();
      return true;
    },
    get openCount() {
      return open.size;
    },
  };
}
