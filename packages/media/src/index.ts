export * from "./hls.ts";
export * from "./ladder.ts";
export * from "./media-token.ts";
export * from "./probe.ts";
export * from "./run-tool.ts";
export * from "./transcode.ts";
export * from "./transcode-args.ts";
