// An S3-compatible server for the stack on this machine (s3rver, from npm; no Docker here):
//   node --import tsx deploy/s3-server.ts --dir /tmp/tazama-stack/s3 --bucket tazama-media
// prints "s3 listening on http://127.0.0.1:<port>" once the bucket exists, and runs until killed.
// Its key pair is S3RVER/S3RVER. It does not verify SigV4 signatures (ADR 0050): a real store
// (MinIO, Ceph RGW, R2, S3) does. Loopback only.
import { parseArgs } from "node:util";
import S3rver from "s3rver";

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    bucket: { type: "string", default: "tazama-media" },
    port: { type: "string", default: "0" },
  },
});
if (!values.dir) throw new Error("s3-server: --dir is required");

const server = new S3rver({
  address: "127.0.0.1",
  port: Number(values.port),
  silent: true,
  directory: values.dir,
  configureBuckets: [{ name: values.bucket, configs: [] }],
});
const address = await server.run();
console.log(`s3 listening on http://127.0.0.1:${address.port}`);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
