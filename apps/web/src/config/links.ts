/** The mobile super-app's store page (build-time VITE_SUPER_APP_URL). */
export const SUPER_APP_URL: string =
  import.meta.env.VITE_SUPER_APP_URL ??
  "https://play.google.com/store/apps/details?id=africa.tazama";
