import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Where `npm run dev -w @balcao/server` listens (override with BALCAO_DEV_API=http://host:port). */
const API_TARGET = process.env['BALCAO_DEV_API'] ?? 'http://localhost:8080';

/**
 * Every path prefix the API answers at. The renderer uses a hash router, so none of these
 * collide with a page: the dev server only serves `/`, its modules and assets.
 */
const API_PREFIXES = [
  '/auth',
  '/version',
  '/companies',
  '/plans',
  '/settings',
  '/users',
  '/whatsapp',
  '/whatsappsession',
  '/tickets',
  '/ticket',
  '/ticket-notes',
  '/ticket-tags',
  '/messages',
  '/contacts',
  '/contact-lists',
  '/contact-list-items',
  '/queue',
  '/queue-options',
  '/queueIntegration',
  '/tags',
  '/quick-messages',
  '/schedules',
  '/helps',
  '/invoices',
  '/subscription',
  '/dashboard',
  '/announcements',
  '/chats',
  '/prompt',
  '/files',
  '/campaigns',
  '/campaign-settings',
  '/forgetpassword',
  '/resetpasswords',
  '/public',
  '/api',
] as const;

function apiProxy(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {};
  for (const prefix of API_PREFIXES) {
    proxy[prefix] = { target: API_TARGET, changeOrigin: false };
  }
  proxy['/socket.io'] = { target: API_TARGET, ws: true, changeOrigin: false };
  return proxy;
}

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the same build loads from the server and from file:// in Electron.
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'fluent', test: /node_modules[\\/]@fluentui[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
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
