/** The main landmark's id, the skip link's target. */
export const MAIN_ID = 'main-content';

/** Set on a page start focused while the user works with a pointer: its focus ring stays hidden. */
export const QUIET_FOCUS_ATTRIBUTE = 'data-quiet-focus';

/** The page's heading (its h1 inside the main landmark), else the main landmark itself. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

let lastInput: 'keyboard' | 'pointer' | null = null;
let watchingInput = false;

/** Notes whether the user last pressed a key or a pointer, for the page start's focus ring. */
export function watchInput(): void {
  if (watchingInput) {
    return;
  }
  watchingInput = true;
  document.addEventListener('keydown', () => (lastInput = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
}

/**
 * Moves focus to the start of the page; false while the page has not rendered its heading or landmark
 * yet. The heading shows its focus ring only when a key brought the user here: browsers decide that
 * differently for focus moved by script (some ring it after any click), so the app decides itself.
 */
export function focusPageStart(): boolean {
  watchInput();
  const target = pageStart();
  if (!target) {
    return false;
  }
  if (!target.hasAttribute('tabindex')) {
    // Focusable by script only, so headings do not become Tab stops.
    target.tabIndex = -1;
  }
  if (lastInput === 'keyboard') {
    target.removeAttribute(QUIET_FOCUS_ATTRIBUTE);
  } else {
    target.setAttribute(QUIET_FOCUS_ATTRIBUTE, '');
    target.addEventListener('blur', () => target.removeAttribute(QUIET_FOCUS_ATTRIBUTE), { once: true });
  }
  target.focus();
  return true;
}

/** Nothing holds focus (it fell to the body when what had it was removed). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
