import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the campaigns-config feature lands. */
export default function CampaignsConfigPage() {
  return <PlaceholderPage name="campaigns-config" />;
}
