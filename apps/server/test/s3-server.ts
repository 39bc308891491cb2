import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's built-in account: requests must be signed (SigV4) with this key pair. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server (@20minutes/s3rver, files in a temp folder) with one bucket. It
 * checks SigV4 signatures and the expiry of presigned URLs; it does not enforce bucket policies or
 * ACLs (an unsigned request is served as anonymous) and does not compare a body with its
 * x-amz-content-sha256. The env is what the app's S3_* settings need.
 */
export async function startS3Server(bucket = 'tryown-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tryown-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  keepBucketSlash(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: { endpoint, bucket, region: 'us-east-1', ...S3_CREDENTIALS },
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The AWS SDK signs bucket-level requests (list, multi-delete) on the path `/<bucket>/`; s3rver
 * rebuilds that path without the slash, so every such signature "does not match". Right after
 * s3rver's own host middleware, such a request is marked so its check rebuilds `/<bucket>/`; the
 * signature check itself stays s3rver's.
 */
function keepBucketSlash(server: S3rver) {
  const stack = (server as unknown as { middleware: ((ctx: KoaContext, next: () => Promise<void>) => unknown)[] }).middleware;
  const vhost = stack.findIndex((middleware) => middleware.name === 'vhost');
  if (vhost < 0) throw new Error('s3rver changed: no vhost middleware to follow');
  stack.splice(vhost + 1, 0, (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path) && !ctx.state.vhost) {
      ctx.state.vhost = true; // canonical path: `/${bucket}${mountPath}`
      ctx.mountPath = '/';
    }
    return next();
  });
}
type KoaContext = { path: string; mountPath?: string; state: { vhost?: boolean } };

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
