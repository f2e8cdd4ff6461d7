import { can, type TagListItem } from '@balcao/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { useTagsStore } from '../../state/tags.ts';
import { TagModalContainer } from './TagModalContainer.tsx';
import { deleteTag, fetchTags, setTagKanban } from './tagsApi.ts';
import { TagsTable } from './TagsTable.tsx';

/** Tags: a searchable, infinitely scrolled table of coloured chips with ticket counts, an add/edit dialog, live `tag` events. */
export default function TagsPage() {
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const mayKanban = user !== null && (user.super || can(user.profile, 'tags:kanban'));
  const list = useRecordList({ store: useTagsStore, fetchPage: fetchTags });
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: TagListItem) => deleteTag(record.id), t('tags.deleted'));

  const toggleKanban = useCallback(
    (record: TagListItem, kanban: boolean) => {
      setTagKanban(record.id, kanban)
        .then((saved) => showToast(t(saved.kanban ? 'tags.kanbanOn' : 'tags.kanbanOff', { name: saved.name }), 'success'))
        .catch(toastError);
    },
    [t],
  );

  return (
    <ListPage
      name="tags"
      title={t('pages.tags.title')}
      list={list}
      searchLabel={t('tags.search')}
      add={{ label: t('tags.add'), onClick: modal.openNew }}
      empty={{ title: t('tags.empty'), hint: t('tags.emptyHint') }}
      dialogs={
        <>
          {modal.target && <TagModalContainer tagId={modal.target.id} mayKanban={mayKanban} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('tags.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('tags.deleteBody')}
            testId="tag-delete-confirm"
          />
        </>
      }
    >
      <TagsTable records={list.records} mayKanban={mayKanban} onKanban={toggleKanban} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
