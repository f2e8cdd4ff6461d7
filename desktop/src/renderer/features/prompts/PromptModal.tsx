import { PROMPT_MODELS, type QueueRecord } from '@balcao/shared';
import { Button, Field, Input, Select, Switch, Textarea } from '@fluentui/react-components';
import { Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDialog, type RecordFormProps } from '../../components/list/index.ts';
import type { PromptForm } from './promptForm.ts';

export type PromptModalProps = RecordFormProps<PromptForm> & {
  queues: QueueRecord[];
};

const MODEL_LABELS: Record<(typeof PROMPT_MODELS)[number], string> = { 'gpt-3.5-turbo-1106': 'GPT 3.5 turbo', 'gpt-4o-mini': 'GPT 4.0' };

/** Name, API key (hidden unless shown), prompt, queue, model (the spec's two or any name), temperature, tokens, context size. */
export function PromptModal({ editing, form, errors, saving, queues, onChange, onSave, onClose }: PromptModalProps) {
  const { t } = useTranslation();
  const [showKey, setShowKey] = useState(false);
  return (
    <RecordDialog
      title={t(editing ? 'prompts.modal.titleEdit' : 'prompts.modal.titleAdd')}
      testId="prompt-modal"
      saveTestId="prompt-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
      maxWidth={720}
    >
      <Field label={t('prompts.modal.name')} required validationMessage={errors['name']}>
        <Input value={form.name} onChange={(_event, data) => onChange({ name: data.value })} data-testid="prompt-name" />
      </Field>
      <Field
        label={t('prompts.modal.apiKey')}
        required={!editing}
        hint={editing ? t('prompts.modal.apiKeyHint') : undefined}
        validationMessage={errors['apiKey']}
      >
        <Input
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          value={form.apiKey}
          onChange={(_event, data) => onChange({ apiKey: data.value })}
          data-testid="prompt-api-key"
          contentAfter={
            <Button
              appearance="transparent"
              size="small"
              icon={showKey ? <EyeOff20Regular /> : <Eye20Regular />}
              aria-label={t(showKey ? 'prompts.modal.hideKey' : 'prompts.modal.showKey')}
              onClick={() => setShowKey((shown) => !shown)}
            />
          }
        />
      </Field>
      <Field label={t('prompts.modal.prompt')} required validationMessage={errors['prompt']}>
        <Textarea value={form.prompt} rows={10} onChange={(_event, data) => onChange({ prompt: data.value })} data-testid="prompt-text" />
      </Field>
      <Field label={t('prompts.modal.queue')} hint={t('bots.promptQueueHint')} required validationMessage={errors['queueId']}>
        <Select value={form.queueId} onChange={(_event, data) => onChange({ queueId: data.value })} data-testid="prompt-queue">
          <option value="">{t('prompts.modal.noQueue')}</option>
          {queues.map((queue) => (
            <option key={queue.id} value={String(queue.id)}>
              {queue.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('prompts.modal.model')} hint={t('prompts.modal.modelHint')} required validationMessage={errors['model']}>
        <Input
          value={form.model}
          list="prompt-models"
          onChange={(_event, data) => onChange({ model: data.value })}
          data-testid="prompt-model"
        />
      </Field>
      <datalist id="prompt-models">
        {PROMPT_MODELS.map((model) => (
          <option key={model} value={model}>
            {MODEL_LABELS[model]}
          </option>
        ))}
      </datalist>
      <Field label={t('prompts.modal.temperature')} required validationMessage={errors['temperature']}>
        <Input
          type="number"
          min={0}
          max={1}
          step={0.1}
          value={form.temperature}
          onChange={(_event, data) => onChange({ temperature: data.value })}
          data-testid="prompt-temperature"
        />
      </Field>
      <Field label={t('prompts.modal.maxTokens')} required validationMessage={errors['maxTokens']}>
        <Input
          type="number"
          min={1}
          value={form.maxTokens}
          onChange={(_event, data) => onChange({ maxTokens: data.value })}
          data-testid="prompt-max-tokens"
        />
      </Field>
      <Field label={t('prompts.modal.maxMessages')} required validationMessage={errors['maxMessages']}>
        <Input
          type="number"
          min={1}
          value={form.maxMessages}
          onChange={(_event, data) => onChange({ maxMessages: data.value })}
          data-testid="prompt-max-messages"
        />
      </Field>
      <Field label={t('prompts.modal.baseUrl')} hint={t('prompts.modal.baseUrlHint')} validationMessage={errors['baseUrl']}>
        <Input value={form.baseUrl} onChange={(_event, data) => onChange({ baseUrl: data.value })} data-testid="prompt-base-url" />
      </Field>
      <Field label={t('prompts.modal.handoffWords')} hint={t('prompts.modal.handoffWordsHint')} validationMessage={errors['handoffWords']}>
        <Input
          value={form.handoffWords}
          onChange={(_event, data) => onChange({ handoffWords: data.value })}
          data-testid="prompt-handoff-words"
        />
      </Field>
      <Switch
        checked={form.transcribeAudio}
        label={t('prompts.modal.transcribeAudio')}
        onChange={(_event, data) => onChange({ transcribeAudio: data.checked })}
        data-testid="prompt-transcribe-audio"
      />
    </RecordDialog>
  );
}
