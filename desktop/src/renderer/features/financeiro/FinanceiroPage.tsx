import type { InvoiceRecord } from '@balcao/shared';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates.ts';
import { ListPage, RecordTable, useRecordList, type RecordColumn } from '../../components/list/index.ts';
import { useInvoicesStore } from '../../state/invoices.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { CheckoutDialog } from '../subscription/CheckoutDialog.tsx';
import { fetchInvoices } from './invoicesApi.ts';

const useStyles = makeStyles({
  overdue: { backgroundColor: tokens.colorPaletteRedBackground1 },
});

const BADGE_COLOUR = { paid: 'success', open: 'informative', expired: 'danger' } as const;

function money(value: number): string {
  return value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

/** /financeiro: the company's invoices (every company's for super users), overdue unpaid ones tinted, each open one payable by Pix. */
export default function FinanceiroPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const user = useSessionStore(selectUser);
  const list = useRecordList({ store: useInvoicesStore, fetchPage: fetchInvoices });
  const [paying, setPaying] = useState<InvoiceRecord | null>(null);
  const close = useCallback(() => {
    setPaying(null);
    useInvoicesStore.getState().reload();
  }, []);

  const columns: RecordColumn<InvoiceRecord>[] = [
    { id: 'id', header: t('invoices.columns.id'), cell: (invoice) => invoice.id },
    ...(user?.super
      ? [{ id: 'company', header: t('invoices.columns.company'), cell: (invoice: InvoiceRecord) => invoice.companyName }]
      : []),
    { id: 'detail', header: t('invoices.columns.detail'), cell: (invoice) => invoice.detail },
    { id: 'value', header: t('invoices.columns.value'), cell: (invoice) => money(invoice.value) },
    { id: 'dueDate', header: t('invoices.columns.dueDate'), cell: (invoice) => formatDate(invoice.dueDate) },
    {
      id: 'status',
      header: t('invoices.columns.status'),
      cellTestId: (invoice) => `invoice-status-${invoice.id}`,
      cell: (invoice) => (
        <Badge appearance="tint" color={BADGE_COLOUR[invoice.status]}>
          {t(`invoices.status.${invoice.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('invoices.columns.actions'),
      cell: (invoice) =>
        invoice.status === 'paid' || invoice.companyId !== user?.companyId ? null : (
          <Button size="small" appearance="primary" onClick={() => setPaying(invoice)} data-testid={`invoice-pay-${invoice.id}`}>
            {t('invoices.pay', { id: invoice.id })}
          </Button>
        ),
    },
  ];

  return (
    <ListPage
      name="invoices"
      title={t('pages.financeiro.title')}
      list={list}
      searchLabel={t('invoices.search')}
      empty={{ title: t('invoices.empty'), hint: t('invoices.emptyHint') }}
      dialogs={paying ? <CheckoutDialog invoice={paying} onClose={close} /> : null}
    >
      <RecordTable
        label={t('pages.financeiro.title')}
        testId="invoices-table"
        columns={columns}
        records={list.records}
        rowTestId={(invoice) => `invoice-row-${invoice.id}`}
        rowProps={(invoice) => (invoice.status === 'expired' ? { className: styles.overdue } : {})}
      />
    </ListPage>
  );
}
