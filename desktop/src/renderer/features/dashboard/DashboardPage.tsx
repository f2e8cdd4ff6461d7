import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the dashboard feature lands. */
export default function DashboardPage() {
  return <PlaceholderPage name="dashboard" />;
}
