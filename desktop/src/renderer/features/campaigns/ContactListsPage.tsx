import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the contact-lists feature lands. */
export default function ContactListsPage() {
  return <PlaceholderPage name="contact-lists" />;
}
