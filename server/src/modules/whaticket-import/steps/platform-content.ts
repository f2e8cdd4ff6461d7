import { youtubeVideoCode } from '@balcao/shared';
import { Announcement } from '../../announcements/announcement.entity.ts';
import { Help } from '../../helps/help.entity.ts';
import { date, idIn, numberOr, parents, text, type Outcome, type Step } from '../step.ts';
import { copyMedia } from './media-copy.ts';

const id = (row: Record<string, unknown>) => String(row['id']);
const VIDEO_CODE = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * Announcements are the platform's in Balcão (every company reads the active ones). The image is
 * copied from `--media` (the reference kept it in `public/announcements/`) as a file of the company
 * that wrote it.
 */
export const announcementsStep: Step = {
  table: 'Announcements',
  kind: 'announcement',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const title = text(row['title'], 200).trim();
      if (!title) {
        outcomes.push({ id: id(row), skipped: 'no title' });
        continue;
      }
      const mediaPath = text(row['mediaPath']);
      let media: { mediaId: string | null; note?: string } = { mediaId: null };
      if (mediaPath) {
        media =
          companyId === undefined
            ? { mediaId: null, note: 'its company was not imported: imported without its image' }
            : await copyMedia(context, companyId, [`announcements/${mediaPath}`, mediaPath]);
      }
      const priority = numberOr(row['priority'], 3);
      const announcement = em.create(Announcement, {
        title,
        text: text(row['text']),
        priority: priority >= 1 && priority <= 3 ? Math.trunc(priority) : 3,
        status: row['status'] !== false,
        mediaId: media.mediaId,
        mediaName: media.mediaId ? text(row['mediaName'], 255) || null : null,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      outcomes.push({ id: id(row), written: announcement.id, ...(media.note ? { note: media.note } : {}) });
    }
    return outcomes;
  },
};

/**
 * Help videos are the platform's. Balcão plays a YouTube video by its code: the reference's `video`
 * (a code or a link), else its `link`. A help of a title Balcão already has is that help.
 */
export const helpsStep: Step = {
  table: 'Helps',
  kind: 'help',
  keys: ['id'],
  idOf: id,
  async write(rows, { em }) {
    const existing = new Map((await em.find(Help, {}, { fields: ['title'] })).map((help) => [help.title, help]));
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const title = text(row['title'], 100).trim();
      const video = [text(row['video']), text(row['link'])].map(youtubeVideoCode).find((code) => VIDEO_CODE.test(code));
      const same = existing.get(title);
      if (same) {
        outcomes.push({ id: id(row), linked: same.id });
      } else if (!title || !video) {
        outcomes.push({ id: id(row), skipped: title ? 'no YouTube video (Balcão plays help videos from YouTube)' : 'no title' });
      } else {
        const help = em.create(Help, {
          title,
          description: text(row['description']),
          video,
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        });
        await em.flush();
        existing.set(title, help);
        outcomes.push({ id: id(row), written: help.id });
      }
    }
    return outcomes;
  },
};
