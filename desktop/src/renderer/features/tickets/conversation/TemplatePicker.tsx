import type { CloudTemplate } from '@balcao/shared';
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
  tokens,
} from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialogSurface } from '../../../components/focus/AppDialogSurface.tsx';
import { toastError } from '../../../components/toast.tsx';
import { listTemplates } from './conversationApi.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  preview: { whiteSpace: 'pre-wrap', padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3 },
});

export type TemplateChoice = { name: string; language: string; parameters: string[] };

export type TemplatePickerProps = {
  connectionId: number;
  busy: boolean;
  onSend: (choice: TemplateChoice) => void;
  onCancel: () => void;
};

const keyOf = (template: CloudTemplate) => `${template.name}|${template.language}`;

/** The approved templates of the ticket's Cloud API connection, one chosen with its parameters filled (message variables allowed). */
export function TemplatePicker({ connectionId, busy, onSend, onCancel }: TemplatePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<CloudTemplate[] | null>(null);
  const [chosen, setChosen] = useState('');
  /** The parameters typed, per template (switching templates keeps what was typed for each). */
  const [typed, setTyped] = useState<Record<string, string[]>>({});

  const load = (refresh: boolean) => {
    listTemplates(connectionId, refresh)
      .then(({ templates: listed }) => {
        setTemplates(listed);
        setChosen((current) => (listed.some((template) => keyOf(template) === current) ? current : listed[0] ? keyOf(listed[0]) : ''));
      })
      .catch((error: unknown) => {
        setTemplates([]);
        toastError(error);
      });
  };

  useEffect(() => load(false), [connectionId]); // eslint-disable-line react-hooks/exhaustive-deps -- loads once per connection

  const template = templates?.find((candidate) => keyOf(candidate) === chosen);
  const parameters = template ? (typed[chosen] ?? Array.from({ length: template.parameterCount }, () => '')) : [];
  const setParameter = (index: number, value: string) =>
    setTyped((current) => ({ ...current, [chosen]: parameters.map((old, position) => (position === index ? value : old)) }));
  const preview = template ? template.body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] || whole) : '';

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <AppDialogSurface aria-label={t('conversation.cloudWindow.pickerTitle')} data-testid="template-picker">
        <DialogBody>
          <DialogTitle>{t('conversation.cloudWindow.pickerTitle')}</DialogTitle>
          <DialogContent className={styles.fields}>
            <div className={styles.row}>
              <Field className={styles.grow} label={t('conversation.cloudWindow.template')}>
                <Select value={chosen} onChange={(_event, data) => setChosen(data.value)} data-testid="template-select">
                  {(templates ?? []).map((candidate) => (
                    <option key={keyOf(candidate)} value={keyOf(candidate)}>
                      {`${candidate.name} (${candidate.language})`}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button
                icon={<ArrowSync20Regular />}
                aria-label={t('conversation.cloudWindow.refresh')}
                title={t('conversation.cloudWindow.refresh')}
                onClick={() => load(true)}
                data-testid="template-refresh"
              />
            </div>
            {templates !== null && templates.length === 0 ? <Text>{t('conversation.cloudWindow.noTemplates')}</Text> : null}
            {parameters.map((value, index) => (
              <Field key={index} label={t('conversation.cloudWindow.parameter', { n: index + 1 })}>
                <Input
                  value={value}
                  onChange={(_event, data) => setParameter(index, data.value)}
                  data-testid={`template-parameter-${index + 1}`}
                />
              </Field>
            ))}
            {template ? (
              <Field label={t('conversation.cloudWindow.preview')}>
                <Text className={styles.preview} data-testid="template-preview">
                  {preview}
                </Text>
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy || !template || parameters.some((value) => value.trim() === '')}
              onClick={() => template && onSend({ name: template.name, language: template.language, parameters })}
              data-testid="template-send"
            >
              {t('conversation.cloudWindow.send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}
