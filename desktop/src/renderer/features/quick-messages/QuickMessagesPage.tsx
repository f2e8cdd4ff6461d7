import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the quick-messages feature lands. */
export default function QuickMessagesPage() {
  return <PlaceholderPage name="quick-messages" />;
}
