import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLogger } from '../../logger.ts';
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { InboundSink } from '../../platform/messaging/inbound-sink.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { SandboxProvider } from '../sandbox/sandbox-provider.ts';
import { LocalSessions } from './session-runtime.ts';

/** A sink whose stores finish when the test says: `finish(body)` completes the message with that body. */
function holdingSink() {
  const waiting = new Map<string, () => void>();
  const sink: InboundSink = {
    receive: (_connection, message: InboundMessage) => new Promise<void>((resolve) => waiting.set(message.body, resolve)),
    receiveAck: () => Promise.resolve(),
    receiveEdit: () => Promise.resolve(),
    receiveRevoke: () => Promise.resolve(),
    receiveCall: () => Promise.resolve(),
  };
  return { sink, finish: (body: string) => waiting.get(body)?.() };
}

async function phoneWith(sink: InboundSink) {
  // Messages never touch the connection row: the entity manager and realtime serve status changes only.
  const sessions = new LocalSessions({ em: {} as EntityManager, realtime: {} as Realtime, sink, logger: createLogger('silent') });
  const phone = new SandboxProvider(
    { id: 1, companyId: 1, provider: 'sandbox', paired: true },
    { record: () => undefined, catchUp: () => undefined, loggedOut: () => undefined, closed: () => undefined },
  );
  sessions.attach(1, 1, phone);
  await phone.start();
  return { sessions, phone };
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('waiting for what a connection was handed', () => {
  it('a message is answered once it and those before it are stored, not once the messages after it are', async () => {
    const { sink, finish } = holdingSink();
    const { sessions, phone } = await phoneWith(sink);
    phone.receive({ from: '5511900000001', body: 'first' });
    const first = sessions.handledSoFar(1);
    phone.receive({ from: '5511900000002', body: 'second' });
    expect(await settledWithin(first, 50)).toBe(false);
    finish('first');
    // The second is still being stored: the first's caller has its answer anyway.
    expect(await settledWithin(first, 1_000)).toBe(true);
    const idle = sessions.settled(1);
    expect(await settledWithin(idle, 50)).toBe(false);
    finish('second');
    expect(await settledWithin(idle, 1_000)).toBe(true);
    await phone.stop();
  });
});
