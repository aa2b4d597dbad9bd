/*
 * The account texts the web's first chunk needs (its auth provider), in a module of their own:
 * the web bundles the first render's modules whole, so the rest of account-texts.ts (only the
 * log-in and join pages need it) stays out of the first download.
 */
export const SIGNUP_LOOKUP_FAILED = "Failed to retrieve user information";
export const CREATING_ACCOUNT = "Creating Your Account, please wait";
export const PREPARING_ACCOUNT = "Preparing your Account";
