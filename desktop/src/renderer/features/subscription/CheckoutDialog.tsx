import type { CheckoutResponse, InvoiceRecord } from '@balcao/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyText } from '../../components/copyText.ts';
import { AppDialogSurface } from '../../components/focus/AppDialogSurface.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import { formatDate } from '../../app/dates.ts';
import { QrImage } from '../connections/QrImage.tsx';
import { checkout } from '../financeiro/invoicesApi.ts';
import { onPaymentConcluded } from './paymentEvents.ts';

/** The spec's wait before going home once paid. */
const HOME_AFTER_PAYMENT_MS = 4000;

type Step = 'data' | 'customise' | 'review' | 'pix';

type Data = { firstName: string; lastName: string; address2: string; city: string; state: string; zipcode: string; country: 'BR' | 'usa' };
const REQUIRED: (keyof Data)[] = ['firstName', 'address2', 'city', 'zipcode', 'country'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  qr: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
});

function money(value: number): string {
  return value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

/**
 * The checkout of one invoice: data, customise (the plan being paid), review, then the Pix QR. Card
 * fields are not offered: Pix needs none, and nothing of a card ever reaches the server.
 */
export function CheckoutDialog({ invoice, onClose }: { invoice: InvoiceRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('data');
  const [data, setData] = useState<Data>({ firstName: '', lastName: '', address2: '', city: '', state: '', zipcode: '', country: 'BR' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [charge, setCharge] = useState<CheckoutResponse | null>(null);

  useEffect(() => {
    if (step !== 'pix') {
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onPaymentConcluded((dueDate) => {
      showToast(t('checkout.paid', { date: dueDate ? formatDate(dueDate) : '' }), 'success', { testId: 'toast-payment-success' });
      timer = setTimeout(() => navigate('/'), HOME_AFTER_PAYMENT_MS);
    });
    return () => {
      stop();
      if (timer) {
        clearTimeout(timer);
      }
    };
  }, [step, navigate, t]);

  const missing = REQUIRED.filter((key) => data[key].trim() === '');
  const field = (key: keyof Data, required = false) => ({
    required,
    validationMessage: touched && required && data[key].trim() === '' ? t('checkout.required') : undefined,
  });
  const input = (key: Exclude<keyof Data, 'country'>) => (
    <Input value={data[key]} onChange={(_event, value) => setData({ ...data, [key]: value.value })} data-testid={`checkout-${key}`} />
  );

  const next = () => {
    if (step === 'data') {
      setTouched(true);
      if (missing.length === 0) {
        setStep('customise');
      }
    } else if (step === 'customise') {
      setStep('review');
    } else if (step === 'review') {
      setBusy(true);
      checkout({ invoiceId: invoice.id, ...data, lastName: data.lastName || undefined, state: data.state || undefined })
        .then((created) => {
          setCharge(created);
          setStep('pix');
        })
        .catch(toastError)
        .finally(() => setBusy(false));
    }
  };
  const back = () => setStep(step === 'review' ? 'customise' : 'data');

  return (
    <Dialog open onOpenChange={(_event, state) => !state.open && onClose()}>
      <AppDialogSurface data-testid="checkout-dialog">
        <DialogBody>
          <DialogTitle>{step === 'pix' ? t('checkout.pixTitle') : t(`checkout.steps.${step}`)}</DialogTitle>
          <DialogContent>
            {step === 'data' && (
              <div className={styles.form}>
                <Field label={t('checkout.fields.firstName')} {...field('firstName', true)}>
                  {input('firstName')}
                </Field>
                <Field label={t('checkout.fields.lastName')}>{input('lastName')}</Field>
                <Field label={t('checkout.fields.address2')} {...field('address2', true)}>
                  {input('address2')}
                </Field>
                <Field label={t('checkout.fields.city')} {...field('city', true)}>
                  {input('city')}
                </Field>
                <Field label={t('checkout.fields.state')}>{input('state')}</Field>
                <Field label={t('checkout.fields.zipcode')} {...field('zipcode', true)}>
                  {input('zipcode')}
                </Field>
                <Field label={t('checkout.fields.country')} required>
                  <Select
                    value={data.country}
                    onChange={(_event, value) => setData({ ...data, country: value.value === 'usa' ? 'usa' : 'BR' })}
                    data-testid="checkout-country"
                  >
                    <option value="BR">{t('checkout.countries.BR')}</option>
                    <option value="usa">{t('checkout.countries.usa')}</option>
                  </Select>
                </Field>
              </div>
            )}
            {step === 'customise' && (
              <div className={styles.form}>
                <Text>{t('checkout.plan', { plan: invoice.detail })}</Text>
                <Text weight="semibold">{t('checkout.value', { value: money(invoice.value) })}</Text>
                <Text>{t('checkout.dueDate', { date: formatDate(invoice.dueDate) })}</Text>
              </div>
            )}
            {step === 'review' && (
              <div className={styles.form} data-testid="checkout-review">
                <Text>{[data.firstName, data.lastName].filter(Boolean).join(' ')}</Text>
                <Text>
                  {[data.address2, data.city, data.state, data.zipcode, t(`checkout.countries.${data.country}`)].filter(Boolean).join(', ')}
                </Text>
                <Text weight="semibold">
                  {invoice.detail} — {money(invoice.value)}
                </Text>
                <Text>{t('checkout.pixOnly')}</Text>
              </div>
            )}
            {step === 'pix' && charge && (
              <div className={styles.qr}>
                <QrImage value={charge.qrcode.qrcode} label={t('checkout.qrLabel')} />
                <Text weight="semibold" data-testid="checkout-value">
                  {money(Number(charge.valor.original))}
                </Text>
                <Field label={t('checkout.copyPaste')} style={{ width: '100%' }}>
                  <Textarea value={charge.qrcode.qrcode} readOnly resize="vertical" data-testid="checkout-brcode" />
                </Field>
                <Button onClick={() => void copyText(charge.qrcode.qrcode, t('checkout.copied'))}>{t('checkout.copy')}</Button>
                <Text>{t('checkout.waiting')}</Text>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            {step !== 'pix' && step !== 'data' && (
              <Button onClick={back} disabled={busy}>
                {t('checkout.back')}
              </Button>
            )}
            {step !== 'pix' && (
              <Button appearance="primary" onClick={next} disabled={busy} data-testid="checkout-next">
                {step === 'review' ? t('checkout.pay') : t('checkout.next')}
              </Button>
            )}
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}
