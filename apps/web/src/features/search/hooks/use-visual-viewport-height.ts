import { useEffect, useState } from "react";

/**
 * The height of the part of the screen the viewer sees, which shrinks while a phone's keyboard
 * is up (the layout viewport does not); undefined where the browser has no VisualViewport.
 */
export function useVisualViewportHeight(): number | undefined {
  const [height, setHeight] = useState<number | undefined>(() => window.visualViewport?.height);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => {
      setHeight(viewport.height);
    };
    update();
    viewport.addEventListener("resize", update);
    return () => {
      viewport.removeEventListener("resize", update);
    };
  }, []);
  return height;
}
