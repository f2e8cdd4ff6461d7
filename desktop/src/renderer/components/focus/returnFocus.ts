import { focusIsLost, focusPageStart } from './pageStart.ts';

/**
 * What opened a dialog: the focused element, except a menu item (the menu closes as the dialog
 * opens), which stands for the button that opened its menu.
 */
export function openerOf(focused: Element | null): HTMLElement | null {
  if (!(focused instanceof HTMLElement) || focused === document.body) {
    return null;
  }
  // Fluent labels a menu by its trigger.
  const triggerId = focused.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (triggerId ? document.getElementById(triggerId) : null) ?? focused;
}

/** Fluent's own restorer may have run first and sent focus to the last restore target it saw. */
function focusTakenByRestorer(): boolean {
  return document.activeElement?.getAttribute('data-tabster')?.includes('"restorer"') ?? false;
}

/**
 * Gives focus back to a closed dialog's opener, or to the page's heading when the opener is gone
 * (a deleted row) and focus is lost. Focus someone already placed elsewhere is left there.
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (!focusIsLost() && !focusTakenByRestorer()) {
    return;
  }
  if (opener?.isConnected) {
    opener.focus();
    if (document.activeElement === opener) {
      return;
    }
  }
  focusPageStart();
}
