import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { LocalDiskMediaStore } from './local-disk-media-store.ts';
import { mediaStoreFor } from './media-stores.ts';
import { S3MediaStore } from './s3-media-store.ts';

describe('choosing the media store', () => {
  it('keeps media on the local disk unless S3_BUCKET names a bucket', () => {
    expect(mediaStoreFor(loadConfig({}))).toBeInstanceOf(LocalDiskMediaStore);
    const config = loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.mediaS3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: true,
    });
    expect(mediaStoreFor(config)).toBeInstanceOf(S3MediaStore);
  });

  it('refuses S3 variables without a bucket, and half a key', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_BUCKET is needed');
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
  });
});
