import path from 'node:path';
import { ANNOUNCEMENT_IMAGE_EXTENSIONS } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';

/** Largest announcement image. */
export const ANNOUNCEMENT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** The spec's rule: .png, .jpg or .jpeg, and a browser must be able to show it as such. */
export function assertAnnouncementImage(file: UploadedFile): void {
  const extension = path.extname(file.originalname).toLowerCase();
  if (!(ANNOUNCEMENT_IMAGE_EXTENSIONS as readonly string[]).includes(extension) || !IMAGE_TYPES.has(file.mimetype)) {
    throw new AppError('ERR_VALIDATION', {
      message: 'The image must be a .png, .jpg or .jpeg file',
      fields: [{ path: 'body.file', message: 'Use a .png, .jpg or .jpeg image' }],
    });
  }
}
