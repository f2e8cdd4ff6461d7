import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the contact-list-items feature lands. */
export default function ContactListItemsPage() {
  return <PlaceholderPage name="contact-list-items" />;
}
