// @tazama/artwork: generated title art (posters, landscapes) and poster frames cut from a
// video. Pure drawing with sharp and opentype.js; the server decides where files go.
export { type RenderOptions, renderArtwork } from "./render-artwork.ts";
export { LANDSCAPE_SIZE, POSTER_SIZE, grabPosterFrame, writePosterFrames } from "./poster-frame.ts";
