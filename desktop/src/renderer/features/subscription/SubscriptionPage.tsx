import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the subscription feature lands. */
export default function SubscriptionPage() {
  return <PlaceholderPage name="subscription" />;
}
