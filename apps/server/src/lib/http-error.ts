/** An error that is the caller's to fix (or to know about): sent as `{error:{code,message}}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
