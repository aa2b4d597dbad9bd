import { useEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at its top, as a page load would (a link followed from far down the previous
 * page used to open the next one scrolled down, its heading out of sight). Back and forward
 * (POP) are left to the browser, which puts the page back where it was.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigation !== NavigationType.Pop) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, navigation]);
}
