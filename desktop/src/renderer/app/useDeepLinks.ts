import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getPlatform } from '../platform/index.ts';

/** The only routes a deep link may open (main checks the same). */
const DEEP_LINK_ROUTE = /^\/tickets\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Opens the ticket a balcao:// link or a notification click asked for. Mounted in the signed-in
 * frame, so a link that started the app waits through the sign-in page, then opens; later links
 * arrive while the app runs.
 */
export function useDeepLinks(signedIn: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) {
      return undefined;
    }
    let current = true;
    const openWaiting = (): void => {
      getPlatform()
        .takeDeepLink()
        .then((route) => {
          if (current && route !== null && DEEP_LINK_ROUTE.test(route)) {
            void navigate(route);
          }
        })
        .catch(() => undefined);
    };
    openWaiting();
    const unsubscribe = getPlatform().onDeepLink(openWaiting);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [signedIn, navigate]);
}
