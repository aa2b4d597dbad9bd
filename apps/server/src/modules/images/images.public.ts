// What other modules may use of images: checking and storing uploaded artwork (the images
// route serves it; with a media bucket, `placeArtwork` puts it there and `hasArtwork` looks
// there), and reading image bodies in their own upload routes.
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
