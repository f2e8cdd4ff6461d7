/** First wait after a failed connection, doubled after each further failure up to the cap. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 60_000;

/**
 * Milliseconds to wait before reconnection attempt `attempt` (1 for the first failure): exponential
 * backoff with "equal jitter", half of the step fixed and half random, so many sessions cut off at
 * once (a network outage) do not all come back in the same second. `random` returns [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
