import {
  CAMPAIGN_EDIT_LOCK_MS,
  CONFIRMATION_KEYS,
  MESSAGE_KEYS,
  campaignBody,
  type CampaignBody,
  type CampaignRecord,
  type ConnectionRecord,
  type ContactListOption,
  type TagRecord,
} from '@balcao/shared';
import { Field, Input, MessageBar, MessageBarBody, Select, Spinner, Switch, Text, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkWith, RecordDialog, useRecordForm } from '../../components/list/index.ts';
import { toastError } from '../../components/toast.tsx';
import { TemplateField, type TemplateValue } from '../../components/TemplateField.tsx';
import { attachCampaignMedia, campaignOptions, getCampaign, saveCampaign } from './campaignsApi.ts';

type Form = Record<(typeof MESSAGE_KEYS)[number] | (typeof CONFIRMATION_KEYS)[number], string> & {
  name: string;
  whatsappId: string;
  contactListId: string;
  tagListId: string;
  scheduledAt: string;
  confirmation: boolean;
  status: CampaignRecord['status'] | null;
  /** On a Cloud API connection: the approved template sent instead of the messages. */
  template: TemplateValue | null;
};

const blankMessages = Object.fromEntries([...MESSAGE_KEYS, ...CONFIRMATION_KEYS].map((key) => [key, ''])) as Pick<
  Form,
  (typeof MESSAGE_KEYS)[number] | (typeof CONFIRMATION_KEYS)[number]
>;

/** `YYYY-MM-DDTHH:mm` on this machine's clock, as a datetime-local input holds it. */
function localInput(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function editable(form: Form): boolean {
  if (form.status === null || form.status === 'INATIVA' || form.status === 'CANCELADA') {
    return true;
  }
  return (
    form.status === 'PROGRAMADA' && form.scheduledAt !== '' && new Date(form.scheduledAt).getTime() - Date.now() > CAMPAIGN_EDIT_LOCK_MS
  );
}

function bodyOf(form: Form): CampaignBody {
  const { whatsappId, contactListId, tagListId, scheduledAt, ...rest } = form;
  const { status, ...fields } = rest;
  void status;
  return {
    ...fields,
    whatsappId: Number(whatsappId) || whatsappId,
    contactListId: contactListId ? Number(contactListId) : null,
    tagListId: tagListId ? Number(tagListId) : null,
    scheduledAt: scheduledAt ? new Date(scheduledAt).toISOString() : null,
  };
}

/** Adds or edits a campaign; read-only once it runs, finished, or is due within the hour (a cancelled one still saves). */
export function CampaignModal({ campaignId, onClose }: { campaignId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<{ connections: ConnectionRecord[]; lists: ContactListOption[]; tags: TagRecord[] } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    campaignOptions().then(setOptions).catch(toastError);
  }, []);
  const dialog = useRecordForm<Form, CampaignBody, CampaignRecord>({
    id: campaignId,
    initial: () => ({
      name: '',
      whatsappId: '',
      contactListId: '',
      tagListId: '',
      scheduledAt: '',
      confirmation: false,
      status: null,
      template: null,
      ...blankMessages,
    }),
    load: async (id) => {
      const record = await getCampaign(id);
      return {
        name: record.name,
        whatsappId: String(record.whatsappId),
        contactListId: record.contactListId ? String(record.contactListId) : '',
        tagListId: '',
        scheduledAt: localInput(record.scheduledAt),
        confirmation: record.confirmation,
        status: record.status,
        template: record.template
          ? { name: record.template.name, language: record.template.language, parameters: record.template.parameters }
          : null,
        ...Object.fromEntries([...MESSAGE_KEYS, ...CONFIRMATION_KEYS].map((key) => [key, record[key]])),
      } as Form;
    },
    validate: (form) => {
      // Checked with the route's schema; what is sent is the JSON body (dates as ISO text).
      const checked = checkWith(campaignBody, bodyOf(form));
      return 'errors' in checked ? checked : { body: bodyOf(form) };
    },
    save: async (id, body) => {
      const saved = await saveCampaign(id, body);
      return file ? attachCampaignMedia(saved.id, file) : saved;
    },
    savedText: t('campaigns.saved'),
    onLoadFailed: onClose,
    onSaved: onClose,
  });
  const { form, errors, change } = dialog;
  const locked = !editable(form);
  const cloud = options?.connections.find((connection) => String(connection.id) === form.whatsappId)?.provider === 'cloud';
  const text = (key: keyof Form, label: string) => (
    <Field key={key} label={label} validationMessage={errors[key]} validationState={errors[key] ? 'error' : 'none'}>
      <Textarea
        value={form[key] as string}
        onChange={(_event, data) => change({ [key]: data.value })}
        disabled={locked}
        data-testid={`campaign-${key}`}
      />
    </Field>
  );
  return (
    <RecordDialog
      title={campaignId === null ? t('campaigns.modal.titleAdd') : t('campaigns.modal.titleEdit')}
      testId="campaign-modal"
      saveTestId="campaign-save"
      saving={dialog.saving}
      onSave={() => (locked ? onClose() : void dialog.submit())}
      onClose={onClose}
      maxWidth={720}
    >
      {dialog.loading || !options ? (
        <Spinner aria-label={t('app.loading')} />
      ) : (
        <>
          {locked && (
            <MessageBar intent="info">
              <MessageBarBody>{t('campaigns.modal.readOnly')}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('campaigns.modal.name')} validationMessage={errors.name} validationState={errors.name ? 'error' : 'none'}>
            <Input
              value={form.name}
              onChange={(_event, data) => change({ name: data.value })}
              disabled={locked}
              data-testid="campaign-name"
            />
          </Field>
          <Field
            label={t('campaigns.modal.connection')}
            validationMessage={errors.whatsappId}
            validationState={errors.whatsappId ? 'error' : 'none'}
          >
            <Select
              value={form.whatsappId}
              onChange={(_event, data) => change({ whatsappId: data.value, template: null })}
              disabled={locked}
              data-testid="campaign-connection"
            >
              <option value="">{t('campaigns.modal.none')}</option>
              {options.connections.map((connection) => (
                <option key={connection.id} value={connection.id}>
                  {connection.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('campaigns.modal.contactList')}
            validationMessage={errors.contactListId}
            validationState={errors.contactListId ? 'error' : 'none'}
          >
            <Select
              value={form.contactListId}
              onChange={(_event, data) => change({ contactListId: data.value, tagListId: '' })}
              disabled={locked}
              data-testid="campaign-list"
            >
              <option value="">{t('campaigns.modal.none')}</option>
              {options.lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('campaigns.modal.tag')}>
            <Select
              value={form.tagListId}
              onChange={(_event, data) => change({ tagListId: data.value, contactListId: '' })}
              disabled={locked}
              data-testid="campaign-tag"
            >
              <option value="">{t('campaigns.modal.none')}</option>
              {options.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('campaigns.modal.scheduledAt')}
            validationMessage={errors.scheduledAt}
            validationState={errors.scheduledAt ? 'error' : 'none'}
          >
            <Input
              type="datetime-local"
              value={form.scheduledAt}
              onChange={(_event, data) => change({ scheduledAt: data.value })}
              disabled={locked}
              data-testid="campaign-scheduled-at"
            />
          </Field>
          {cloud ? (
            <TemplateField
              outbound
              connectionId={Number(form.whatsappId)}
              value={form.template}
              onChange={(template) => change({ template })}
              error={errors['template'] ?? errors['template.name'] ?? errors['template.parameters']}
              disabled={locked}
              testId="campaign-template"
            />
          ) : (
            <>
              <Switch
                label={t('campaigns.modal.confirmation')}
                checked={form.confirmation}
                onChange={(_event, data) => change({ confirmation: data.checked })}
                disabled={locked}
                data-testid="campaign-confirmation"
              />
              <Text size={200}>{t('campaigns.modal.variablesHint')}</Text>
              {MESSAGE_KEYS.map((key, index) => text(key, t('campaigns.modal.message', { n: index + 1 })))}
              {form.confirmation &&
                CONFIRMATION_KEYS.map((key, index) => text(key, t('campaigns.modal.confirmationMessage', { n: index + 1 })))}
              <Field label={t('campaigns.modal.media')}>
                <input
                  type="file"
                  aria-label={t('campaigns.modal.media')}
                  disabled={locked}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  data-testid="campaign-media"
                />
              </Field>
            </>
          )}
        </>
      )}
    </RecordDialog>
  );
}
