import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the contacts feature lands. */
export default function ContactsPage() {
  return <PlaceholderPage name="contacts" />;
}
