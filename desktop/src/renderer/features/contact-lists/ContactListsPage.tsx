import type { ContactListRecord } from '@balcao/shared';
import { Button } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { toastError } from '../../components/toast.tsx';
import { useContactListsStore } from '../../state/contactLists.ts';
import { downloadSampleSpreadsheet } from '../spreadsheet-import/sampleSpreadsheet.ts';
import { ContactListModal } from './ContactListModal.tsx';
import { deleteContactList, fetchContactLists } from './contactListsApi.ts';
import { ContactListsTable } from './ContactListsTable.tsx';

/** Contact lists (admins, plan with campaigns): a searchable table with counts, add/edit/delete, open, and a sample spreadsheet. */
export default function ContactListsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useRecordList({ store: useContactListsStore, fetchPage: fetchContactLists });
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: ContactListRecord) => deleteContactList(record.id), t('contactLists.deleted'));

  const sample = () => {
    const columns = t('contactLists.items.columns', { returnObjects: true }) as { name: string; number: string; email: string };
    downloadSampleSpreadsheet([columns.name, columns.number, columns.email], 'contact-list.xlsx').catch(toastError);
  };

  return (
    <ListPage
      name="contact-lists"
      title={t('pages.contact-lists.title')}
      list={list}
      searchLabel={t('contactLists.search')}
      add={{ label: t('contactLists.add'), onClick: modal.openNew }}
      empty={{ title: t('contactLists.empty'), hint: t('contactLists.emptyHint') }}
      tools={
        <Button icon={<ArrowDownload20Regular />} onClick={sample} data-testid="contact-lists-sample">
          {t('contactLists.sample')}
        </Button>
      }
      dialogs={
        <>
          {modal.target && <ContactListModal contactListId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('contactLists.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('contactLists.deleteBody')}
            testId="contact-list-delete-confirm"
          />
        </>
      }
    >
      <ContactListsTable
        records={list.records}
        onOpen={(record) => void navigate(`/contact-lists/${record.id}/contacts`)}
        onEdit={modal.openEdit}
        onDelete={remove.ask}
      />
    </ListPage>
  );
}
