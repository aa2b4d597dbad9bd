/** An error that is the caller's to fix (or to know about): sent as `{error:{code,message}}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Seconds until a retry may succeed: sent as Retry-After (every 429 carries one). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
/** 429 with Retry-After (whole seconds, at least 1). */
export const tooManyRequests = (code: string, message: string, retryAfterMs: number) =>
  new HttpError(429, code, message, Math.max(1, Math.ceil(retryAfterMs / 1000)));
