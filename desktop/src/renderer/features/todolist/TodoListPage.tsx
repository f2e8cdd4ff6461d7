import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the todolist feature lands. */
export default function TodoListPage() {
  return <PlaceholderPage name="todolist" />;
}
