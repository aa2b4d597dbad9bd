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
