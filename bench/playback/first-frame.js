// Runs in the page before its own scripts (bench/playback): records when the first video frame is
// shown and the video's height then. Times are ms from the press on a Play link when there was one
// (scenario "play from the title page"), else from the document's navigation start ("cold open").
// Step times are when a resource had arrived, on the same clock: negative = fetched before Play.
/* global window, document, Element */
(() => {
  // Chromium keeps 250 resource entries by default: a title page with its rows of posters fills
  // that before Play is pressed, and the stream's requests would go unrecorded.
  performance.setResourceTimingBufferSize(2000);
  const mark = (video) => {
    if (window.__firstFrame) return;
    const start = window.__playPressedAt ?? 0;
    // When the main steps had finished (resource timing; the first matching response).
    const done = (match) => {
      const test =
        typeof match === "string"
          ? (name) => name.endsWith(`/${match}`)
          : (name) => match.test(name);
      const entry = performance.getEntriesByType("resource").find((e) => test(e.name));
      return entry ? Math.round(entry.responseEnd - start) : null;
    };
    // The build's file names for the watch route and hls.js (run.ts reads them from its manifest).
    const chunks = window.__benchChunks ?? {};
    const now = performance.now();
    // Bytes on the wire since the press (or the navigation) up to this frame.
    const bytes = [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ]
      .filter((e) => e.responseEnd >= start && e.responseEnd <= now)
      .reduce((sum, e) => sum + (e.transferSize ?? 0), 0);
    window.__firstFrame = {
      ms: Math.round(now - start),
      height: video.videoHeight,
      kilobytes: Math.round(bytes / 1024),
      steps: {
        route: chunks.route ? done(chunks.route) : null,
        hlsjs: chunks.hlsjs ? done(chunks.hlsjs) : null,
        grant: done(/\/content\/stream\/request/),
        master: done(/master\.m3u8/),
        key: done(/\/key$/),
        segment: done(/seg_\d+\.m4s/),
      },
    };
  };
  // The viewer's play request: a click on a link to the player.
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element && event.target.closest('a[href^="/watch/"]');
      if (link && window.__playPressedAt === undefined) window.__playPressedAt = event.timeStamp;
    },
    true,
  );
  // Media events do not bubble: listen in the capture phase, before React mounts the <video>.
  document.addEventListener(
    "playing",
    (event) => {
      const video = event.target;
      video.requestVideoFrameCallback(() => {
        mark(video);
      });
    },
    true,
  );
  // Fallback if no frame callback comes: playing and past 0.
  document.addEventListener(
    "timeupdate",
    (event) => {
      const video = event.target;
      if (video.currentTime > 0 && !video.paused) mark(video);
    },
    true,
  );
})();
