import type { ChannelPayloads } from '@balcao/shared';
import { liveRecords } from '../../components/list/liveRecords.ts';
import { useSessionStore } from '../../state/session.ts';
import { useUsersStore } from '../../state/users.ts';

const liveUsers = liveRecords('user', useUsersStore);

/**
 * `company-{id}-user`: the users page follows every change; a change of the signed-in user (made by
 * an admin, or by themselves on another device) also reaches the session: greeting, menus, queues.
 */
export function handleUserEvent(payload: ChannelPayloads['user'], selfId: number): void {
  liveUsers(payload);
  const session = useSessionStore.getState();
  if (payload.action !== 'update' || payload.user.id !== selfId || !session.user) {
    return;
  }
  const { name, email, profile, allTicket, whatsappId, queues, language } = payload.user;
  session.userChanged({ ...session.user, name, email, profile, allTicket, whatsappId, queues, language });
}
