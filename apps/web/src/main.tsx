// The app's entry: boot.ts imports it (after the first paint on a server-rendered page). The app
// itself starts in start-app.tsx, which the build bundles with everything it imports statically
// into one chunk (vite.config.ts); this module stays its own small chunk, so the server finds
// the app under this name in the build manifest (its shell pages preload what it imports).
import "./start-app.tsx";
