import { PLAN_FLAGS, formatReais, planBody, type PlanRecord } from '@balcao/shared';
import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkWith, RecordDialog, RecordScreen, useRecordDialog, type RecordColumn } from '../../components/list/index.ts';
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
  const dialog = useRecordDialog({
    id: planId,
    initial: emptyForm,
    load: async (id) => formOf(await getPlan(id)),
    validate: (form) => checkWith(planBody, { ...form, value: reaisOf(form.value) }),
    save: (id, body) => savePlan(id, body),
    savedText: t('platform.plans.saved'),
    onClose,
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
      {...dialog.frame}
      title={t(dialog.id === null ? 'platform.plans.new' : 'platform.plans.edit')}
      testId="plan-dialog"
      saveTestId="plan-save"
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
  ];

  return (
    <RecordScreen
      name="plans"
      record="plan"
      strings="platform.plans"
      store={usePlansStore}
      fetchPage={fetchPlans}
      nameOf={(plan) => plan.name}
      columns={columns}
      actions={{ header: t('platform.actions') }}
      remove={(plan) => deletePlan(plan.id)}
      removedText={t('platform.plans.deleted')}
      dialog={(target, close) => <PlanDialog planId={target.id} onClose={close} />}
    />
  );
}
