import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the settings feature lands. */
export default function SettingsPage() {
  return <PlaceholderPage name="settings" />;
}
