type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by the API client on every 402 ERR_SUBSCRIPTION_EXPIRED. */
export function announceSubscriptionExpired(): void {
  for (const listener of [...listeners]) {
    listener();
  }
}

/** Hears the server refuse a call because the company's subscription is overdue; answers the unsubscribe. */
export function onSubscriptionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
