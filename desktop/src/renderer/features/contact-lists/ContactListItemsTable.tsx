import type { ContactListItemRecord } from '@balcao/shared';
import { Badge, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, DismissCircle20Filled, QuestionCircle20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';

const useStyles = makeStyles({
  valid: { color: tokens.colorPaletteGreenForeground1 },
  invalid: { color: tokens.colorPaletteRedForeground1 },
  unknown: { color: tokens.colorNeutralForeground3 },
  icon: { display: 'inline-flex', verticalAlign: 'middle' },
  actions: { whiteSpace: 'nowrap' },
});

/** Whether WhatsApp knows the number: a green tick, a red cross, or a grey question while it was not asked. */
function Validity({ item }: { item: ContactListItemRecord }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [label, Icon, className, state] =
    item.isWhatsappValid === true
      ? [t('contactLists.items.valid'), CheckmarkCircle20Filled, styles.valid, 'valid']
      : item.isWhatsappValid === false
        ? [t('contactLists.items.invalid'), DismissCircle20Filled, styles.invalid, 'invalid']
        : [t('contactLists.items.unknown'), QuestionCircle20Regular, styles.unknown, 'unknown'];
  return (
    <>
      <Tooltip content={label} relationship="label">
        <span className={`${styles.icon} ${className}`} data-testid={`contact-list-item-valid-${item.number}`} data-state={state}>
          <Icon />
        </span>
      </Tooltip>
      {item.optedOut && (
        <Badge appearance="tint" color="warning" data-testid={`contact-list-item-opted-out-${item.number}`}>
          {t('campaigns.optedOut')}
        </Badge>
      )}
    </>
  );
}

export type ContactListItemsTableProps = {
  records: ContactListItemRecord[];
  /** Whether the signed-in user may delete (contacts-page:deleteContact). */
  canDelete: boolean;
  onEdit: (id: number) => void;
  onDelete: (record: ContactListItemRecord) => void;
};

/** Name, number, e-mail, validity on WhatsApp, and edit/delete per person of a list. */
export function ContactListItemsTable({ records, canDelete, onEdit, onDelete }: ContactListItemsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const columns: RecordColumn<ContactListItemRecord>[] = [
    { id: 'name', header: t('contactLists.items.columns.name'), cell: (item) => item.name },
    { id: 'number', header: t('contactLists.items.columns.number'), cell: (item) => item.number },
    { id: 'email', header: t('contactLists.items.columns.email'), cell: (item) => item.email },
    { id: 'whatsapp', header: t('contactLists.items.columns.whatsapp'), cell: (item) => <Validity item={item} /> },
    {
      id: 'actions',
      header: t('contactLists.items.columns.actions'),
      className: styles.actions,
      cell: (item) => (
        <RowActions
          editLabel={t('contactLists.items.buttons.edit', { name: item.name })}
          onEdit={() => onEdit(item.id)}
          {...(canDelete
            ? { deleteLabel: t('contactLists.items.buttons.delete', { name: item.name }), onDelete: () => onDelete(item) }
            : {})}
          testIdPrefix="contact-list-item"
          name={item.number}
        />
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.contact-list-items.title')}
      testId="contact-list-items-table"
      columns={columns}
      records={records}
      rowTestId={(item) => `contact-list-item-row-${item.number}`}
    />
  );
}
