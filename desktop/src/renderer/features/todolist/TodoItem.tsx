import { Button, Checkbox, Input, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Checkmark20Regular, Delete20Regular, Dismiss20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/dates.ts';
import type { Todo } from '../../platform/index.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 },
  text: { overflowWrap: 'anywhere' },
  done: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  dates: { color: tokens.colorNeutralForeground3 },
  input: { flex: 1 },
});

export type TodoItemProps = {
  todo: Todo;
  onEdit: (text: string) => void;
  onDone: (done: boolean) => void;
  onDelete: () => void;
};

/** One task: a box to mark it done, its text and dates, and edit (in place) and delete. */
export function TodoItem({ todo, onEdit, onDone, onDelete }: TodoItemProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);

  if (editing !== null) {
    const save = () => {
      onEdit(editing);
      setEditing(null);
    };
    return (
      <li className={styles.row} aria-label={todo.text}>
        <Input
          className={styles.input}
          value={editing}
          autoFocus
          aria-label={t('todolist.editLabel', { text: todo.text })}
          onChange={(_event, data) => setEditing(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              save();
            } else if (event.key === 'Escape') {
              setEditing(null);
            }
          }}
        />
        <Button appearance="subtle" icon={<Checkmark20Regular />} aria-label={t('todolist.saveEdit')} onClick={save} />
        <Button appearance="subtle" icon={<Dismiss20Regular />} aria-label={t('todolist.cancelEdit')} onClick={() => setEditing(null)} />
      </li>
    );
  }

  return (
    <li className={styles.row} aria-label={todo.text}>
      <Checkbox
        checked={todo.done}
        aria-label={t('todolist.markDone', { text: todo.text })}
        onChange={(_event, data) => onDone(data.checked === true)}
      />
      <div className={styles.body}>
        <Text className={mergeClasses(styles.text, todo.done && styles.done)}>{todo.text}</Text>
        <Text size={200} className={styles.dates}>
          {todo.updatedAt === todo.createdAt
            ? t('todolist.created', { date: formatDateTime(todo.createdAt) })
            : t('todolist.updated', { date: formatDateTime(todo.updatedAt) })}
        </Text>
      </div>
      <Button
        appearance="subtle"
        icon={<Edit20Regular />}
        aria-label={t('todolist.edit', { text: todo.text })}
        onClick={() => setEditing(todo.text)}
      />
      <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('todolist.delete', { text: todo.text })} onClick={onDelete} />
    </li>
  );
}
