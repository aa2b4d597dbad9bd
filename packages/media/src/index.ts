export * from "./hls.ts";
export * from "./ladder.ts";
export * from "./media-token.ts";
export * from "./probe.ts";
export * from "./run-tool.ts";
export * from "./transcode.ts";
export * from "./transcode-args.ts";
export * from "./av1.ts";
export { addAv1Renditions, type Av1Options } from "./av1-transcode.ts";
export * from "./clip.ts";
export * from "./clip-plan.ts";
export * from "./playback-bytes.ts";
export { loopFolder } from "./hls-folder.ts";
export * from "./per-title.ts";
export {
  analyseTitle,
  measureSsim,
  probeRungs,
  renditionPieces,
  sampleInputs,
} from "./per-title-probe.ts";
