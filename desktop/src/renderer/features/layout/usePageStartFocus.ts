import { useEffect } from 'react';
import { focusPageStart, MAIN_ID } from '../../components/focus/pageStart.ts';

/**
 * Puts focus on the page's heading when the signed-in frame appears (after sign-in) and whenever the
 * user moves to another screen (`section`: the menu item of the location, so opening a ticket of the
 * same screen leaves focus where it is). Pages load lazily, so it waits until the heading renders.
 */
export function usePageStartFocus(section: string): void {
  useEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (!main) {
      return undefined;
    }
    const headingShown = () => main.querySelector('h1') !== null;
    if (headingShown()) {
      focusPageStart();
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (headingShown()) {
        observer.disconnect();
        focusPageStart();
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [section]);
}
