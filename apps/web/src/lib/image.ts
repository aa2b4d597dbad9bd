/** The widths the server renders and the srcset builders, shared with the server's preloads. */
export { IMAGE_WIDTHS, imageSrc, imageSrcSet } from "@tazama/contracts";
