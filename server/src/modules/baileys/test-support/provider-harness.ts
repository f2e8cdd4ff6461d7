import type { ConnectionStatus } from '@balcao/shared';
import type { WAMessage } from '@whiskeysockets/baileys';
import { createLogger } from '../../../logger.ts';
import type { ProviderEvents, ProviderTarget } from '../../../platform/messaging/connection-provider.ts';
import type { PgAuthStore } from '../auth-store.ts';
import { BaileysProvider } from '../baileys-provider.ts';
import { PINNED_WA_WEB_VERSION } from '../wa-version.ts';
import { FakeSocket, TestClock } from './fake-socket.ts';

export type ProviderUnderTest = {
  provider: BaileysProvider;
  clock: TestClock;
  sockets: FakeSocket[];
  /** The socket made last. */
  socket: () => FakeSocket;
  downloads: WAMessage[];
  statuses: ConnectionStatus[];
  qrCodes: string[];
  seen: { [K in keyof ProviderEvents]: ProviderEvents[K][] };
};

type Options = { target?: Partial<ProviderTarget>; download?: (message: WAMessage) => Promise<Buffer> };

/** A Baileys provider on the real auth store, with a fake WhatsApp socket and a test clock. */
export function providerUnderTest(
  store: PgAuthStore,
  connection: { id: number; companyId: number },
  options: Options = {},
): ProviderUnderTest {
  const clock = new TestClock();
  const sockets: FakeSocket[] = [];
  const downloads: WAMessage[] = [];
  const provider = new BaileysProvider(
    { id: connection.id, companyId: connection.companyId, provider: 'beta', paired: false, ...options.target },
    {
      auth: store,
      version: PINNED_WA_WEB_VERSION,
      logger: createLogger('silent'),
      makeSocket: (config) => {
        const socket = new FakeSocket(config);
        sockets.push(socket);
        return socket;
      },
      download: (message) => {
        downloads.push(message);
        return options.download ? options.download(message) : Promise.resolve(Buffer.from(`bytes of ${message.key.id ?? ''}`));
      },
      schedule: clock.schedule,
      random: () => 0.5,
    },
  );
  const seen: ProviderUnderTest['seen'] = { qr: [], status: [], message: [], ack: [], edit: [], revoke: [], call: [] };
  for (const event of Object.keys(seen) as (keyof ProviderEvents)[]) {
    provider.events.on(event, (payload) => (seen[event] as unknown[]).push(payload));
  }
  return {
    provider,
    clock,
    sockets,
    socket: () => {
      const socket = sockets.at(-1);
      if (!socket) {
        throw new Error('no socket was made');
      }
      return socket;
    },
    downloads,
    get statuses() {
      return seen.status.map(({ status }) => status);
    },
    get qrCodes() {
      return seen.qr.map(({ qrcode }) => qrcode);
    },
    seen,
  };
}
