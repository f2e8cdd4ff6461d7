import { recordChangeOf, type ChannelPayloads, type RecordChannel, type RecordOfChannel } from '@balcao/shared';
import type { RecordListStore } from './recordListStore.ts';

/** Every record a channel carries has an id. */
type Listed<C extends RecordChannel> = RecordOfChannel<C> & { id: number };

/**
 * The realtime handler of a record channel: applies `create`/`update`/`delete` to the list without
 * refetching, and `reload` makes the screen fetch its first page again. Before a list was loaded
 * there is nothing to patch.
 */
export function liveRecords<C extends RecordChannel>(channel: C, store: RecordListStore<Listed<C>>): (payload: ChannelPayloads[C]) => void {
  return (payload) => {
    const list = store.getState();
    const change = recordChangeOf(channel, payload);
    if (change.action === 'reload') {
      list.reload();
    } else if (!list.loaded) {
      return;
    } else if (change.action === 'delete') {
      list.remove(change.id);
    } else {
      list.apply(change.record as Listed<C>);
    }
  };
}
