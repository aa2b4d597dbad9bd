import type { ReactNode } from "react";

/**
 * A line icon on a 24-unit grid in the current text colour, hidden from screen readers (the
 * control around it carries the name).
 */
export function LineIcon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
