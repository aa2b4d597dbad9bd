// What other code may use of the artwork drawing library (ADR 0022): generated title art and
// poster frames cut from a video.
export { type RenderOptions, renderArtwork } from "./render-artwork.ts";
export { LANDSCAPE_SIZE, POSTER_SIZE, grabPosterFrame, writePosterFrames } from "./poster-frame.ts";
