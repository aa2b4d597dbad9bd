/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
}
