import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the financeiro feature lands. */
export default function FinanceiroPage() {
  return <PlaceholderPage name="financeiro" />;
}
