/** The widths the server renders and the srcset builder, shared with the server's preloads. */
export { IMAGE_WIDTHS, imageSrcSet } from "@tazama/contracts";
