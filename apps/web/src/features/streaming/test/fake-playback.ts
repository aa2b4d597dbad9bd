/**
 * jsdom plays nothing: a video element whose playback state the test sets and reads back (10
 * minutes long, paused unless `playing`), with the events a browser would fire.
 */
export function fakePlayback(video: HTMLVideoElement, { playing = false } = {}) {
  let paused = !playing;
  let time = 0;
  Object.defineProperty(video, "paused", { get: () => paused });
  Object.defineProperty(video, "duration", { get: () => 600 });
  Object.defineProperty(video, "currentTime", {
    get: () => time,
    set: (value: number) => {
      time = value;
      video.dispatchEvent(new Event("timeupdate"));
    },
  });
  video.play = () => {
    paused = false;
    video.dispatchEvent(new Event("play"));
    return Promise.resolve();
  };
  video.pause = () => {
    paused = true;
    video.dispatchEvent(new Event("pause"));
  };
  video.canPlayType = () => "maybe";
}
