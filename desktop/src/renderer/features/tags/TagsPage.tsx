import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the tags feature lands. */
export default function TagsPage() {
  return <PlaceholderPage name="tags" />;
}
