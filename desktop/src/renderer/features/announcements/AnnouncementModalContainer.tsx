import type { AnnouncementBody, AnnouncementRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { useRecordDialog } from '../../components/list/index.ts';
import { useAnnouncementsStore } from '../../state/announcements.ts';
import { emptyAnnouncementForm, formFromAnnouncement, validateAnnouncement, type AnnouncementForm } from './announcementForm.ts';
import { AnnouncementModal } from './AnnouncementModal.tsx';
import {
  createAnnouncement,
  getAnnouncement,
  removeAnnouncementImage,
  updateAnnouncement,
  uploadAnnouncementImage,
} from './announcementsApi.ts';

/** Saves the announcement, then its image change; the table shows the result at once. */
async function save(id: number | null, body: AnnouncementBody, form: AnnouncementForm): Promise<AnnouncementRecord> {
  let saved = id === null ? await createAnnouncement(body) : await updateAnnouncement(id, body);
  if (form.file) {
    saved = await uploadAnnouncementImage(saved.id, form.file);
  } else if (form.removeImage && saved.mediaPath) {
    saved = await removeAnnouncementImage(saved.id);
  }
  useAnnouncementsStore.getState().apply(saved);
  return saved;
}

/** Loads, checks with the server's schema and saves an announcement (super users). */
export function AnnouncementModalContainer({ announcementId, onClose }: { announcementId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRecordDialog({
    id: announcementId,
    initial: emptyAnnouncementForm,
    load: async (id) => formFromAnnouncement(await getAnnouncement(id)),
    validate: validateAnnouncement,
    save,
    savedText: t('announcements.saved'),
    onClose,
  });
  return <AnnouncementModal {...dialog.props} />;
}
