import { AppError } from '../../platform/http/app-error.ts';
import type {
  ConnectionProvider,
  NumberCheck,
  OutboundContent,
  SendOptions,
  SentMessage,
} from '../../platform/messaging/connection-provider.ts';

/** A call run by the process that owns the session: locally, or for a request forwarded by another process. */
export type SessionOperation<A, R> = (companyId: number, connectionId: number, args: A) => Promise<R>;

export type AnyOperation = SessionOperation<unknown, unknown>;

export function notRunning(message = 'This connection has no running session'): AppError {
  return new AppError('ERR_WAPP_NOT_INITIALIZED', { message });
}

/** Another live process holds the lease: the call belongs there. */
export class LeaseTaken extends AppError {
  readonly owner: string | undefined;

  constructor(owner: string | undefined) {
    super('ERR_WAPP_NOT_INITIALIZED', { message: 'This session is running in another server process; try again' });
    this.owner = owner;
  }
}

type Handle = <A, R>(op: string, run: SessionOperation<A, R>) => void;

/**
 * The calls a session's provider answers (send, number check, media, read marks, deletion, calls, pictures),
 * each registered by name so that another process can forward it to the one that owns the session.
 */
export function registerProviderCalls(
  handle: Handle,
  liveProvider: (companyId: number, connectionId: number) => ConnectionProvider,
  onSent: (() => void) | undefined,
): void {
  handle<{ to: string; content: OutboundContent; options?: SendOptions }, SentMessage>('send', async (c, id, { to, content, options }) => {
    const sent = await liveProvider(c, id).send(to, content, options);
    onSent?.();
    return sent;
  });
  handle<{ number: string }, NumberCheck>('checkNumber', (c, id, { number }) => liveProvider(c, id).checkNumber(number));
  // Base64 so the file crosses to another process as the calls' JSON does.
  handle<{ ref: Record<string, unknown> }, string>('downloadMedia', async (c, id, { ref }) =>
    (await liveProvider(c, id).downloadMedia(ref)).toString('base64'),
  );
  handle<{ chat: string; messageIds: string[] }, null>('markRead', async (c, id, { chat, messageIds }) => {
    await liveProvider(c, id).markRead(chat, messageIds);
    return null;
  });
  handle<{ to: string; messageId: string }, null>('deleteMessage', async (c, id, { to, messageId }) => {
    await liveProvider(c, id).deleteMessage(to, messageId);
    return null;
  });
  handle<{ callId: string; from: string }, null>('rejectCall', async (c, id, { callId, from }) => {
    await liveProvider(c, id).rejectCall(callId, from);
    return null;
  });
  handle<{ number: string }, string | null>('profilePicture', (c, id, { number }) => liveProvider(c, id).profilePicture(number));
}
