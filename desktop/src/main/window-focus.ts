/** The part of a BrowserWindow needed to bring it to the front. */
export type FocusableWindow = {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
};

/** Restores, shows and focuses the window; false when there is no live window to focus. */
export function focusWindow(window: FocusableWindow | null | undefined): boolean {
  if (!window || window.isDestroyed()) {
    return false;
  }
  if (window.isMinimized()) {
    window.restore();
  }
  window.show();
  window.focus();
  return true;
}
