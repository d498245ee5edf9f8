import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type http from 'node:http';
import type https from 'node:https';
import { assertValidKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, Cloudflare R2, DigitalOcean Spaces …). */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`; most self-hosted stores need it. */
  forcePathStyle?: boolean;
  /** Lets several environments share one bucket, e.g. `staging`. */
  prefix?: string;
  /** Connections of its own, e.g. ones that reach only public addresses. */
  agents?: { httpAgent: http.Agent; httpsAgent: https.Agent };
}

// HEAD answers carry no body, so the SDK can only name a missing object "NotFound".
const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Objects in an S3 bucket, for servers that hold no files of their own. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's newer default checksums are refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails the call in seconds rather than after the system's TCP timeout.
    requestHandler: { connectionTimeout: 5_000, ...options.agents },
  });
  const prefix = options.prefix?.replace(/^\/+|\/+$/g, '');
  const Bucket = options.bucket;

  const objectKey = (key: string) => {
    assertValidKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for an absent key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async deleteFolder(folder) {
      const Prefix = `${objectKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        // One by one: the batch delete needs a checksum several S3-compatible stores refuse.
        for (const { Key } of page.Contents ?? []) {
          if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
