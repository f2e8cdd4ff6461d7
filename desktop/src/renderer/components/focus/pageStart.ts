/** The main landmark's id, the skip link's target. */
export const MAIN_ID = 'main-content';

/** The page's heading (its h1 inside the main landmark), else the main landmark itself. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

/** Moves focus to the start of the page; false while the page has not rendered its heading or landmark yet. */
export function focusPageStart(): boolean {
  const target = pageStart();
  if (!target) {
    return false;
  }
  if (!target.hasAttribute('tabindex')) {
    // Focusable by script only, so headings do not become Tab stops.
    target.tabIndex = -1;
  }
  target.focus();
  return true;
}

/** Nothing holds focus (it fell to the body when what had it was removed). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
