import {
  RECURRENCES,
  companyBody,
  daysUntil,
  dueTint,
  type CompanyBody,
  type CompanyDeletionRecord,
  type CompanyRecord,
  type DueTint,
  type PlanRecord,
  type Recurrence,
} from '@balcao/shared';
import { Button, Field, Input, makeStyles, ProgressBar, Select, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowRepeatAll20Regular, ReceiptAdd20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates.ts';
import { checkWith, RecordDialog, RecordScreen, useRecordDialog, type RecordColumn } from '../../components/list/index.ts';
import { PhoneField } from '../../components/PhoneInput.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import {
  allPlans,
  companyDeletions,
  createCompanyInvoice,
  deleteCompany,
  fetchCompanies,
  getCompany,
  renewCompany,
  saveCompany,
} from './platformApi.ts';
import { useCompaniesStore } from './platformStores.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  yellow: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  orange: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 },
  red: { backgroundColor: tokens.colorPaletteRedBackground2 },
  deletions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const BILLING = [
  'billingName',
  'billingDocument',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingZipcode',
  'billingCountry',
] as const;
type Billing = (typeof BILLING)[number];

type CompanyForm = {
  name: string;
  email: string;
  phone: string;
  planId: string;
  status: boolean;
  dueDate: string;
  recurrence: Recurrence;
  password: string;
} & Record<Billing, string>;

const emptyForm = (): CompanyForm => ({
  name: '',
  email: '',
  phone: '',
  planId: '',
  status: true,
  dueDate: '',
  recurrence: 'MENSAL',
  password: '',
  ...(Object.fromEntries(BILLING.map((field) => [field, ''])) as Record<Billing, string>),
});

function formOf(company: CompanyRecord): CompanyForm {
  return {
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    planId: String(company.planId),
    status: company.status,
    dueDate: company.dueDate ?? '',
    recurrence: company.recurrence,
    password: '',
    ...(Object.fromEntries(BILLING.map((field) => [field, company[field] ?? ''])) as Record<Billing, string>),
  };
}

function bodyOf(form: CompanyForm, isNew: boolean): CompanyBody {
  const { password, email, phone, ...rest } = form;
  return {
    ...rest,
    email: email || null,
    phone: phone || null,
    planId: Number(form.planId),
    ...(isNew && password ? { password } : {}),
  };
}

/** Today as the user's calendar has it, `YYYY-MM-DD`. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function CompanyDialog({ companyId, onClose }: { companyId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [plans, setPlans] = useState<PlanRecord[]>([]);
  useEffect(() => {
    allPlans().then(setPlans).catch(toastError);
  }, []);
  const dialog = useRecordDialog({
    id: companyId,
    initial: emptyForm,
    load: async (id) => formOf(await getCompany(id)),
    validate: (form) => checkWith(companyBody, bodyOf(form, companyId === null)),
    save: (id, body) => saveCompany(id, body),
    savedText: t('platform.companies.saved'),
    onClose,
  });
  const { form, errors, change } = dialog;
  const text = (
    field: Exclude<keyof CompanyForm, 'status' | 'recurrence' | 'planId'>,
    props: { type?: 'email' | 'date' | 'password'; required?: boolean } = {},
  ) => (
    <Field label={t(`platform.companies.fields.${field}`)} required={props.required} validationMessage={errors[field]}>
      <Input
        type={props.type ?? 'text'}
        value={String(form[field])}
        onChange={(_e, data) => change({ [field]: data.value })}
        data-testid={`company-${field}`}
      />
    </Field>
  );
  return (
    <RecordDialog
      {...dialog.frame}
      title={t(dialog.id === null ? 'platform.companies.new' : 'platform.companies.edit')}
      testId="company-dialog"
      saveTestId="company-save"
      maxWidth={760}
    >
      <div className={styles.grid}>
        {text('name', { required: true })}
        {text('email', { type: 'email' })}
        <PhoneField
          label={t('platform.companies.fields.phone')}
          value={form.phone}
          onChange={(phone) => change({ phone })}
          error={errors['phone']}
          testId="company-phone"
        />
        <Field label={t('platform.companies.fields.planId')} required validationMessage={errors['planId']}>
          <Select value={form.planId} onChange={(_e, data) => change({ planId: data.value })} data-testid="company-planId">
            <option value="">{t('platform.companies.choosePlan')}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </Select>
        </Field>
        {text('dueDate', { type: 'date' })}
        <Field label={t('platform.companies.fields.recurrence')} validationMessage={errors['recurrence']}>
          <Select
            value={form.recurrence}
            onChange={(_e, data) => change({ recurrence: data.value as Recurrence })}
            data-testid="company-recurrence"
          >
            {RECURRENCES.map((recurrence) => (
              <option key={recurrence} value={recurrence}>
                {t(`platform.recurrences.${recurrence}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Switch
          label={t('platform.companies.fields.status')}
          checked={form.status}
          onChange={(_e, data) => change({ status: data.checked })}
          data-testid="company-status"
        />
        {dialog.id === null && text('password', { type: 'password' })}
        {BILLING.map((field) => text(field))}
      </div>
    </RecordDialog>
  );
}

/** Running and recent deletions, polled every second while one runs. */
function Deletions({ version }: { version: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [rows, setRows] = useState<CompanyDeletionRecord[]>([]);
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      companyDeletions()
        .then((found) => {
          if (!current) {
            return;
          }
          setRows(found.slice(0, 5));
          if (found.some((row) => row.status === 'queued' || row.status === 'running')) {
            timer = setTimeout(poll, 1_000);
          }
        })
        .catch(toastError);
    };
    poll();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [version]);
  if (rows.length === 0) {
    return null;
  }
  return (
    <section className={styles.deletions} aria-label={t('platform.companies.deletions')} data-testid="company-deletions">
      {rows.map((row) => (
        <div key={row.id} data-testid={`company-deletion-${row.companyName}`} data-status={row.status}>
          <Text>{t(`platform.companies.deletion.${row.status}`, { name: row.companyName, done: row.done, total: row.total })}</Text>
          <ProgressBar
            value={row.total > 0 ? row.done / row.total : 0}
            aria-label={t('platform.companies.deletionProgress', { name: row.companyName })}
          />
        </div>
      ))}
    </section>
  );
}

/**
 * Settings › Companies (super users): billing fields, plan, status, due date and recurrence; rows
 * tinted by the due date (dueTint); renewal; an invoice made on demand; deletion as a background job
 * whose progress shows here.
 */
export function CompaniesTab() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [deletions, setDeletions] = useState(0);
  const today = localToday();
  const tintClass: Record<DueTint, string | undefined> = { none: undefined, yellow: styles.yellow, orange: styles.orange, red: styles.red };

  const renew = (company: CompanyRecord) => {
    renewCompany(company.id)
      .then((saved) =>
        showToast(t('platform.companies.renewed', { name: saved.name, date: saved.dueDate ? formatDate(saved.dueDate) : '' }), 'success'),
      )
      .catch(toastError);
  };

  const invoice = (company: CompanyRecord) => {
    createCompanyInvoice(company.id)
      .then(({ invoice: made, created }) =>
        showToast(
          t(created ? 'platform.companies.invoiceCreated' : 'platform.companies.invoiceExists', {
            name: company.name,
            date: formatDate(made.dueDate),
          }),
          'success',
        ),
      )
      .catch(toastError);
  };

  const dueText = (company: CompanyRecord) => {
    if (!company.dueDate) {
      return t('platform.companies.noDueDate');
    }
    const days = daysUntil(company.dueDate, today);
    return `${formatDate(company.dueDate)} (${days >= 0 ? t('platform.companies.dueIn', { count: days }) : t('platform.companies.overdue', { count: -days })})`;
  };

  const columns: RecordColumn<CompanyRecord>[] = [
    { id: 'name', header: t('platform.companies.fields.name'), cell: (company) => company.name },
    { id: 'email', header: t('platform.companies.fields.email'), cell: (company) => company.email ?? '' },
    { id: 'plan', header: t('platform.companies.fields.planId'), cell: (company) => company.plan.name },
    {
      id: 'status',
      header: t('platform.companies.fields.status'),
      cell: (company) => (company.status ? t('platform.active') : t('platform.inactive')),
    },
    {
      id: 'dueDate',
      header: t('platform.companies.fields.dueDate'),
      cell: dueText,
      cellTestId: (company) => `company-due-${company.name}`,
    },
    {
      id: 'recurrence',
      header: t('platform.companies.fields.recurrence'),
      cell: (company) => t(`platform.recurrences.${company.recurrence}`),
    },
  ];

  const renewAndInvoice = (company: CompanyRecord) => (
    <>
      <Button
        appearance="subtle"
        icon={<ArrowRepeatAll20Regular />}
        aria-label={t('platform.companies.renewNamed', { name: company.name })}
        title={t('platform.companies.renewNamed', { name: company.name })}
        onClick={() => renew(company)}
        data-testid={`company-renew-${company.name}`}
      />
      <Button
        appearance="subtle"
        icon={<ReceiptAdd20Regular />}
        aria-label={t('platform.companies.invoiceNamed', { name: company.name })}
        title={t('platform.companies.invoiceNamed', { name: company.name })}
        onClick={() => invoice(company)}
        data-testid={`company-invoice-${company.name}`}
      />
    </>
  );

  return (
    <RecordScreen
      name="companies"
      record="company"
      strings="platform.companies"
      store={useCompaniesStore}
      fetchPage={fetchCompanies}
      nameOf={(company) => company.name}
      columns={columns}
      actions={{ header: t('platform.actions'), before: renewAndInvoice }}
      remove={async (company) => {
        await deleteCompany(company.id);
        setDeletions((version) => version + 1);
      }}
      removedText={t('platform.companies.deleting')}
      dialog={(target, close) => <CompanyDialog companyId={target.id} onClose={close} />}
      tools={<Deletions version={deletions} />}
      rowProps={(company) => {
        const tint = dueTint(company.dueDate, today);
        const className = tintClass[tint];
        return { ...(className ? { className } : {}), 'data-tint': tint };
      }}
    />
  );
}
