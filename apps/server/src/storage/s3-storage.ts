import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { urlWindow, type ObjectStorage } from './object-storage.ts';

export interface S3Config {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Any S3-compatible store; downloads are presigned GETs straight from the bucket. */
export function createS3Storage(config: S3Config): ObjectStorage {
  const s3 = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        // Only "no such object" means missing; a refused key or an unreachable store is an error.
        if ((error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (objects.length > 0) await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    signedGetUrl(key, ttlSeconds) {
      const { signedAt, expiresAt } = urlWindow(ttlSeconds);
      return getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: key }), { signingDate: new Date(signedAt * 1000), expiresIn: expiresAt - signedAt });
    },
  };
}
