import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Placeholder until the files feature lands. */
export default function FilesPage() {
  return <PlaceholderPage name="files" />;
}
