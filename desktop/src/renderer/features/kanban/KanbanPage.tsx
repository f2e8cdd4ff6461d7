import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the kanban feature lands. */
export default function KanbanPage() {
  return <PlaceholderPage name="kanban" />;
}
