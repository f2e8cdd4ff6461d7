import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the connections feature lands. */
export default function ConnectionsPage() {
  return <PlaceholderPage name="connections" />;
}
