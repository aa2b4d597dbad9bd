import { ApiError } from "./api-client.ts";
import { type I18n, sourceI18n } from "./i18n/i18n.ts";

/** The words of spec §8 for a failure of the network or of our server, in the page's language. */
export function failureTexts(i18n: I18n) {
  return {
    network: {
      title: i18n._({ id: "failure.network", message: "Network Error" }),
      description: i18n._({
        id: "failure.network-text",
        message: "Please check your internet connection and try again.",
      }),
    },
    server: {
      title: i18n._({ id: "failure.server", message: "Server Error" }),
      description: i18n._({
        id: "failure.server-text",
        message: "An internal error occurred. Please try again later.",
      }),
    },
  };
}

/** Spec §8's words verbatim (English). */
export const { network: NETWORK_FAILURE, server: SERVER_FAILURE } = failureTexts(sourceI18n);

/** What to say when a request failed: the API's own message, else spec §8's network words. */
export function failureMessage(error: unknown, i18n: I18n = sourceI18n): string {
  return error instanceof ApiError ? error.message : failureTexts(i18n).network.description;
}
