import { formatReais, signupBody, type PublicPlanRecord, type SignupStatus } from '@balcao/shared';
import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { reportSaveError, zodFieldErrors, type FieldErrors } from '../../components/formErrors.ts';
import { PhoneField } from '../../components/PhoneInput.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import { publicPlans, signUp, signupStatus } from '../platform/platformApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { RouterLink } from './RouterLink.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
  link: { marginTop: tokens.spacingVerticalL, display: 'block' },
});

type Form = { name: string; email: string; phone: string; password: string; planId: string };

/**
 * /signup: a company, its admin and a trial on a plan from the public list. The server sets the
 * trial's due date, status and recurrence; `?companyId=` (the company whose link brought the
 * visitor) goes along with the request and is only recorded. After signing up: /login.
 */
export default function SignupPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const referrer = Number(search.get('companyId'));
  const companyId = Number.isInteger(referrer) && referrer > 0 ? referrer : null;
  const [plans, setPlans] = useState<PublicPlanRecord[] | null>(null);
  const [status, setStatus] = useState<SignupStatus | null>(null);
  const [form, setForm] = useState<Form>({ name: '', email: '', phone: '', password: '', planId: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    Promise.all([publicPlans(), signupStatus()])
      .then(([found, open]) => {
        setPlans(found);
        setStatus(open);
      })
      .catch(toastError);
  }, []);

  const change = (patch: Partial<Form>) => {
    setForm((before) => ({ ...before, ...patch }));
    setErrors((before) => Object.fromEntries(Object.entries(before).filter(([key]) => !(key in patch))));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = signupBody.safeParse({ ...form, planId: form.planId || undefined });
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      return;
    }
    setBusy(true);
    try {
      await signUp(checked.data, companyId);
      showToast(t('signup.created'), 'success');
      void navigate('/login');
    } catch (failure) {
      reportSaveError(failure, setErrors);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'name' | 'email' | 'password', type: 'text' | 'email' | 'password', autoComplete: string) => (
    <Field
      label={t(name === 'name' ? 'signup.companyName' : `signup.${name}`)}
      required
      validationMessage={errors[name] ? t(`signup.errors.${name}`) : undefined}
    >
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={form[name]}
        onChange={(_event, data) => change({ [name]: data.value })}
        data-testid={`signup-${name}`}
      />
    </Field>
  );

  return (
    <AuthLayout title={t('signup.title')} testId="page-signup">
      {!plans || !status ? (
        <Spinner size="small" />
      ) : !status.open ? (
        <MessageBar intent="info" data-testid="signup-closed">
          <MessageBarBody>{t('signup.closed')}</MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <MessageBar intent="info">
            <MessageBarBody>{t('signup.trial', { count: status.trialDays })}</MessageBarBody>
          </MessageBar>
          {field('name', 'text', 'organization')}
          {field('email', 'email', 'email')}
          <PhoneField
            label={t('signup.phone')}
            required
            name="phone"
            value={form.phone}
            onChange={(phone) => change({ phone })}
            error={errors['phone'] ? t('signup.errors.phone') : undefined}
            testId="signup-phone"
          />
          {field('password', 'password', 'new-password')}
          <Field label={t('signup.plan')} required validationMessage={errors['planId'] ? t('signup.errors.planId') : undefined}>
            <Select value={form.planId} onChange={(_event, data) => change({ planId: data.value })} data-testid="signup-plan">
              <option value="">{t('signup.choosePlan')}</option>
              {plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {t('signup.planOption', {
                    name: plan.name,
                    price: formatReais(plan.value),
                    users: plan.users,
                    connections: plan.connections,
                  })}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            data-testid="signup-submit"
          >
            {t('signup.submit')}
          </Button>
        </form>
      )}
      <div className={styles.link}>
        <RouterLink to="/login" testId="signup-login-link">
          {t('signup.haveAccount')}
        </RouterLink>
      </div>
    </AuthLayout>
  );
}
