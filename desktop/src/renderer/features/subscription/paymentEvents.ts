import type { Envelope } from '@balcao/shared';
import { useInvoicesStore } from '../../state/invoices.ts';
import { useSessionStore } from '../../state/session.ts';

type Listener = (dueDate: string | null) => void;
const listeners = new Set<Listener>();

/** The open checkout listens while its QR is shown. */
export function onPaymentConcluded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * company-{id}-payment: the session learns the new due date (the warning updates), /financeiro's list
 * is fetched again, and an open checkout is told.
 */
export function handlePaymentEvent(payload: Envelope<'payment'>): void {
  if (payload.action !== 'CONCLUIDA') {
    return;
  }
  const { user, userChanged } = useSessionStore.getState();
  if (user) {
    userChanged({ ...user, company: { ...user.company, dueDate: payload.company.dueDate } });
  }
  if (useInvoicesStore.getState().loaded) {
    useInvoicesStore.getState().reload();
  }
  listeners.forEach((listener) => listener(payload.company.dueDate));
}
