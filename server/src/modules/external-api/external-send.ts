import type { UploadedFile } from '../../platform/http/multipart.ts';

/** What an integration asks `POST /api/messages/send` to send. */
export type ExternalSend = { number: string; body: string; closeTicket: boolean; files: UploadedFile[] };
