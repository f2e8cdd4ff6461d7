import type { ChannelPayloads, UserEventRecord } from '@balcao/shared';
import { liveRecords } from '../../components/list/liveRecords.ts';
import type { RecordListStore } from '../../components/list/recordListStore.ts';
import { useSessionStore } from '../../state/session.ts';
import { useUsersStore } from '../../state/users.ts';

// The event's user also carries its company (for clients that put it in place of the signed-in user);
// the users page keeps the records as they come, the company unused.
const liveUsers = liveRecords('user', useUsersStore as unknown as RecordListStore<UserEventRecord>);

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
