import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the campaigns feature lands. */
export default function CampaignsPage() {
  return <PlaceholderPage name="campaigns" />;
}
