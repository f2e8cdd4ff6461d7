import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { GatedPage, PublicOnly, RequireAuth, ServerAddressOnly } from './guards.tsx';
import { PAGE_ROUTES } from './routes.ts';

const LoginPage = lazy(() => import('../features/login/LoginPage.tsx'));
const SignupPage = lazy(() => import('../features/login/SignupPage.tsx'));
const ForgetPasswordPage = lazy(() => import('../features/login/ForgetPasswordPage.tsx'));
const ServerAddressPage = lazy(() => import('../features/login/ServerAddressPage.tsx'));
// The signed-in shell (menus, realtime socket, icons) stays off the sign-in page.
const AppShell = lazy(() => import('../features/layout/AppShell.tsx').then((module) => ({ default: module.AppShell })));

function suspended(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** The route tree; hash-based so the server keeps `/tickets` etc. for the API and Electron can load files. */
export function appRoutes(): RouteObject[] {
  const pages: RouteObject[] = PAGE_ROUTES.map((route) => ({
    path: route.path,
    element: <GatedPage route={route} component={lazy(route.load)} />,
  }));
  return [
    { element: <ServerAddressOnly />, children: [{ path: '/server', element: suspended(ServerAddressPage) }] },
    {
      element: <PublicOnly />,
      children: [
        { path: '/login', element: suspended(LoginPage) },
        { path: '/signup', element: suspended(SignupPage) },
        { path: '/forgetpsw', element: suspended(ForgetPasswordPage) },
      ],
    },
    {
      element: <RequireAuth />,
      children: [{ element: suspended(AppShell), children: pages }],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export function createAppRouter() {
  return createHashRouter(appRoutes());
}
