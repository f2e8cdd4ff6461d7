import { fileTypeFromBuffer } from 'file-type';
import { QuickMessage } from '../../quick-messages/quick-message.entity.ts';
import { date, idIn, parents, text, type Outcome, type Step } from '../step.ts';
import { fileOf } from './messages.ts';

/**
 * Quick messages: one of a user stays that user's; one of no user is the company's (`geral`). A
 * shortcode its owner already has in Balcão is skipped (shortcodes are unique per owner). The file of a
 * quick message is copied from the `--media` folder like a message's.
 */
export const quickMessagesStep: Step = {
  table: 'QuickMessages',
  kind: 'quick-message',
  keys: ['id'],
  idOf: (row) => String(row['id']),
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const users = await parents(context, 'user', rows, 'userId');
    const existing = await em.find(
      QuickMessage,
      { companyId: { $in: [...new Set([...companies.values()].map(Number))] } },
      { fields: ['companyId', 'userId', 'geral', 'shortcode'] },
    );
    const used = new Set(existing.map((quick) => `${quick.companyId}:${quick.geral ? '' : String(quick.userId)}:${quick.shortcode}`));
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const from = String(row['id']);
      const companyId = idIn(companies, row['companyId']);
      const userId = idIn(users, row['userId']) ?? null;
      const shortcode = text(row['shortcode'], 50).trim();
      if (companyId === undefined || !shortcode) {
        outcomes.push({ id: from, skipped: companyId === undefined ? 'its company was not imported' : 'no shortcode' });
        continue;
      }
      const key = `${companyId}:${userId === null ? '' : String(userId)}:${shortcode}`;
      if (used.has(key)) {
        outcomes.push({ id: from, skipped: 'its owner already has a quick message of that shortcode' });
        continue;
      }
      used.add(key);
      let mediaId: string | null = null;
      let note: string | undefined;
      const mediaPath = text(row['mediaPath']);
      if (mediaPath) {
        const file = await fileOf(context, mediaPath);
        if (file === 'missing') {
          note = 'media file not found in the --media folder: imported without it';
        } else if (file !== 'present') {
          const mimetype = (await fileTypeFromBuffer(file.data))?.mime ?? 'application/octet-stream';
          mediaId = (await context.media.saveFor(em, companyId, file.data, file.name, mimetype)).id;
        }
      }
      const quick = em.create(QuickMessage, {
        companyId,
        userId,
        geral: userId === null,
        shortcode,
        message: text(row['message']),
        mediaId,
        mediaName: mediaId ? text(row['mediaName'], 255) || null : null,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      outcomes.push({ id: from, written: quick.id, ...(note ? { note } : {}) });
    }
    return outcomes;
  },
};
