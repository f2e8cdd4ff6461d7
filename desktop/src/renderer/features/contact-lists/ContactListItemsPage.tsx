import { can, type ContactListItemRecord, type ContactUploadRow } from '@balcao/shared';
import { Button } from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowUpload20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { showContactList, useContactListItemsStore, useContactListsStore } from '../../state/contactLists.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { ImportDialog } from '../spreadsheet-import/ImportDialog.tsx';
import { useSpreadsheetImport } from '../spreadsheet-import/useSpreadsheetImport.ts';
import { ContactListItemModal } from './ContactListItemModal.tsx';
import { ContactListItemsTable } from './ContactListItemsTable.tsx';
import { deleteContactListItem, getContactList, itemsFetcher, uploadListRows } from './contactListsApi.ts';

/**
 * The people of one contact list: a searchable table with each number's validity on WhatsApp, add
 * and edit in a dialog, delete for those allowed contacts-page:deleteContact, and a spreadsheet import
 * with its progress and refused rows; kept live by `contactListItem` events.
 */
export default function ContactListItemsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contactListId = Number(useParams().contactListId);
  const user = useSessionStore(selectUser);
  useMemo(() => showContactList(contactListId), [contactListId]);
  const fetchPage = useMemo(() => itemsFetcher(contactListId), [contactListId]);
  const list = useRecordList({ store: useContactListItemsStore, fetchPage, filters: String(contactListId) });
  const listed = useContactListsStore((state) => state.records.find((record) => record.id === contactListId)?.name);
  const [name, setName] = useState<string | null>(null);
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: ContactListItemRecord) => deleteContactListItem(record.id), t('contactLists.items.deleted'));
  const upload = useCallback((rows: ContactUploadRow[]) => uploadListRows(contactListId, rows), [contactListId]);
  const imports = useSpreadsheetImport(upload);
  const fileInput = useRef<HTMLInputElement>(null);
  const canDelete = user !== null && (user.super || can(user.profile, 'contacts-page:deleteContact'));

  useEffect(() => {
    let current = true;
    // Only the title: a list that cannot be read is reported once, by its items' fetch.
    getContactList(contactListId)
      .then((record) => current && setName(record.name))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [contactListId]);

  const tools = (
    <>
      <Button icon={<ArrowLeft20Regular />} onClick={() => void navigate('/contact-lists')} data-testid="contact-list-items-back">
        {t('contactLists.items.back')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="contact-list-items-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            void imports.importFile(file);
          }
        }}
      />
      <Button icon={<ArrowUpload20Regular />} onClick={() => fileInput.current?.click()} data-testid="contact-list-items-import">
        {t('contactLists.items.import')}
      </Button>
    </>
  );

  return (
    <ListPage
      name="contact-list-items"
      title={name ?? listed ?? t('pages.contact-list-items.title')}
      list={list}
      searchLabel={t('contactLists.items.search')}
      add={{ label: t('contactLists.items.add'), onClick: modal.openNew }}
      empty={{ title: t('contactLists.items.empty'), hint: t('contactLists.items.emptyHint') }}
      tools={tools}
      dialogs={
        <>
          {modal.target && <ContactListItemModal contactListId={contactListId} itemId={modal.target.id} onClose={modal.close} />}
          {imports.progress && (
            <ImportDialog
              progress={imports.progress}
              running={imports.running}
              onClose={imports.closeProgress}
              title={t('contactLists.items.importTitle')}
              duplicated={t('contactLists.items.duplicated')}
              testIdPrefix="contact-list-import"
            />
          )}
          <ConfirmDialog
            {...remove.dialog}
            title={t('contactLists.items.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('contactLists.items.deleteBody')}
            testId="contact-list-item-delete-confirm"
          />
        </>
      }
    >
      <ContactListItemsTable records={list.records} canDelete={canDelete} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
