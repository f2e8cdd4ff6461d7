import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureServerUrl } from './api/index.ts';
import { App } from './app/App.tsx';
import { adoptDeepLink } from './app/deepLink.ts';
import { createAppRouter } from './app/router.tsx';
import { restoreSession } from './app/session.ts';
import { initI18n } from './i18n/index.ts';
import { detectPlatform, installPlatform, type Preferences } from './platform/index.ts';
import { hydratePreferences } from './state/preferences.ts';

/** Boot: platform, saved preferences and language first, then the first render; the session resumes meanwhile. */
async function boot(): Promise<void> {
  const platform = installPlatform(detectPlatform());
  if (platform.kind !== 'electron') {
    adoptDeepLink();
  }
  const stored: Preferences = await platform.loadPreferences().catch(() => ({}));
  // The saved server address only matters in Electron; the web build talks to its own origin.
  configureServerUrl(platform.kind === 'electron' ? stored.serverUrl : undefined);
  const preferences = await hydratePreferences(stored);
  document.documentElement.dataset['theme'] = preferences.theme;
  await initI18n(preferences.language);
  void restoreSession();

  const container = document.getElementById('root');
  if (!container) {
    throw new Error('The page has no #root element');
  }
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void boot();
