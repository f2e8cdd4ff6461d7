import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error.ts';

/**
 * What an upload route takes, checked on the file's bytes (magic numbers), not its name or the type
 * the client declared: `image` a PNG, JPEG, WebP or GIF; `spreadsheet` an .xlsx; `media` whatever
 * WhatsApp carries (pictures, sounds, videos, documents) as long as the bytes are what the declared
 * type says and no program.
 */
export type UploadAccept = 'image' | 'spreadsheet' | 'media';

const IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const SPREADSHEETS = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip']);
/** Programs and disk images: never stored, whatever they are called. */
const PROGRAMS = new Set([
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/x-executable',
  'application/x-apple-diskimage',
  'application/vnd.android.package-archive',
  'application/wasm',
]);
/** Containers whose sound-only files are detected as video (a browser's recording is audio/webm). */
const AUDIO_OR_VIDEO = new Set(['video/webm', 'video/mp4', 'video/ogg', 'audio/ogg', 'audio/webm', 'audio/mp4', 'video/quicktime']);

function family(mimetype: string): string {
  return mimetype.split('/')[0]?.toLowerCase() ?? '';
}

function baseType(mimetype: string): string {
  return mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
}

function refused(field: string, message: string): AppError {
  return new AppError('ERR_VALIDATION', { message, fields: [{ path: `body.${field}`, message }] });
}

/** Whether a media file's bytes agree with the family its declared type names. */
function agrees(declared: string, detected: string | undefined): boolean {
  const claimed = family(declared);
  if (claimed !== 'image' && claimed !== 'audio' && claimed !== 'video') {
    // A document (or an undeclared type): any bytes but a program's.
    return true;
  }
  if (!detected) {
    return false;
  }
  if (family(detected) === claimed) {
    return true;
  }
  return claimed !== 'image' && AUDIO_OR_VIDEO.has(detected);
}

/**
 * Checks one uploaded file against what its route accepts and answers the media type to keep: the
 * detected one where the declared type was missing or generic. A mismatch is 400 ERR_VALIDATION
 * naming the field.
 */
export async function checkedMediaType(file: { buffer: Buffer; mimetype: string }, accept: UploadAccept, field: string): Promise<string> {
  const detected = (await fileTypeFromBuffer(file.buffer))?.mime;
  const declared = baseType(file.mimetype);
  if (detected && PROGRAMS.has(detected)) {
    throw refused(field, 'Programs are not accepted');
  }
  if (accept === 'image') {
    if (!detected || !IMAGES.has(detected)) {
      throw refused(field, 'Send a PNG, JPEG, WebP or GIF picture');
    }
    return detected;
  }
  if (accept === 'spreadsheet') {
    if (!detected || !SPREADSHEETS.has(detected)) {
      throw refused(field, 'Send an .xlsx spreadsheet');
    }
    return detected;
  }
  if (!agrees(declared, detected)) {
    throw refused(field, `The file's content is not a ${family(declared)} as its type says`);
  }
  const generic = declared === '' || declared === 'application/octet-stream';
  return generic && detected ? detected : file.mimetype;
}
