import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the helps feature lands. */
export default function HelpsPage() {
  return <PlaceholderPage name="helps" />;
}
