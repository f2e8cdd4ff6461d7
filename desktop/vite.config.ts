import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
// A relative import: the config is bundled by Vite, whereas Node cannot strip types under node_modules.
import { API_PREFIXES, isPageRequest } from '../shared/src/web-paths.ts';
import { precompress } from './scripts/precompress.ts';
import { signInBudget } from './scripts/sign-in-budget.ts';

/** Where `npm run dev -w @balcao/server` listens (override with BALCAO_DEV_API=http://host:port). */
const API_TARGET = process.env['BALCAO_DEV_API'] ?? 'http://localhost:8080';

function apiProxy(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {};
  for (const prefix of API_PREFIXES) {
    proxy[prefix] = {
      target: API_TARGET,
      changeOrigin: false,
      // A screen opened by its plain address (`/tickets/42`) gets the app, as from the server.
      bypass: (request) =>
        isPageRequest({
          method: request.method ?? 'GET',
          path: (request.url ?? '/').split('?')[0] ?? '/',
          accept: request.headers.accept ?? '',
        })
          ? '/index.html'
          : undefined,
    };
  }
  proxy['/socket.io'] = { target: API_TARGET, ws: true, changeOrigin: false };
  return proxy;
}

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the same build loads from the server and from file:// in Electron.
  base: './',
  plugins: [
    react(),
    signInBudget({
      // The sign-in screen and the language it shows first (pt) load lazily, yet always on that page.
      lazyModules: ['/src/renderer/features/login/LoginPage.tsx', '/src/renderer/i18n/pt.ts'],
      budgetKb: 310,
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy(),
  },
  preview: {
    port: 4173,
    proxy: apiProxy(),
  },
});
