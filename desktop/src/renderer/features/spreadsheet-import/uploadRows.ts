import { CONTACT_UPLOAD_MAX_ROWS, type ContactUploadError, type ContactUploadRow } from '@balcao/shared';
import type { SheetRow } from '@balcao/shared';

/** A row that was not created, named by its spreadsheet line. */
export type RowError = Omit<ContactUploadError, 'index'> & { line: number };

export type UploadProgress = { done: number; total: number; created: number; errors: RowError[] };

/** What the server answers for one slice (contacts and contact-list items alike). */
export type SliceAnswer = { newContacts: readonly unknown[]; errorBag: ContactUploadError[] };

/**
 * Sends the rows in slices the server takes in one request, one after the other, reporting the
 * progress after each; a failed request stops the import (what was sent before stays created).
 */
export async function uploadInSlices(
  rows: readonly SheetRow[],
  upload: (slice: ContactUploadRow[]) => Promise<SliceAnswer>,
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadProgress> {
  let progress: UploadProgress = { done: 0, total: rows.length, created: 0, errors: [] };
  onProgress(progress);
  for (let start = 0; start < rows.length; start += CONTACT_UPLOAD_MAX_ROWS) {
    const slice = rows.slice(start, start + CONTACT_UPLOAD_MAX_ROWS);
    const answer = await upload(slice.map(({ name, number, email }) => ({ name, number, email })));
    const errors = answer.errorBag.map(({ index, ...error }) => ({ ...error, line: slice[index]?.line ?? start + index + 1 }));
    progress = {
      done: progress.done + slice.length,
      total: rows.length,
      created: progress.created + answer.newContacts.length,
      errors: [...progress.errors, ...errors],
    };
    onProgress(progress);
  }
  return progress;
}
