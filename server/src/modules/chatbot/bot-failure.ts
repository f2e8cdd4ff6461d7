import type { BotFailureReason } from '@balcao/shared';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { refusalIn } from '../../platform/outbound/outbound-policy.ts';

/** Why a bot failed, as attendants are told: a reason they can read and a technical detail. */
export type BotFailureCause = { reason: BotFailureReason; detail: string };

/** A failure an adapter names itself (an answer it cannot use, a receiver that answered an HTTP error). */
export class BotFailure extends Error {
  readonly reason: BotFailureReason;

  constructor(reason: BotFailureReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

const DETAIL_MAX = 300;

function named(error: unknown, ...names: string[]): boolean {
  return error instanceof Error && names.includes(error.name);
}

/**
 * The cause of a bot's exception: the OpenAI client's timeout, connection and HTTP errors, fetch's
 * timeout (`TimeoutError`) and network failure (`TypeError: fetch failed`), unparseable answers
 * (`SyntaxError`), or a `BotFailure` an adapter threw; anything else is `error` with its message.
 */
export function causeOf(error: unknown): BotFailureCause {
  const cause = ((): BotFailureCause => {
    if (error instanceof BotFailure) {
      return { reason: error.reason, detail: error.message };
    }
    // A private address the server would not call: unreachable, saying why.
    const refused = refusalIn(error);
    if (refused) {
      return { reason: 'unreachable', detail: refused.message };
    }
    if (error instanceof APIConnectionTimeoutError || named(error, 'TimeoutError', 'AbortError')) {
      return { reason: 'timeout', detail: error instanceof Error ? error.message : '' };
    }
    if (error instanceof APIConnectionError) {
      return { reason: 'unreachable', detail: error.message };
    }
    if (error instanceof APIError) {
      return { reason: 'httpError', detail: `HTTP ${error.status ?? '?'}${error.message ? `: ${error.message}` : ''}` };
    }
    if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
      const inner = error.cause instanceof Error ? error.cause.message : '';
      return { reason: 'unreachable', detail: inner || error.message };
    }
    if (error instanceof SyntaxError) {
      return { reason: 'badAnswer', detail: error.message };
    }
    return { reason: 'error', detail: error instanceof Error ? error.message : String(error) };
  })();
  return { reason: cause.reason, detail: cause.detail.slice(0, DETAIL_MAX) };
}
