import path from "node:path";
import S3rver from "s3rver";

/** The key pair s3rver knows (it checks the key id, not the signature). */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" } as const;

/** A running s3rver: its URL, and how to stop it. */
export interface TestS3rver {
  endpoint: string;
  close: () => Promise<void>;
}

/**
 * An S3-compatible server for a test, on a free loopback port, with `bucket` made, its objects in
 * `directory`/s3rver. It knows the key id S3RVER (secret S3RVER) but does not verify SigV4
 * signatures (ADR 0050).
 */
export async function startS3rver(directory: string, bucket: string): Promise<TestS3rver> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(directory, "s3rver"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
