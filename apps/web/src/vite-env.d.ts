/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
}
interface ImportMetaEnv {
  readonly VITE_SUPER_APP_URL?: string;
}
