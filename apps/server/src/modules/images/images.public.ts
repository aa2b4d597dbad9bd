// What other modules may use of images: checking and storing uploaded artwork (the images
// route serves it; with a media bucket, `placeArtwork` puts it there and `hasArtwork` looks
// there), reading image bodies in their own upload routes, and drawing the demo's art (into the
// bucket, with one, for every API process).
export { drawMissingArtwork } from "./drawn-artwork.ts";
export {
  ARTWORK_RULES,
  type PreparedArtwork,
  acceptImageBodies,
  artworkFile,
  hasArtwork,
  imageBody,
  placeArtwork,
  prepareArtwork,
} from "./artwork-upload.ts";
