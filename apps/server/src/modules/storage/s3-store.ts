import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { inSpan } from "../../lib/tracing.ts";
import { type ObjectStore, checkKey } from "./object-store.ts";

export interface S3StoreOptions {
  bucket: string;
  /** Keys live under it ("media/"): one bucket may hold several sites. */
  prefix: string;
  region: string;
  /** Another S3-compatible service (R2, MinIO, Ceph RGW); absent: AWS. */
  endpoint?: string | undefined;
  /** Path-style URLs (MinIO, Ceph and local test servers want them). */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Files above this go up in parts (5 MB each, 4 at a time): a transcoded film's source. */
const MULTIPART_FROM = 16 * 1024 * 1024;
const PART_SIZE = 5 * 1024 * 1024;

function notThere(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** The object store in an S3-compatible bucket, through the AWS SDK v3. */
export function createS3Store(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's default streams an upload as
    // aws-chunked with a CRC trailer, which several S3-compatible stores (and s3rver) save as
    // the object's bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  // Each request to the bucket a span of the request's or job's trace (ADR 0080), when on.
  client.middlewareStack.add(
    (next, context) => (args) =>
      inSpan(`s3 ${context.commandName ?? "request"}`, { "aws.s3.bucket": options.bucket }, () =>
        next(args),
      ),
    { step: "initialize", name: "tazamaSpans" },
  );
  const Bucket = options.bucket;
  const full = (key: string) => `${options.prefix}${checkKey(key)}`;
  const relative = (key: string) => key.slice(options.prefix.length);

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: full(prefix), ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    kind: "s3",
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      if (size < MULTIPART_FROM) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: full(key),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return;
      }
      await new Upload({
        client,
        params: { Bucket, Key: full(key), Body: createReadStream(file), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 4,
      }).done();
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: contentType }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (notThere(error)) return undefined;
        throw error;
      }
    },
    async readRange(key, start, end) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: full(key), Range: `bytes=${start}-${end}` }),
        );
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (notThere(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return head.ContentLength;
      } catch (error) {
        if (notThere(error)) return undefined;
        throw error;
      }
    },
    async list(prefix) {
      return (await keysUnder(prefix)).map(relative);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async deletePrefix(prefix) {
      const keys = await keysUnder(prefix);
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) },
          }),
        );
      }
    },
  };
}

/**
 * MEDIA_STORE=s3://bucket/prefix → the bucket and the prefix ("media/"), or undefined for the
 * local folder (MEDIA_STORE unset).
 */
export function parseStoreUrl(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error("MEDIA_STORE must look like s3://bucket or s3://bucket/prefix");
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : "" };
}
