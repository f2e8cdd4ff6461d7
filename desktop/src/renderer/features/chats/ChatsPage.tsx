import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the chats feature lands. */
export default function ChatsPage() {
  return <PlaceholderPage name="chats" />;
}
