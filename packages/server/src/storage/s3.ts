import { readFile, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { StorageUnavailableError } from './errors.js';
import type { Storage, StoredInfo } from './types.js';
import { assertStorageKey } from './keys.js';

export type S3Options = Extract<Config['storage'], { driver: 's3' }>;

/** A connection to the store must be open within this time. */
const CONNECT_TIMEOUT_MS = 2000;
/**
 * A request may be idle (no byte either way) this long: a store that takes the connection and
 * never answers fails the request within seconds (a 503), not minutes.
 */
const IDLE_TIMEOUT_MS = 3000;

/**
 * One client for the configured store. With S3_ENDPOINT (MinIO, R2, s3rver, …) the bucket is
 * addressed by path (`<endpoint>/<bucket>/<key>`), which every S3-compatible store understands;
 * without it, AWS S3 of S3_REGION. Checksums are only sent where S3 requires them: several
 * S3-compatible stores do not understand the SDK's default trailing checksums.
 */
export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    // Without throwOnRequestTimeout the SDK only warns when the idle time has passed, and a
    // store that hangs keeps the request waiting for ever.
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: IDLE_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
}

interface S3Failure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** No such object: HeadObject answers a bare 404 ("NotFound"), GetObject "NoSuchKey". */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as S3Failure;
  return name === 'NoSuchKey' || (name === 'NotFound' && $metadata?.httpStatusCode === 404);
}

function unavailable(action: string, error: unknown): StorageUnavailableError {
  const { name, message, $metadata } = (error ?? {}) as S3Failure;
  const status = $metadata?.httpStatusCode;
  return new StorageUnavailableError(
    `S3 ${action} failed: ${name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}${message ? `: ${message}` : ''}`,
    { cause: error },
  );
}

/**
 * Objects in one bucket, under an optional prefix (`variants/` for the resized copies). The
 * content type is stored with each object and answered by get and stat; the ETag and
 * Last-Modified are the bucket's own.
 */
export function createS3Storage(options: {
  client: S3Client;
  bucket: string;
  prefix?: string;
}): Storage {
  const { client, bucket, prefix = '' } = options;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  async function put(key: string, body: Buffer | Readable, contentType: string, size?: number) {
    const length = Buffer.isBuffer(body) ? body.length : size;
    if (length === undefined) throw new Error('put: the size of a stream must be given');
    const Key = keyOf(key);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: body,
          ContentType: contentType,
          ContentLength: length,
        }),
      );
    } catch (error) {
      throw unavailable('PutObject', error);
    }
  }

  async function head(key: string): Promise<StoredInfo | undefined> {
    const Key = keyOf(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        etag: answer.ETag,
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable('HeadObject', error);
    }
  }

  return {
    driver: 's3',

    put: (key, body, { contentType, size }) => put(key, body, contentType, size),

    async putFile(key, file, { contentType }) {
      // Sent from memory (uploads are at most 10 MB): unlike a stream, the SDK can retry it.
      await put(key, await readFile(file), contentType);
      await rm(file, { force: true });
    },

    async get(key) {
      const Key = keyOf(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
          etag: answer.ETag,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable('GetObject', error);
      }
    },

    stat: head,

    async exists(key) {
      return (await head(key)) !== undefined;
    },

    async delete(key) {
      const Key = keyOf(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw unavailable('DeleteObject', error);
      }
    },

    async ping(signal) {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal });
      } catch (error) {
        throw unavailable('HeadBucket', error);
      }
    },
  };
}
