/** Extensions of the mimetypes WhatsApp carries; anything else is stored as `.bin`. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'video/quicktime': 'mov',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

/** Types a browser would run or render as a page if the file were ever opened inline. */
const ACTIVE_CONTENT = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
]);

const MIMETYPE = /^([a-z0-9][a-z0-9!#$&^_.+-]{0,63})\/([a-z0-9][a-z0-9!#$&^_.+-]{0,126})(\s*;\s*[a-z0-9-]+=[a-z0-9.,+"-]{1,64})*$/;

/**
 * The mimetype a sender declared, if it is well-formed and harmless; otherwise
 * `application/octet-stream`. Parameters (`audio/ogg; codecs=opus`) are kept.
 */
export function safeMimetype(declared: string | null | undefined, fallback = 'application/octet-stream'): string {
  const value = (declared ?? '').trim().toLowerCase();
  const match = MIMETYPE.exec(value);
  if (!match) {
    return fallback;
  }
  return ACTIVE_CONTENT.has(`${match[1]}/${match[2]}`) ? 'application/octet-stream' : value;
}

export function extensionFor(mimetype: string): string {
  return EXTENSIONS[mimetype.split(';')[0]?.trim() ?? ''] ?? 'bin';
}

/** A file name made by Balcão (`image-3EB0C767D26A.jpg`): the sender's own name is never used for storage. */
export function mediaFilename(kind: string, messageId: string, mimetype: string): string {
  const id = messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32) || 'media';
  return `${kind}-${id}.${extensionFor(mimetype)}`;
}
