import { PLAN_FLAGS, formatReais, planBody, type PlanRecord } from '@balcao/shared';
import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  checkWith,
  ListPage,
  RecordDialog,
  RecordTable,
  useConfirmDelete,
  useRecordForm,
  useRecordList,
  type RecordColumn,
} from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { deletePlan, fetchPlans, getPlan, savePlan } from './platformApi.ts';
import { usePlansStore } from './platformStores.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  flags: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
});

type PlanForm = { name: string; users: string; connections: string; queues: string; value: string } & Record<
  (typeof PLAN_FLAGS)[number],
  boolean
>;

const emptyForm = (): PlanForm => ({
  name: '',
  users: '1',
  connections: '1',
  queues: '1',
  value: '0',
  ...(Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, false])) as Record<(typeof PLAN_FLAGS)[number], boolean>),
});

function formOf(plan: PlanRecord): PlanForm {
  return {
    ...plan,
    users: String(plan.users),
    connections: String(plan.connections),
    queues: String(plan.queues),
    value: String(plan.value),
  };
}

/** The price field takes reais as typed in Brazil (1.234,50) or with a dot (1234.50). */
function reaisOf(text: string): string {
  const trimmed = text.trim().replace(/^R\$\s*/, '');
  return trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

function PlanDialog({ planId, onClose }: { planId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dialog = useRecordForm({
    id: planId,
    initial: emptyForm,
    load: async (id) => formOf(await getPlan(id)),
    validate: (form) => checkWith(planBody, { ...form, value: reaisOf(form.value) }),
    save: (id, body) => savePlan(id, body),
    savedText: t('platform.plans.saved'),
    onLoadFailed: onClose,
    onSaved: onClose,
  });
  const { form, errors, change } = dialog;
  const number = (field: 'users' | 'connections' | 'queues') => (
    <Field label={t(`platform.plans.fields.${field}`)} required validationMessage={errors[field]}>
      <Input
        type="number"
        min={0}
        value={form[field]}
        onChange={(_e, data) => change({ [field]: data.value })}
        data-testid={`plan-${field}`}
      />
    </Field>
  );
  return (
    <RecordDialog
      title={t(dialog.id === null ? 'platform.plans.new' : 'platform.plans.edit')}
      testId="plan-dialog"
      saveTestId="plan-save"
      saving={dialog.saving}
      onSave={() => void dialog.submit()}
      onClose={onClose}
    >
      <Field label={t('platform.plans.fields.name')} required validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_e, data) => change({ name: data.value })} data-testid="plan-name" />
      </Field>
      <div className={styles.grid}>
        {number('users')}
        {number('connections')}
        {number('queues')}
        <Field label={t('platform.plans.fields.value')} required hint={t('platform.plans.valueHint')} validationMessage={errors['value']}>
          <Input value={form.value} inputMode="decimal" onChange={(_e, data) => change({ value: data.value })} data-testid="plan-value" />
        </Field>
      </div>
      <fieldset className={styles.flags}>
        <legend>{t('platform.plans.features')}</legend>
        {PLAN_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`platform.plans.flags.${flag}`)}
            checked={form[flag]}
            onChange={(_e, data) => change({ [flag]: data.checked === true })}
            data-testid={`plan-${flag}`}
          />
        ))}
      </fieldset>
    </RecordDialog>
  );
}

/** Settings › Plans (super users): limits, price in reais and the seven feature flags of every plan. */
export function PlansTab() {
  const { t } = useTranslation();
  const list = useRecordList({ store: usePlansStore, fetchPage: fetchPlans });
  const [modal, setModal] = useState<null | 'new' | number>(null);
  const remove = useConfirmDelete((plan: PlanRecord) => deletePlan(plan.id), t('platform.plans.deleted'));
  const close = useCallback(() => setModal(null), []);
  const yes = (on: boolean) => (on ? t('platform.yes') : t('platform.no'));

  const columns: RecordColumn<PlanRecord>[] = [
    { id: 'name', header: t('platform.plans.fields.name'), cell: (plan) => plan.name },
    { id: 'users', header: t('platform.plans.fields.users'), cell: (plan) => plan.users },
    { id: 'connections', header: t('platform.plans.fields.connections'), cell: (plan) => plan.connections },
    { id: 'queues', header: t('platform.plans.fields.queues'), cell: (plan) => plan.queues },
    {
      id: 'value',
      header: t('platform.plans.fields.value'),
      cell: (plan) => formatReais(plan.value),
      cellTestId: (plan) => `plan-value-${plan.name}`,
    },
    { id: 'campaigns', header: t('platform.plans.flags.useCampaigns'), cell: (plan) => yes(plan.useCampaigns) },
    { id: 'kanban', header: t('platform.plans.flags.useKanban'), cell: (plan) => yes(plan.useKanban) },
    {
      id: 'actions',
      header: t('platform.actions'),
      cell: (plan) => (
        <RowActions
          editLabel={t('platform.plans.editNamed', { name: plan.name })}
          deleteLabel={t('platform.plans.deleteNamed', { name: plan.name })}
          onEdit={() => setModal(plan.id)}
          onDelete={() => remove.ask(plan)}
          testIdPrefix="plan"
          name={plan.name}
        />
      ),
    },
  ];

  return (
    <ListPage
      name="plans"
      title={t('platform.plans.title')}
      list={list}
      searchLabel={t('platform.plans.search')}
      add={{ label: t('platform.plans.add'), onClick: () => setModal('new') }}
      empty={{ title: t('platform.plans.empty'), hint: t('platform.plans.emptyHint') }}
      dialogs={
        <>
          {modal !== null && <PlanDialog planId={modal === 'new' ? null : modal} onClose={close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('platform.plans.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('platform.plans.deleteBody')}
            testId="plan-delete-confirm"
          />
        </>
      }
    >
      <RecordTable
        label={t('platform.plans.title')}
        testId="plans-table"
        columns={columns}
        records={list.records}
        rowTestId={(plan) => `plan-row-${plan.name}`}
      />
    </ListPage>
  );
}
