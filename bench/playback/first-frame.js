// Runs in the page before its own scripts (bench/playback): records when the first video frame is
// shown, in ms from the document's navigation start, and the video's height then.
/* global window, document */
(() => {
  const mark = (video) => {
    if (window.__firstFrame) return;
    window.__firstFrame = { ms: performance.now(), height: video.videoHeight };
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
