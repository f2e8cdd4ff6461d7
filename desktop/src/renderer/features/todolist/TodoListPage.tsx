import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTodoForm } from './NewTodoForm.tsx';
import { TodoItem } from './TodoItem.tsx';
import { useTodoListStore } from './todoListStore.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '800px',
    overflowY: 'auto',
  },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The personal to-do list: kept on this machine only, never sent to the server. */
export default function TodoListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { todos, loaded, load, add, edit, setDone, remove } = useTodoListStore();

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className={styles.root} data-testid="page-todolist">
      <Title2 as="h1">{t('pages.todolist.title')}</Title2>
      <NewTodoForm onAdd={add} />
      {loaded && todos.length === 0 && <Text className={styles.empty}>{t('todolist.empty')}</Text>}
      <ul className={styles.list} aria-label={t('todolist.listLabel')}>
        {todos.map((todo) => (
          <TodoItem
            key={todo.id}
            todo={todo}
            onEdit={(text) => edit(todo.id, text)}
            onDone={(done) => setDone(todo.id, done)}
            onDelete={() => remove(todo.id)}
          />
        ))}
      </ul>
    </section>
  );
}
