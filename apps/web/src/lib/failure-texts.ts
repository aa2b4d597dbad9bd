/** The words of spec §8 for a failure of the network or of our server, verbatim. */
export const NETWORK_FAILURE = {
  title: "Network Error",
  description: "Please check your internet connection and try again.",
} as const;

export const SERVER_FAILURE = {
  title: "Server Error",
  description: "An internal error occurred. Please try again later.",
} as const;
