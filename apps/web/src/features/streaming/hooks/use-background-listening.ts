import { type RefObject, useEffect, useRef } from "react";

interface Listening {
  listening: boolean;
  canListen: boolean;
  listen: (on: boolean) => void;
}

/**
 * On a phone, a video that keeps playing with the screen off or the app in the background
 * switches to listening (audio only: no bytes spent on a picture nobody sees), and back to the
 * picture when the viewer returns. A viewer who chose listening keeps it.
 */
export function useBackgroundListening(
  videoRef: RefObject<HTMLVideoElement | null>,
  { listening, canListen, listen }: Listening,
) {
  const switchedByUs = useRef(false);
  useEffect(() => {
    if (!canListen) return;
    const onVisibility = () => {
      const video = videoRef.current;
      if (document.visibilityState === "hidden") {
        const phone = window.matchMedia("(pointer: coarse)").matches;
        if (phone && video && !video.paused && !listening) {
          switchedByUs.current = true;
          listen(true);
        }
      } else if (switchedByUs.current) {
        switchedByUs.current = false;
        if (listening) listen(false);
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [videoRef, listening, canListen, listen]);
}
