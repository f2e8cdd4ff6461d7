import type { CloudTemplate } from '@balcao/shared';
import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/toast.tsx';
import { listTemplates } from '../tickets/conversation/conversationApi.ts';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  preview: { whiteSpace: 'pre-wrap', padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3 },
});

export type ChosenTemplateValue = { name: string; language: string; parameters: string[] };

const keyOf = (template: Pick<CloudTemplate, 'name' | 'language'>) => `${template.name}|${template.language}`;

/** What a template reads with its parameters (the ones still empty keep their `{{n}}`). */
export function previewOf(template: Pick<CloudTemplate, 'body'>, parameters: readonly string[]): string {
  return template.body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] || whole);
}

type Props = {
  connectionId: number;
  value: ChosenTemplateValue | null;
  onChange: (value: ChosenTemplateValue | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  testId: string;
};

/**
 * The approved template a campaign or a scheduled message sends on a Cloud API connection, from the
 * same listing as the inbox's template picker; its parameters may use the sender's variables.
 */
export function TemplateChoiceField({ connectionId, value, onChange, error, disabled = false, testId }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<CloudTemplate[] | null>(null);

  const load = (refresh: boolean) => {
    listTemplates(connectionId, refresh)
      .then(({ templates: listed }) => setTemplates(listed))
      .catch((failure: unknown) => {
        setTemplates([]);
        toastError(failure);
      });
  };
  useEffect(() => load(false), [connectionId]); // eslint-disable-line react-hooks/exhaustive-deps -- loads once per connection

  const template = value ? templates?.find((candidate) => keyOf(candidate) === keyOf(value)) : undefined;
  const choose = (key: string) => {
    const picked = templates?.find((candidate) => keyOf(candidate) === key);
    onChange(
      picked ? { name: picked.name, language: picked.language, parameters: Array.from({ length: picked.parameterCount }, () => '') } : null,
    );
  };
  const setParameter = (index: number, text: string) =>
    value && onChange({ ...value, parameters: value.parameters.map((old, position) => (position === index ? text : old)) });

  return (
    <div className={styles.group} data-testid={testId}>
      <Text size={200}>{t('conversation.cloudWindow.outboundHint')}</Text>
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('conversation.cloudWindow.template')}
          required
          validationMessage={error}
          validationState={error ? 'error' : 'none'}
        >
          <Select
            value={value ? keyOf(value) : ''}
            onChange={(_event, data) => choose(data.value)}
            disabled={disabled}
            data-testid={`${testId}-select`}
          >
            <option value="">{t('conversation.cloudWindow.none')}</option>
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
        <Field key={index} label={t('conversation.cloudWindow.parameter', { n: index + 1 })} required>
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
