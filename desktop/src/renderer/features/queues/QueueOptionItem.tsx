import type { QueueOptionRecord } from '@balcao/shared';
import { Button, Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { ChevronRight20Regular, Delete20Regular, Dismiss20Regular, Edit20Regular, Save20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueOptionDraft } from './queuesApi.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  edit: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalS },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  option: { width: '80px' },
  grow: { flexGrow: 1 },
});

export type QueueOptionItemProps = {
  /** A saved option, or a new draft (no id). */
  option: QueueOptionDraft & { id?: number };
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (draft: QueueOptionDraft) => void;
  onDelete: () => void;
  onOpen: (option: QueueOptionRecord['id']) => void;
};

/** One chatbot option: a line to read, or its fields to edit. */
export function QueueOptionItem({ option, editing, busy, onEdit, onCancel, onSave, onDelete, onOpen }: QueueOptionItemProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<QueueOptionDraft>({ title: option.title, message: option.message, option: option.option });
  const { id } = option;

  if (!editing) {
    return (
      <div className={styles.row} data-testid={`queue-option-${option.option}`}>
        <Text weight="semibold">{option.option}</Text>
        <Text className={styles.text}>{option.title}</Text>
        <Button
          appearance="subtle"
          icon={<Edit20Regular />}
          aria-label={t('queues.options.edit', { title: option.title })}
          onClick={onEdit}
        />
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={t('queues.options.delete', { title: option.title })}
          onClick={onDelete}
          disabled={busy}
        />
        {id !== undefined && (
          <Button
            appearance="subtle"
            icon={<ChevronRight20Regular />}
            aria-label={t('queues.options.children', { title: option.title })}
            onClick={() => onOpen(id)}
          />
        )}
      </div>
    );
  }
  return (
    <div className={styles.edit} data-testid="queue-option-edit">
      <div className={styles.line}>
        <Field label={t('queues.options.option')} className={styles.option}>
          <Input
            value={draft.option}
            maxLength={10}
            onChange={(_event, data) => setDraft({ ...draft, option: data.value })}
            data-testid="queue-option-number"
          />
        </Field>
        <Field label={t('queues.options.optionTitle')} className={styles.grow}>
          <Input
            value={draft.title}
            maxLength={100}
            onChange={(_event, data) => setDraft({ ...draft, title: data.value })}
            data-testid="queue-option-title"
          />
        </Field>
      </div>
      <Field label={t('queues.options.message')}>
        <Textarea
          value={draft.message}
          rows={2}
          onChange={(_event, data) => setDraft({ ...draft, message: data.value })}
          data-testid="queue-option-message"
        />
      </Field>
      <div className={styles.line}>
        <Button
          appearance="primary"
          icon={<Save20Regular />}
          disabled={busy || draft.title.trim() === '' || draft.option.trim() === ''}
          onClick={() => onSave({ ...draft, title: draft.title.trim(), option: draft.option.trim() })}
          data-testid="queue-option-save"
        >
          {t('common.save')}
        </Button>
        <Button appearance="secondary" icon={<Dismiss20Regular />} onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
