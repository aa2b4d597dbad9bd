// Types of s3-sign.js (plain JavaScript: njs runs it at the edge) for the Node tests.
interface SignOptions {
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  region: string;
  host: string;
  /** The object's path, bucket included (path-style): `/bucket/prefix/key`. */
  path: string;
  /** amzDate() of the request's time. */
  date: string;
}

declare const sign: {
  amzDate(ms: number): string;
  authorization(options: SignOptions): string;
  EMPTY_SHA256: string;
};
export default sign;
