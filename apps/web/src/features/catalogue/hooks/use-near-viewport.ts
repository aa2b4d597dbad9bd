import { useEffect, useRef, useState } from "react";

type Listener = (near: boolean) => void;
const listeners = new WeakMap<Element, Listener>();
let observer: IntersectionObserver | undefined;

/**
 * One IntersectionObserver for every poster. Its margin reaches a screen below the viewport;
 * cards hidden sideways inside a row's scroller stay out (the scroller clips them) until the row
 * is scrolled. Chrome's own `loading="lazy"` margin is far wider and fetched every poster of the
 * home page at once, starving the hero image on a slow connection.
 */
function sharedObserver() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: "0px 0px 100% 0px" },
  );
  return observer;
}

/**
 * [ref, near, observed]: near is true once the element has come within a screen of the viewport
 * (and from then on); observed says an IntersectionObserver decided it. Without one (old
 * browsers, jsdom) everything counts as near at once.
 */
export function useNearViewport<T extends Element>(skip: boolean) {
  const ref = useRef<T>(null);
  // The server render counts as observed: it leaves the posters below the fold for the browser's.
  const observed = typeof window === "undefined" || typeof IntersectionObserver !== "undefined";
  const [near, setNear] = useState(skip || !observed);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = sharedObserver();
    listeners.set(el, (isNear) => {
      if (isNear) setNear(true);
    });
    io.observe(el);
    return () => {
      io.unobserve(el);
      listeners.delete(el);
    };
  }, [near]);
  return [ref, near, observed] as const;
}
