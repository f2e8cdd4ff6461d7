import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the queues feature lands. */
export default function QueuesPage() {
  return <PlaceholderPage name="queues" />;
}
