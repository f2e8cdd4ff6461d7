import type { TicketNoteRecord } from '@balcao/shared';
import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from './messageFormat.ts';

/** A note needs at least this many characters. */
export const NOTE_MIN_LENGTH = 2;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyle: 'none', margin: 0, padding: 0 },
  note: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  noteText: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  add: { alignSelf: 'flex-end' },
});

export type TicketNotesProps = {
  notes: TicketNoteRecord[];
  busy: boolean;
  onAdd: (note: string) => Promise<boolean>;
  onDelete: (note: TicketNoteRecord) => void;
};

/** The ticket's notes with author and date, and a box to add one. */
export function TicketNotes({ notes, busy, onAdd, onDelete }: TicketNotesProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = () => {
    if (text.trim().length < NOTE_MIN_LENGTH) {
      setError(t('conversation.notes.tooShort'));
      return;
    }
    setError(undefined);
    void onAdd(text.trim()).then((added) => added && setText(''));
  };

  return (
    <section className={styles.root} aria-label={t('conversation.notes.title')}>
      <Text weight="semibold">{t('conversation.notes.title')}</Text>
      <Field label={t('conversation.notes.label')} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Textarea
          value={text}
          placeholder={t('conversation.notes.placeholder')}
          onChange={(_event, data) => {
            setText(data.value);
            setError(undefined);
          }}
          resize="vertical"
        />
      </Field>
      <Button className={styles.add} appearance="primary" onClick={add} disabled={busy}>
        {t('conversation.notes.add')}
      </Button>
      {notes.length === 0 ? (
        <Text size={200}>{t('conversation.notes.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <span className={styles.noteText}>
                <Text>{note.note}</Text>
                <Text size={200}>
                  {t('conversation.notes.byAt', {
                    user: note.user?.name ?? '',
                    date: `${formatDay(note.createdAt)} ${formatTime(note.createdAt)}`,
                  })}
                </Text>
              </span>
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete16Regular />}
                aria-label={t('conversation.notes.delete')}
                onClick={() => onDelete(note)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
