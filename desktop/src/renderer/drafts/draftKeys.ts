/**
 * Where a conversation's draft is kept. The desktop app keeps one store for every server and every
 * account that signs in on the machine, so the key names all three.
 */
function owner(userId: number): string {
  return `${window.location.host || 'local'}/u${userId}`;
}

export function ticketDraftKey(userId: number, ticketId: number): string {
  return `${owner(userId)}/ticket/${ticketId}`;
}

export function chatDraftKey(userId: number, chatId: number): string {
  return `${owner(userId)}/chat/${chatId}`;
}
