import type { SettingKey } from '@balcao/shared';
import { makeStyles, Spinner, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../components/formErrors.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { useCompanySettingsStore } from '../../state/companySettings.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { AuditTab } from '../audit/AuditTab.tsx';
import { CompaniesTab } from '../platform/CompaniesTab.tsx';
import { PaymentSetupNotice } from '../platform/PaymentSetupNotice.tsx';
import { PlansTab } from '../platform/PlansTab.tsx';
import { HelpsTab } from './HelpsTab.tsx';
import { OptionsTab } from './OptionsTab.tsx';
import { SchedulesTab } from './SchedulesTab.tsx';
import { loadSettings, saveSetting } from './settingsApi.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
});

type SettingsTab = 'options' | 'schedules' | 'audit' | 'companies' | 'plans' | 'helps';

/** The tabs only super users see. */
const SUPER_TABS: readonly SettingsTab[] = ['companies', 'plans', 'helps'];

/**
 * The settings screen (admins): the company's options, each saved on change and followed live by
 * every session of the company, and its opening hours when the hours are the company's.
 */
export default function SettingsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const values = useCompanySettingsStore((state) => state.values);
  const loaded = useCompanySettingsStore((state) => state.loaded);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const [tab, setTab] = useState<SettingsTab>('options');
  const [saving, setSaving] = useState<SettingKey | null>(null);

  useEffect(() => {
    loadSettings().catch(toastError);
  }, [refetchVersion]);

  const companyHours = values.scheduleType === 'company';
  const isSuper = user?.super === true;
  const shown: SettingsTab =
    tab === 'schedules' && companyHours ? 'schedules' : tab === 'audit' || (SUPER_TABS.includes(tab) && isSuper) ? tab : 'options';

  const save = (key: SettingKey, value: string) => {
    setSaving(key);
    saveSetting(key, value)
      .then(() => showToast(t('settingsPage.saved'), 'success'))
      .catch((error: unknown) => {
        // The server's reason comes with the setting's label, never its internal key.
        const reason = serverFieldErrors(error)?.['value'];
        if (reason) {
          showToast(t('settingsPage.notSaved', { label: t(`settingsPage.options.${key}`), reason }), 'error', { testId: 'toast-error' });
        } else {
          toastError(error);
        }
      })
      .finally(() => setSaving(null));
  };

  return (
    <section className={styles.root} data-testid="page-settings">
      <Title2 as="h1">{t('pages.settings.title')}</Title2>
      {isSuper && <PaymentSetupNotice />}
      <TabList selectedValue={shown} onTabSelect={(_event, data) => setTab(data.value as SettingsTab)}>
        <Tab value="options" data-testid="settings-tab-options">
          {t('settingsPage.tabs.options')}
        </Tab>
        {companyHours && (
          <Tab value="schedules" data-testid="settings-tab-schedules">
            {t('settingsPage.tabs.schedules')}
          </Tab>
        )}
        <Tab value="audit" data-testid="settings-tab-audit">
          {t('settingsPage.tabs.audit')}
        </Tab>
        {isSuper && (
          <Tab value="companies" data-testid="settings-tab-companies">
            {t('platform.companies.tab')}
          </Tab>
        )}
        {isSuper && (
          <Tab value="plans" data-testid="settings-tab-plans">
            {t('platform.plans.tab')}
          </Tab>
        )}
        {isSuper && (
          <Tab value="helps" data-testid="settings-tab-helps">
            {t('helps.tab')}
          </Tab>
        )}
      </TabList>
      {!loaded || !user ? (
        <Spinner size="small" />
      ) : shown === 'audit' ? (
        <AuditTab />
      ) : shown === 'helps' ? (
        <HelpsTab />
      ) : shown === 'companies' ? (
        <CompaniesTab />
      ) : shown === 'plans' ? (
        <PlansTab />
      ) : shown === 'options' ? (
        <OptionsTab values={values} isSuper={user.super} saving={saving} onSave={save} />
      ) : (
        <SchedulesTab companyId={user.companyId} />
      )}
    </section>
  );
}
