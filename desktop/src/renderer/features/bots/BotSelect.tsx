import { Field, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { botLinkOf, botValueOf, loadBotChoices, type BotChoice, type BotLink } from './botChoices.ts';

export type BotSelectProps = {
  value: BotLink;
  onChange: (link: BotLink) => void;
  hint: string;
  error?: string | undefined;
  testId: string;
};

/**
 * The one bot of a queue or a connection: none, an AI prompt or an integration (grouped). A bot bound
 * already but not listed (its plan feature off) stays shown by its id, so saving does not drop it unseen.
 */
export function BotSelect({ value, onChange, hint, error, testId }: BotSelectProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<BotChoice[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadBotChoices()
      .then((loaded) => live && setChoices(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const current = botValueOf(value);
  const listed = current === '' || choices.some((choice) => `${choice.kind}:${choice.id}` === current);
  const group = (kind: BotChoice['kind']) =>
    choices
      .filter((choice) => choice.kind === kind)
      .map((choice) => (
        <option key={`${kind}:${choice.id}`} value={`${kind}:${choice.id}`}>
          {choice.name}
        </option>
      ));
  const prompts = group('prompt');
  const integrations = group('integration');
  return (
    <Field label={t('bots.select.label')} hint={hint} validationMessage={failed ? t('bots.select.loadFailed') : error}>
      <Select value={current} onChange={(_event, data) => onChange(botLinkOf(data.value))} data-testid={testId}>
        <option value="">{t('bots.select.none')}</option>
        {!listed && <option value={current}>{current}</option>}
        {prompts.length > 0 && <optgroup label={t('bots.select.prompts')}>{prompts}</optgroup>}
        {integrations.length > 0 && <optgroup label={t('bots.select.integrations')}>{integrations}</optgroup>}
      </Select>
    </Field>
  );
}
