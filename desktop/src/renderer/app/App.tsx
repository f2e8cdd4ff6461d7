import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AccountElsewhereDialog } from '../components/AccountElsewhereDialog.tsx';
import { useQuietPageFocus } from '../components/focus/useQuietPageFocus.ts';
import { AppToaster } from '../components/toast.tsx';
import { usePreferencesStore } from '../state/preferences.ts';
import { fluentThemeOf } from '../theme/themes.ts';
import { useReducedMotion } from '../theme/useReducedMotion.ts';
import type { createAppRouter } from './router.tsx';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

type AppRouter = ReturnType<typeof createAppRouter>;

/** Theme, the single toaster, the account-elsewhere notice and the router. */
export function App({ router }: { router: AppRouter }) {
  const styles = useStyles();
  useReducedMotion();
  useQuietPageFocus();
  const theme = usePreferencesStore((state) => state.theme);

  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  return (
    // The page styles sit on an inner element: FluentProvider copies its className to every portal
    // (toasts, dialogs), and a full-height background there covered the whole screen under a toast.
    <FluentProvider theme={fluentThemeOf(theme)} data-testid="app-root" data-theme={theme}>
      <div className={styles.root}>
        <AppToaster />
        <AccountElsewhereDialog />
        <RouterProvider router={router} />
      </div>
    </FluentProvider>
  );
}
