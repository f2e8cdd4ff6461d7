import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { LocalDiskMediaStore } from './local-disk-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { S3MediaStore } from './s3-media-store.ts';

/** The bucket when S3_BUCKET is set, else the data folder's `media/` (the embedded default). */
export function mediaStoreFor(config: Pick<AppConfig, 'dataDir' | 'mediaS3'>): MediaStore {
  return config.mediaS3 ? new S3MediaStore(config.mediaS3) : new LocalDiskMediaStore(path.join(config.dataDir, 'media'));
}
