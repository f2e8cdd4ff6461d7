import { ANNOUNCEMENT_IMAGE_EXTENSIONS, announcementBody, type AnnouncementPriority, type AnnouncementRecord } from '@balcao/shared';
import { checkWith, type Checked } from '../../components/list/index.ts';

export type AnnouncementForm = {
  title: string;
  text: string;
  priority: AnnouncementPriority;
  status: boolean;
  /** The current image's name, if it has one. */
  mediaName: string | null;
  /** A new image picked in the dialog, sent after the announcement is saved. */
  file: File | null;
  /** The current image is to go. */
  removeImage: boolean;
};

export function emptyAnnouncementForm(): AnnouncementForm {
  return { title: '', text: '', priority: 3, status: true, mediaName: null, file: null, removeImage: false };
}

export function formFromAnnouncement(record: AnnouncementRecord): AnnouncementForm {
  return {
    ...emptyAnnouncementForm(),
    title: record.title,
    text: record.text,
    priority: record.priority,
    status: record.status,
    mediaName: record.mediaName,
  };
}

/** The spec's image rule, checked before anything is sent (the server checks it again). */
export function isAnnouncementImage(file: File): boolean {
  const name = file.name.toLowerCase();
  return ANNOUNCEMENT_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** The server's own schema: title and text required, priority 1 to 3. */
export function validateAnnouncement(form: AnnouncementForm): Checked<ReturnType<typeof announcementBody.parse>> {
  return checkWith(announcementBody, { title: form.title, text: form.text, priority: form.priority, status: form.status });
}
