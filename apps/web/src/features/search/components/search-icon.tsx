import { LineIcon } from "../../../components/ui/line-icon.tsx";

/** A magnifying glass, drawn in the current text colour. */
export function SearchIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

/** An arrow pointing back, for leaving the full-screen search. */
export function BackIcon({ size = 22 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M19 12H5" />
      <path d="m11 18-6-6 6-6" />
    </LineIcon>
  );
}
