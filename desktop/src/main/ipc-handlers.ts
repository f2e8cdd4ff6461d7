import { INVOKE_CHANNELS, invokeChannels, parseOrThrow } from '../common/ipc.ts';
import type { InvokeChannel, InvokeReply, InvokeRequest } from '../common/ipc.ts';
import { describeError } from './logger.ts';
import type { Logger } from './logger.ts';

/** The part of Electron's `IpcMainInvokeEvent` used here: the frame that made the call. */
export type InvokeEventLike = { readonly senderFrame: { readonly url: string } | null };

/** The part of Electron's `ipcMain` used here; tests pass a fake. */
export type IpcMainLike = {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
};

/** One function per invoke channel; each receives an argument that already passed its schema. */
export type InvokeHandlers = {
  [C in InvokeChannel]: (request: InvokeRequest<C>) => InvokeReply<C> | Promise<InvokeReply<C>>;
};

export type IpcHandlerOptions = {
  /** Only frames showing our own renderer may call main (Electron security checklist: validate the sender). */
  isTrustedSender(event: InvokeEventLike): boolean;
  logger: Logger;
};

export class UntrustedSenderError extends Error {
  override readonly name = 'UntrustedSenderError';
}

/**
 * Registers every channel of `invokeChannels`. The renderer is untrusted: each call is checked for
 * its sender, its argument count and its argument's schema before the handler runs; a bad call
 * rejects in the renderer and never reaches the handler. Returns a function that unregisters all.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, handlers: InvokeHandlers, options: IpcHandlerOptions): () => void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, async (event, ...args) => {
      try {
        if (!options.isTrustedSender(event)) {
          throw new UntrustedSenderError(`${channel}: sender is not the Balcão window`);
        }
        if (args.length > 1) {
          throw new TypeError(`${channel}: expected at most one argument, got ${args.length}`);
        }
        const request = parseOrThrow(invokeChannels[channel].request, args[0], `${channel} request`);
        return await callHandler(handlers, channel, request);
      } catch (error) {
        options.logger.warn('IPC call rejected', { channel, error: describeError(error) });
        throw error;
      }
    });
  }
  return () => {
    for (const channel of INVOKE_CHANNELS) {
      ipcMain.removeHandler(channel);
    }
  };
}

function callHandler<C extends InvokeChannel>(
  handlers: InvokeHandlers,
  channel: C,
  request: InvokeRequest<C>,
): InvokeReply<C> | Promise<InvokeReply<C>> {
  const handler = handlers[channel] as (request: InvokeRequest<C>) => InvokeReply<C> | Promise<InvokeReply<C>>;
  return handler(request);
}
