import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the schedules feature lands. */
export default function SchedulesPage() {
  return <PlaceholderPage name="schedules" />;
}
