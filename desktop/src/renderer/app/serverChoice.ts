import { getPlatform } from '../platform/index.ts';

/**
 * True in the desktop app while it shows its bundled pages (no server chosen yet): they cannot sign
 * in anywhere, so the address screen comes first. Once a server is chosen the window loads that
 * server's own pages, and this is false.
 */
export function needsServerAddress(): boolean {
  return getPlatform().needsServerAddress();
}
