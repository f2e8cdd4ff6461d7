import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the users feature lands. */
export default function UsersPage() {
  return <PlaceholderPage name="users" />;
}
