import type { CloudTemplate, CloudTemplateList } from '@balcao/shared';
import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/index.ts';
import { toastError } from './toast.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  preview: { whiteSpace: 'pre-wrap', padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3 },
});

/** An approved template with its parameters filled (message variables allowed). */
export type TemplateValue = { name: string; language: string; parameters: string[] };

/** The approved templates of a Cloud API connection; `refresh` asks Meta again instead of the cache. */
export function listTemplates(connectionId: number, refresh = false): Promise<CloudTemplateList> {
  return api.get<CloudTemplateList>(`/whatsapp/${connectionId}/templates`, refresh ? { query: { refresh: 'true' } } : {});
}

const keyOf = (template: Pick<CloudTemplate, 'name' | 'language'>) => `${template.name}|${template.language}`;

/** What a template reads with its parameters (the ones still empty keep their `{{n}}`). */
export function previewOf(template: Pick<CloudTemplate, 'body'>, parameters: readonly string[]): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] || whole);
}

export type TemplateFieldProps = {
  connectionId: number;
  value: TemplateValue | null;
  onChange: (value: TemplateValue | null) => void;
  /**
   * A campaign's or a schedule's template, which starts the conversation: the hint says why, the
   * fields are marked required and "none" may stay chosen until saving. Otherwise (the inbox's
   * picker) the first template listed is chosen.
   */
  outbound?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  /** Prefix of the test ids: `{testId}-select`, `-refresh`, `-parameter-{n}`, `-preview`. */
  testId: string;
};

/**
 * An approved template of a Cloud API connection, chosen from Meta's listing (refreshed on demand),
 * with a field per parameter and a preview. What was typed for each template is kept while the
 * field is open, so going back to one finds its parameters as they were.
 */
export function TemplateField({ connectionId, value, onChange, outbound = false, error, disabled = false, testId }: TemplateFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<CloudTemplate[] | null>(null);
  const typed = useRef<Record<string, string[]>>(value ? { [keyOf(value)]: value.parameters } : {});
  const valueOf = (template: CloudTemplate): TemplateValue => ({
    name: template.name,
    language: template.language,
    parameters: typed.current[keyOf(template)] ?? Array.from({ length: template.parameterCount }, () => ''),
  });
  // The latest value and onChange, for a listing that answers after they changed.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const load = (refresh: boolean) => {
    listTemplates(connectionId, refresh)
      .then(({ templates: listed }) => {
        setTemplates(listed);
        const { value: current, onChange: change } = latest.current;
        const first = listed[0];
        if (!outbound && !listed.some((candidate) => current && keyOf(candidate) === keyOf(current))) {
          change(first ? valueOf(first) : null);
        }
      })
      .catch((failure: unknown) => {
        setTemplates([]);
        toastError(failure);
      });
  };
  useEffect(() => load(false), [connectionId]); // eslint-disable-line react-hooks/exhaustive-deps -- loads once per connection

  const template = value ? templates?.find((candidate) => keyOf(candidate) === keyOf(value)) : undefined;
  const choose = (key: string) => {
    const picked = templates?.find((candidate) => keyOf(candidate) === key);
    onChange(picked ? valueOf(picked) : null);
  };
  const setParameter = (index: number, text: string) => {
    if (!value) {
      return;
    }
    const parameters = value.parameters.map((old, position) => (position === index ? text : old));
    typed.current[keyOf(value)] = parameters;
    onChange({ ...value, parameters });
  };

  return (
    <div className={styles.group} data-testid={testId}>
      {outbound && <Text size={200}>{t('conversation.cloudWindow.outboundHint')}</Text>}
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('conversation.cloudWindow.template')}
          required={outbound}
          validationMessage={error}
          validationState={error ? 'error' : 'none'}
        >
          <Select
            value={value ? keyOf(value) : ''}
            onChange={(_event, data) => choose(data.value)}
            disabled={disabled}
            data-testid={`${testId}-select`}
          >
            {outbound && <option value="">{t('conversation.cloudWindow.none')}</option>}
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
          disabled={disabled}
          data-testid={`${testId}-refresh`}
        />
      </div>
      {templates !== null && templates.length === 0 ? <Text>{t('conversation.cloudWindow.noTemplates')}</Text> : null}
      {value?.parameters.map((text, index) => (
        <Field key={index} label={t('conversation.cloudWindow.parameter', { n: index + 1 })} required={outbound}>
          <Input
            value={text}
            onChange={(_event, data) => setParameter(index, data.value)}
            disabled={disabled}
            data-testid={`${testId}-parameter-${index + 1}`}
          />
        </Field>
      ))}
      {template && value ? (
        <Field label={t('conversation.cloudWindow.preview')}>
          <Text className={styles.preview} data-testid={`${testId}-preview`}>
            {previewOf(template, value.parameters)}
          </Text>
        </Field>
      ) : null}
    </div>
  );
}
