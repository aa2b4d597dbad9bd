/** The product name in the catalogue path `/api/{product}-app-cache` (the server's PRODUCT_NAME). */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME ?? "tazama";
