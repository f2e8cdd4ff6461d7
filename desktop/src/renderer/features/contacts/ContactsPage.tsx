import { can, type ContactRecord } from '@balcao/shared';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowUpload20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useDialogTarget, useRecordList } from '../../components/list/index.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { useContactsStore } from '../../state/contacts.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { NewTicketModalContainer } from '../tickets/manager/NewTicketModalContainer.tsx';
import { ContactModal } from './ContactModal.tsx';
import { deleteContact, exportContacts, fetchContacts, findOpenTicket } from './contactsApi.ts';
import { ContactsTable } from './ContactsTable.tsx';
import { ImportDialog } from '../spreadsheet-import/ImportDialog.tsx';
import { useContactImports } from './useContactImports.ts';

/**
 * Contacts: a searchable, infinitely scrolled table kept live by `contact` events; add and edit in a
 * dialog, message (the contact's open ticket, else the new-ticket dialog for it), delete for admins, import from a
 * spreadsheet or the phone, export as CSV.
 */
export default function ContactsPage() {
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const list = useRecordList({ store: useContactsStore, fetchPage: fetchContacts });
  const modal = useDialogTarget();
  const [messaging, setMessaging] = useState<ContactRecord | null>(null);
  const remove = useConfirmDelete((record: ContactRecord) => deleteContact(record.id), t('contacts.deleted'));
  const imports = useContactImports();
  const fileInput = useRef<HTMLInputElement>(null);
  const canDelete = user !== null && (user.super || can(user.profile, 'contacts-page:deleteContact'));
  const navigate = useNavigate();

  /** The contact's open ticket when the caller sees one, else the new-ticket dialog for the contact. */
  const message = (record: ContactRecord) => {
    findOpenTicket(record, user !== null && (user.super || can(user.profile, 'tickets-manager:showall')))
      .catch(() => null)
      .then((uuid) => (uuid ? void navigate(`/tickets/${uuid}`) : setMessaging(record)))
      .catch(toastError);
  };

  const exportAll = () => {
    exportContacts()
      .then(() => showToast(t('contacts.exported'), 'success'))
      .catch(toastError);
  };

  const tools = (
    <>
      <input
        ref={fileInput}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="contacts-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            void imports.importFile(file);
          }
        }}
      />
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<ArrowUpload20Regular />} data-testid="contacts-import">
            {t('contacts.import.menu')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => fileInput.current?.click()} data-testid="contacts-import-spreadsheet">
              {t('contacts.import.spreadsheet')}
            </MenuItem>
            <MenuItem onClick={imports.importPhone} data-testid="contacts-import-phone">
              {t('contacts.import.phone')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Button icon={<ArrowDownload20Regular />} onClick={exportAll} data-testid="contacts-export">
        {t('contacts.export')}
      </Button>
    </>
  );

  return (
    <ListPage
      name="contacts"
      title={t('pages.contacts.title')}
      list={list}
      searchLabel={t('contacts.search')}
      add={{ label: t('contacts.add'), onClick: modal.openNew }}
      empty={{ title: t('contacts.empty'), hint: t('contacts.emptyHint') }}
      tools={tools}
      dialogs={
        <>
          {modal.target && <ContactModal contactId={modal.target.id} onClose={modal.close} />}
          {messaging && user && <NewTicketModalContainer user={user} contact={messaging} onClose={() => setMessaging(null)} />}
          {imports.progress && <ImportDialog progress={imports.progress} running={imports.running} onClose={imports.closeProgress} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('contacts.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('contacts.deleteBody')}
            testId="contact-delete-confirm"
          />
        </>
      }
    >
      <ContactsTable records={list.records} canDelete={canDelete} onMessage={message} onEdit={modal.openEdit} onDelete={remove.ask} />
    </ListPage>
  );
}
