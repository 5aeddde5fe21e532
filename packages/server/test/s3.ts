import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const TEST_BUCKET = 'ia-media';
const KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  /** What a server needs to use this store: STORAGE_DRIVER=s3 and the S3_* variables. */
  env: Record<string, string>;
  /** A client of the store, to look into the bucket from a test. */
  client: S3Client;
  /** Every key in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The S3_* variables of a store at `endpoint`. */
export const s3Env = (endpoint: string, bucket = TEST_BUCKET): Record<string, string> => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: KEY,
  S3_SECRET_ACCESS_KEY: KEY,
});

/**
 * An S3-compatible store in this process (s3rver) on 127.0.0.1 and an ephemeral port, keeping
 * its objects in a fresh temp directory, with the bucket `ia-media`. Removed on close.
 */
export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'ia-s3-test-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    env: s3Env(endpoint),
    client,
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: TEST_BUCKET,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** An address on 127.0.0.1 where nothing listens (a port that was free a moment ago). */
export async function closedEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
