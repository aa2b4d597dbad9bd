import { type CatalogueItem, imageSrc } from "@tazama/contracts";
import { memo, useEffect, useRef } from "react";
import { portraitUrl, truncate } from "../lib/search.ts";
import classes from "./search-results.module.css";

export interface SearchResultOptionProps {
  item: CatalogueItem;
  index: number;
  id: string;
  active: boolean;
  synopsisMax: number;
  onSelect: (item: CatalogueItem) => void;
  onHover: (index: number) => void;
}

/** One result: portrait thumbnail, title, year and type, and the synopsis cut to `synopsisMax`. */
export const SearchResultOption = memo(function SearchResultOption({
  item,
  index,
  id,
  active,
  synopsisMax,
  onSelect,
  onHover,
}: SearchResultOptionProps) {
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: "nearest" });
  }, [active]);

  return (
    <li
      ref={ref}
      id={id}
      role="option"
      aria-selected={active}
      aria-labelledby={`${id}-title`}
      aria-describedby={item.synopsis ? `${id}-meta ${id}-synopsis` : `${id}-meta`}
      data-active={active || undefined}
      className={classes.option}
      // Keep focus in the search input so the list stays open until the click lands.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={() => {
        onSelect(item);
      }}
      onMouseMove={() => {
        if (!active) onHover(index);
      }}
    >
      <img
        className={classes.thumb}
        src={imageSrc(portraitUrl(item))}
        width={40}
        height={60}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className={classes.body}>
        <span id={`${id}-title`} className={classes.title}>
          {item.title}
        </span>
        <span id={`${id}-meta`} className={classes.meta}>
          {item.year} · {item.type}
        </span>
        {item.synopsis && (
          <span id={`${id}-synopsis`} className={classes.synopsis}>
            {truncate(item.synopsis, synopsisMax)}
          </span>
        )}
      </span>
    </li>
  );
});
