import { fileTypeFromBuffer } from 'file-type';
import type { StepContext } from '../step.ts';
import { fileOf } from './messages.ts';

export const MISSING_MEDIA = 'media file not found in the --media folder: imported without it';

export type CopiedMedia = { mediaId: string | null; mimetype: string | null; note?: string };

/**
 * Copies a file of the reference's public folder into Balcão's media store for a company. `candidates`
 * are the places the reference may have kept it (relative to its public folder), tried in order; a dry
 * run only checks that one is there.
 */
export async function copyMedia(context: StepContext, companyId: number, candidates: string[]): Promise<CopiedMedia> {
  for (const candidate of candidates) {
    const file = await fileOf(context, candidate);
    if (file === 'present') {
      return { mediaId: null, mimetype: null };
    }
    if (file !== 'missing') {
      const mimetype = (await fileTypeFromBuffer(file.data))?.mime ?? 'application/octet-stream';
      const saved = await context.media.saveFor(context.em, companyId, file.data, file.name, mimetype);
      return { mediaId: saved.id, mimetype };
    }
  }
  return { mediaId: null, mimetype: null, note: MISSING_MEDIA };
}
