import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { onNoPermission } from '../api/noPermission.ts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { selectLanding, selectSessionStatus, selectUser, useSessionStore } from '../state/session.ts';
import { hasAccess, type AccessContext } from './access.ts';
import type { Denial, PageRoute } from './routes.ts';
import { needsServerAddress } from './serverChoice.ts';
import { hasCampaignsFlag } from './session.ts';

/** Where a visitor sent to sign in was going (a link to a ticket), kept in the /login entry's history state. */
type SignInState = { from?: string } | null;

/** Private routes: unauthenticated users go to /login, which brings them back here once signed in. */
export function RequireAuth() {
  const status = useSessionStore(selectSessionStatus);
  const location = useLocation();
  if (status === 'loading') {
    return <PageSpinner />;
  }
  const from = `${location.pathname}${location.search}`;
  return status === 'authenticated' ? <Outlet /> : <Navigate to="/login" replace state={{ from } satisfies SignInState} />;
}

/** Public routes: authenticated users go where a link was taking them, else `/` (/tickets right after signing in). */
export function PublicOnly() {
  const status = useSessionStore(selectSessionStatus);
  const landing = useSessionStore(selectLanding);
  const from = (useLocation().state as SignInState)?.from;
  if (needsServerAddress()) {
    return <Navigate to="/server" replace />;
  }
  if (status === 'loading') {
    return <PageSpinner />;
  }
  return status === 'authenticated' ? <Navigate to={from && from !== '/' ? from : landing} replace /> : <Outlet />;
}

/** The desktop app's server address screen, only while no server is chosen. */
export function ServerAddressOnly() {
  return needsServerAddress() ? <Outlet /> : <Navigate to="/login" replace />;
}

export function denialFor(route: PageRoute, context: AccessContext): Denial | null {
  if (hasAccess(route.access, context)) {
    return null;
  }
  if (route.access?.cshow && !context.cshow) {
    return 'missing';
  }
  return route.denial ?? 'unauthorized';
}

/** A private page: checks profile, plan flags and `cshow`, then loads its chunk. */
export function GatedPage({ route, component: Page }: { route: PageRoute; component: ComponentType }) {
  const user = useSessionStore(selectUser);
  // The route the server refused a call of (ERR_NO_PERMISSION): kept by path, so the page reached next starts afresh.
  const [refusedPath, setRefusedPath] = useState<string | null>(null);
  const gatedByPlan = route.access?.flag !== undefined;
  // The server is the judge of plan flags: a feature page it refuses leaves like one the session's plan refuses.
  useEffect(() => (gatedByPlan ? onNoPermission(() => setRefusedPath(route.path)) : undefined), [gatedByPlan, route.path]);
  const refusedByServer = refusedPath === route.path;
  const denial = useMemo(
    () => (refusedByServer ? 'unauthorized' : user ? denialFor(route, { user, cshow: hasCampaignsFlag() }) : 'missing'),
    [route, user, refusedByServer],
  );

  switch (denial) {
    case null:
      return (
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      );
    case 'home':
      return <Navigate to="/tickets" replace />;
    case 'missing':
      return <Navigate to="/" replace />;
    case 'unauthorized':
      return <AccessDenied />;
    case 'info':
      return <AccessDenied infoKey="announcements.toasts.info" />;
  }
}
