import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the tickets feature lands. */
export default function TicketsPage() {
  return <PlaceholderPage name="tickets" />;
}
