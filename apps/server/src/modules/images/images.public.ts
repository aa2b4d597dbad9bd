// What other modules may use of images: checking and storing uploaded artwork (the images
// route serves it), and reading image bodies in their own upload routes.
export {
  ARTWORK_RULES,
  type PreparedArtwork,
  acceptImageBodies,
  artworkFile,
  imageBody,
  placeArtwork,
  prepareArtwork,
} from "./artwork-upload.ts";
