import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the prompts feature lands. */
export default function PromptsPage() {
  return <PlaceholderPage name="prompts" />;
}
