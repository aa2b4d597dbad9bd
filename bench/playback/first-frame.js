// Runs in the page before its own scripts (bench/playback): records when the first video frame is
// shown, in ms from the document's navigation start, and the video's height then.
/* global window, document */
(() => {
  const mark = (video) => {
    if (window.__firstFrame) return;
    // When the main steps had finished (resource timing, ms from navigation start).
    const done = (re) => {
      const entry = performance.getEntriesByType("resource").find((e) => re.test(e.name));
      return entry ? Math.round(entry.responseEnd) : null;
    };
    window.__firstFrame = {
      ms: performance.now(),
      height: video.videoHeight,
      steps: {
        hlsjs: done(/hls[^/]*\.js/),
        grant: done(/\/content\/stream\/request/),
        master: done(/master\.m3u8/),
        key: done(/\/key$/),
        segment: done(/seg_\d+\.m4s/),
      },
    };
  };
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
