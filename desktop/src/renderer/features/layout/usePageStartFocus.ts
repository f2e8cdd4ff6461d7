import { useEffect, useRef } from 'react';
import { focusPageStart, MAIN_ID } from '../../components/focus/pageStart.ts';
import { offerSkipLinkOnNextTab } from './SkipLink.tsx';

/**
 * Puts focus on the page's heading when the signed-in frame appears (after sign-in) and whenever the
 * user moves to another screen (`section`: the menu item of the location, so opening a ticket of the
 * same screen leaves focus where it is). Pages load lazily and the router keeps the previous page on
 * screen meanwhile, so it waits for a heading other than the one it focused last. On the frame's first
 * page the next Tab goes to the skip link, the page's first Tab stop.
 */
export function usePageStartFocus(section: string): void {
  const lastHeading = useRef<Element | null>(null);

  useEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (!main) {
      return undefined;
    }
    const newHeading = () => {
      const heading = main.querySelector('h1');
      return heading !== null && heading !== lastHeading.current ? heading : null;
    };
    const focusNewHeading = () => {
      const heading = newHeading();
      if (heading) {
        const arriving = lastHeading.current === null;
        lastHeading.current = heading;
        focusPageStart();
        if (arriving) {
          offerSkipLinkOnNextTab();
        }
      }
      return heading !== null;
    };
    if (focusNewHeading()) {
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (focusNewHeading()) {
        observer.disconnect();
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [section]);
}
