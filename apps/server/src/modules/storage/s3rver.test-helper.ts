import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3-compatible server for a test, on a free loopback port, with `bucket` made. Its key id
 * is S3RVER (secret S3RVER); it does not verify SigV4 signatures (ADR 0050).
 */
export async function startS3rver(
  directory: string,
  bucket: string,
): Promise<{ endpoint: string; close: () => Promise<void> }> {
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
