type Listener = () => void;

const listeners = new Set<Listener>();

/** Called by the API client on every 403 ERR_NO_PERMISSION. */
export function announceNoPermission(): void {
  for (const listener of [...listeners]) {
    listener();
  }
}

/**
 * Hears the server refuse a call with ERR_NO_PERMISSION while subscribed; answers the unsubscribe.
 * A plan-gated page listens, so a plan that lost the feature (the session's copy of the plan is
 * older than the server's) still leaves with the no-permission toast.
 */
export function onNoPermission(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
