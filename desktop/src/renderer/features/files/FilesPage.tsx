import type { FileListRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { useFileListsStore } from '../../state/fileLists.ts';
import { FileListModalContainer } from './FileListModalContainer.tsx';
import { deleteFileList, fetchFileLists } from './filesApi.ts';
import { FilesTable } from './FilesTable.tsx';

/** File lists (admins): a searchable, infinitely scrolled table, an add/edit dialog with a file per option, live `file` events. */
export default function FilesPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: useFileListsStore, fetchPage: fetchFileLists });
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: FileListRecord) => deleteFileList(record.id), t('files.deleted'));

  return (
    <ListPage
      name="files"
      title={t('pages.files.title')}
      list={list}
      searchLabel={t('files.search')}
      add={{ label: t('files.add'), onClick: modal.openNew }}
      empty={{ title: t('files.empty'), hint: t('files.emptyHint') }}
      dialogs={
        <>
          {modal.target && <FileListModalContainer fileListId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('files.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('files.deleteBody')}
            testId="file-list-delete-confirm"
          />
        </>
      }
    >
      <FilesTable records={list.records} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
