import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { s3Client, type S3Settings } from '../src/modules/media/s3-media-store.ts';

/** The access key @20minutes/s3rver knows (its built-in account). */
const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3StandIn = {
  settings: S3Settings;
  /** The `S3_*` variables that point a server at the stand-in's bucket. */
  environment: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** The bytes stored under a key. */
  bytes: (key: string) => Promise<Buffer>;
  stop: () => Promise<void>;
};

/**
 * A real S3-protocol server on 127.0.0.1 (@20minutes/s3rver, objects in a temporary folder) with one
 * empty bucket, for the media store's tests as the Graph API stand-in is for the Cloud API's.
 */
export async function startS3StandIn(bucket = 'balcao-media'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'balcao-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, endpoint, region: 'us-east-1', credentials: ACCESS, forcePathStyle: true };
  const client: S3Client = s3Client(settings);
  // The stand-in signs a bucket's own path as `/bucket` (as the SDK's version 2 did); version 3 sends `/bucket/`.
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${bucket}/`) {
        request.path = `/${bucket}`;
      }
      return next(args);
    },
    { step: 'build' },
  );
  return {
    settings,
    environment: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS.accessKeyId,
      S3_SECRET_ACCESS_KEY: ACCESS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    bytes: async (key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    },
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
