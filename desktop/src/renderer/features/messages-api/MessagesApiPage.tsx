import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the messages-api feature lands. */
export default function MessagesApiPage() {
  return <PlaceholderPage name="messages-api" />;
}
