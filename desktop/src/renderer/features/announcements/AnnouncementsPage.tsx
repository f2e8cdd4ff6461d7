import type { AnnouncementRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, type PageFetcher, useDialogTarget } from '../../components/list/index.ts';
import { useAnnouncementsStore } from '../../state/announcements.ts';
import { AnnouncementModalContainer } from './AnnouncementModalContainer.tsx';
import { AnnouncementsTable } from './AnnouncementsTable.tsx';
import { deleteAnnouncement, listAnnouncements } from './announcementsApi.ts';

const fetchAnnouncements: PageFetcher<AnnouncementRecord> = async (search, pageNumber) => {
  const page = await listAnnouncements(pageNumber, search);
  return { records: page.records, hasMore: page.hasMore };
};

/** /announcements (super users; the route refuses others): a searchable table with add, edit and delete. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: useAnnouncementsStore, fetchPage: fetchAnnouncements });
  const modal = useDialogTarget();
  const remove = useConfirmDelete(async (record: AnnouncementRecord) => {
    await deleteAnnouncement(record.id);
    useAnnouncementsStore.getState().remove(record.id);
  }, t('announcements.deleted'));

  return (
    <ListPage
      name="announcements"
      title={t('pages.announcements.title')}
      list={list}
      searchLabel={t('announcements.search')}
      add={{ label: t('announcements.add'), onClick: modal.openNew }}
      empty={{ title: t('announcements.empty'), hint: t('announcements.emptyHint') }}
      dialogs={
        <>
          {modal.target && <AnnouncementModalContainer announcementId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('announcements.deleteTitle', { title: remove.deleting?.title ?? '' })}
            body={t('announcements.deleteBody')}
            testId="announcement-delete-confirm"
          />
        </>
      }
    >
      <AnnouncementsTable records={list.records} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
