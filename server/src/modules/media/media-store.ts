import type { Readable } from 'node:stream';

/**
 * Where media bytes live. Keys are made by the server, never taken from a client. The local disk
 * store is the default; an S3-compatible store implements the same three calls.
 */
export type MediaStore = {
  put(key: string, data: Buffer): Promise<void>;
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
};
