import { LineIcon } from "./line-icon.tsx";

// Icons drawn as lines, not emoji: a phone without an emoji font (Debian's Chromium, many older
// phones) shows an emoji as an empty box. Each is hidden from screen readers: the control around
// it carries the name.

/** A thumb raised: "I like this". */
export function ThumbUpIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M7 10v11H3V10h4z" />
      <path d="M7 10l3.6-7.2a1.9 1.9 0 0 1 3.5 1.3L13 9h5.8a2 2 0 0 1 2 2.4l-1.5 7.9a2 2 0 0 1-2 1.7H7" />
    </LineIcon>
  );
}

/** A thumb lowered: "Not for me". */
export function ThumbDownIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <g transform="rotate(180 12 12)">
        <path d="M7 10v11H3V10h4z" />
        <path d="M7 10l3.6-7.2a1.9 1.9 0 0 1 3.5 1.3L13 9h5.8a2 2 0 0 1 2 2.4l-1.5 7.9a2 2 0 0 1-2 1.7H7" />
      </g>
    </LineIcon>
  );
}

/** A heart: "Love this!". */
export function HeartIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M12 20s-7.5-4.6-9.2-9.3A4.8 4.8 0 0 1 12 7.2a4.8 4.8 0 0 1 9.2 3.5C19.5 15.4 12 20 12 20z" />
    </LineIcon>
  );
}

/** A tick: in My List, downloaded. */
export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </LineIcon>
  );
}

/** A plus: add to My List. */
export function PlusIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}
