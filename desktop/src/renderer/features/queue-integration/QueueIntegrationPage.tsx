import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the queue-integration feature lands. */
export default function QueueIntegrationPage() {
  return <PlaceholderPage name="queue-integration" />;
}
