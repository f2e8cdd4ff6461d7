import { campaignSettingsBody, LONGER_INTERVAL_OPTIONS, MESSAGE_INTERVAL_OPTIONS, type CampaignSettings } from '@balcao/shared';
import { Button, Field, Input, makeStyles, Select, Spinner, Title2, Title3, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSaveError, zodFieldErrors, type FieldErrors } from '../../components/formErrors.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { loadCampaignSettings, saveCampaignSettings } from './campaignSettingsApi.ts';
import { parseStopWords } from './stopWords.ts';
import { VariablesEditor } from './VariablesEditor.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL, maxWidth: '720px' },
  intervals: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

type IntervalKey = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';

/** Each interval's options and how they read: seconds, or (the longer interval's threshold) a number of messages. */
const INTERVALS: { key: IntervalKey; options: readonly number[]; unit: 'seconds' | 'messages' }[] = [
  { key: 'messageInterval', options: MESSAGE_INTERVAL_OPTIONS, unit: 'seconds' },
  { key: 'longerIntervalAfter', options: LONGER_INTERVAL_OPTIONS, unit: 'messages' },
  { key: 'greaterInterval', options: LONGER_INTERVAL_OPTIONS, unit: 'seconds' },
];

/** The first message of `settings.stopWords` or of one of its words. */
function stopWordsError(errors: FieldErrors): string | undefined {
  const key = Object.keys(errors).find((path) => path === 'settings.stopWords' || path.startsWith('settings.stopWords.'));
  return key === undefined ? undefined : errors[key];
}

/** Campaign settings (admins, plan with campaigns): the sending intervals and the custom variables of campaign messages. */
export default function CampaignsConfigPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [settings, setSettings] = useState<CampaignSettings | null>(null);
  const [stopWords, setStopWords] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    loadCampaignSettings()
      .then((loaded) => {
        if (current) {
          setSettings(loaded);
          setStopWords(loaded.stopWords.join(', '));
        }
      })
      .catch(toastError);
    return () => {
      current = false;
    };
  }, []);

  const save = () => {
    if (!settings) {
      return;
    }
    const parsed = campaignSettingsBody.safeParse({ settings: { ...settings, stopWords: parseStopWords(stopWords) } });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    saveCampaignSettings(parsed.data.settings)
      .then((saved) => {
        setSettings(saved);
        setStopWords(saved.stopWords.join(', '));
        showToast(t('campaignSettings.saved'), 'success');
      })
      .catch((error: unknown) => reportSaveError(error, setErrors))
      .finally(() => setSaving(false));
  };

  return (
    <section className={styles.root} data-testid="page-campaigns-config">
      <Title2 as="h1">{t('pages.campaigns-config.title')}</Title2>
      {!settings ? (
        <Spinner aria-label={t('app.loading')} />
      ) : (
        <>
          <Title3 as="h2">{t('campaignSettings.intervals')}</Title3>
          <div className={styles.intervals}>
            {INTERVALS.map(({ key, options, unit }) => (
              <Field
                key={key}
                label={t(`campaignSettings.${key}`)}
                validationMessage={errors[`settings.${key}`]}
                validationState={errors[`settings.${key}`] ? 'error' : 'none'}
              >
                <Select
                  value={String(settings[key])}
                  onChange={(_event, data) => setSettings({ ...settings, [key]: Number(data.value) })}
                  data-testid={`campaign-setting-${key}`}
                >
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {option === 0 ? t('campaignSettings.none') : t(`campaignSettings.${unit}`, { count: option })}
                    </option>
                  ))}
                </Select>
              </Field>
            ))}
          </div>
          <Title3 as="h2">{t('campaignSettings.variables')}</Title3>
          <VariablesEditor variables={settings.variables} onChange={(variables) => setSettings({ ...settings, variables })} />
          <Title3 as="h2">{t('campaignSettings.stopWords')}</Title3>
          <Field
            label={t('campaignSettings.stopWordsLabel')}
            hint={t('campaignSettings.stopWordsHint')}
            validationMessage={stopWordsError(errors)}
            validationState={stopWordsError(errors) ? 'error' : 'none'}
          >
            <Input value={stopWords} onChange={(_event, data) => setStopWords(data.value)} data-testid="campaign-setting-stopWords" />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={saving} onClick={save} data-testid="campaign-settings-save">
              {t(saving ? 'common.saving' : 'campaignSettings.save')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
