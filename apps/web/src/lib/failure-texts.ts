import { ApiError } from "./api-client.ts";

/** The words of spec §8 for a failure of the network or of our server, verbatim. */
export const NETWORK_FAILURE = {
  title: "Network Error",
  description: "Please check your internet connection and try again.",
} as const;

export const SERVER_FAILURE = {
  title: "Server Error",
  description: "An internal error occurred. Please try again later.",
} as const;

/** What to say when a request failed: the API's own message, else spec §8's network words. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_FAILURE.description;
}
