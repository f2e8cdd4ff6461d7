import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the announcements feature lands. */
export default function AnnouncementsPage() {
  return <PlaceholderPage name="announcements" />;
}
