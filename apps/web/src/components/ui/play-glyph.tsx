import { LineIcon } from "./line-icon.tsx";

/** The filled triangle of every Play button. */
export function PlayGlyph({ size = 14 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M7 4.5v15l12-7.5z" fill="currentColor" stroke="none" />
    </LineIcon>
  );
}
