import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the campaign-report feature lands. */
export default function CampaignReportPage() {
  return <PlaceholderPage name="campaign-report" />;
}
