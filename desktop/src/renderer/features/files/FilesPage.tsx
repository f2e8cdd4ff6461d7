import type { FileListRecord } from '@balcao/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList } from '../../components/list/index.ts';
import { useFileListsStore } from '../../state/fileLists.ts';
import { FileListModalContainer } from './FileListModalContainer.tsx';
import { deleteFileList, fetchFileLists } from './filesApi.ts';
import { FilesTable } from './FilesTable.tsx';

type ModalTarget = null | 'new' | number;

/** File lists (admins): a searchable, infinitely scrolled table, an add/edit dialog with a file per option, live `file` events. */
export default function FilesPage() {
  const { t } = useTranslation();
  const list = useRecordList({ store: useFileListsStore, fetchPage: fetchFileLists });
  const [modal, setModal] = useState<ModalTarget>(null);
  const remove = useConfirmDelete((record: FileListRecord) => deleteFileList(record.id), t('files.deleted'));
  const closeModal = useCallback(() => setModal(null), []);

  return (
    <ListPage
      name="files"
      title={t('pages.files.title')}
      list={list}
      searchLabel={t('files.search')}
      add={{ label: t('files.add'), onClick: () => setModal('new') }}
      empty={{ title: t('files.empty'), hint: t('files.emptyHint') }}
      dialogs={
        <>
          {modal !== null && <FileListModalContainer fileListId={modal === 'new' ? null : modal} onClose={closeModal} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('files.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('files.deleteBody')}
            testId="file-list-delete-confirm"
          />
        </>
      }
    >
      <FilesTable records={list.records} onEdit={setModal} onDelete={remove.ask} />
    </ListPage>
  );
}
