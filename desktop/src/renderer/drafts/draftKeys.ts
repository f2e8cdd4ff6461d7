/**
 * Where a conversation's draft is kept. The desktop app keeps one store for every server and every
 * account that signs in on the machine, so the key names all three.
 */
/** The server and account something kept on this machine belongs to (drafts, the outbox). */
export function accountKey(userId: number): string {
  return `${window.location.host || 'local'}/u${userId}`;
}

export function ticketDraftKey(userId: number, ticketId: number): string {
  return `${accountKey(userId)}/ticket/${ticketId}`;
}

export function chatDraftKey(userId: number, chatId: number): string {
  return `${accountKey(userId)}/chat/${chatId}`;
}
