import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flex: 1 },
});

/** A line to write a task and add it (Enter or the button); blank text adds nothing. */
export function NewTodoForm({ onAdd }: { onAdd: (text: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState('');

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(text);
        setText('');
      }}
    >
      <Input
        className={styles.input}
        value={text}
        placeholder={t('todolist.newPlaceholder')}
        aria-label={t('todolist.newLabel')}
        onChange={(_event, data) => setText(data.value)}
      />
      <Button type="submit" appearance="primary" icon={<Add20Regular />}>
        {t('todolist.add')}
      </Button>
    </form>
  );
}
