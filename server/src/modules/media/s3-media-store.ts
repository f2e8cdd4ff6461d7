import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store.ts';

/** Where the bucket is and how to sign for it (the `S3_*` variables). */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself, in `region`. MinIO, R2, B2, Ceph RGW: their URL. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, shared files, an instance or container role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
};

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's default checksums (CRC32 headers and trailers) are refused by several S3-compatible
    // stores; a payload's SHA-256 in its signature is what every one of them checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object, whichever way the store says so (HEAD answers a bare 404). */
export function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Media in a bucket of any S3-compatible store, under the same keys the local disk store uses. */
export class S3MediaStore implements MediaStore {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings, client = s3Client(settings)) {
    this.#client = client;
    this.#bucket = settings.bucket;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: data, ContentLength: data.length }));
  }

  async open(key: string): Promise<Readable> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) {
        throw new Error(`The store answered no body for ${key}`);
      }
      return answer.Body;
    } catch (error) {
      // Said as the local disk store says it, so callers tell a missing file the same way.
      throw isMissingObject(error) ? Object.assign(new Error(`No media stored under ${key}`, { cause: error }), { code: 'ENOENT' }) : error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /** The stored size of a key, or undefined when nothing is stored there (the move from disk checks each copy). */
  async sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (isMissingObject(error)) {
        return undefined;
      }
      throw error;
    }
  }

  close(): void {
    this.#client.destroy();
  }
}
