// The page's one script tag. A server-rendered page is already painted: the app (React, Mantine,
// the router; ~150 KB) is fetched only after that first paint, so on a slow link it does not
// share the bandwidth with the page's images and stylesheets. A page without server markup
// (the shell) needs the app to paint anything: it starts it at once (its chunks are preloaded).
// A cold /watch page plays its video first (lib/boot-order.ts).

// Mantine's base styles first in the one stylesheet, whatever order the chunks come in: a
// component's rules must follow UnstyledButton's reset they build on (else Buttons lose their
// background). The import adds no script to this chunk.
import "./app/styles.ts";
import { afterFirstPaint, playsBeforeApp } from "./lib/boot-order.ts";

const startApp = () => import("./main.tsx");

const root = document.getElementById("root");
if (!root?.hasChildNodes()) {
  void startApp();
} else if (playsBeforeApp(window.location.pathname)) {
  // The app starts when the early stream says so, or at once if its chunk cannot be loaded.
  void import("./early-stream.ts")
    .then((module) => module.playEarly())
    .catch(() => undefined)
    .then(startApp);
} else {
  afterFirstPaint(() => void startApp());
}
