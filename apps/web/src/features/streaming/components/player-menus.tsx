import type { SubtitleTrack } from "@tazama/contracts";
import type { EpisodeRef } from "../lib/next-episode.ts";
import type { QualityOption } from "../lib/quality.ts";
import { DATA_LIMITS } from "../lib/data-budget.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { CaptionsIcon, DataIcon, EpisodesIcon, SettingsIcon } from "./player-icons.tsx";
import { PlayerMenu } from "./player-menu.tsx";

interface PlayerMenusProps {
  /** Which menu is open (one at a time). */
  opened: string | null;
  onOpen: (menu: string | null) => void;
  quality: { options: readonly QualityOption[]; level: number; choose: (level: number) => void };
  captions: {
    tracks: readonly SubtitleTrack[];
    language: string | null;
    choose: (language: string | null) => void;
  };
  episodes: {
    list: readonly EpisodeRef[];
    current: string;
    choose: ((ref: string) => void) | undefined;
  };
  /** A data limit for this film, and the bytes used so far. */
  data: { limit: number | null; choose: (limit: number | null) => void; used: number };
}

/** The bar's menus: the series' episodes, captions, and quality with what each rung costs. */
export function PlayerMenus({
  opened,
  onOpen,
  quality,
  captions,
  episodes,
  data,
}: PlayerMenusProps) {
  const toggle = (name: string) => (open: boolean) => {
    onOpen(open ? name : null);
  };
  const episodeList = [...episodes.list].sort((a, b) => a.episodeNumber - b.episodeNumber);
  return (
    <>
      {episodeList.length > 1 && episodes.choose && (
        <PlayerMenu
          label="Episodes"
          icon={<EpisodesIcon />}
          opened={opened === "episodes"}
          onToggle={toggle("episodes")}
          items={episodeList.map((e) => ({
            key: e.ref,
            label: `${e.episodeNumber}. ${e.title}`,
            checked: e.ref === episodes.current,
            onSelect: () => {
              if (e.ref !== episodes.current) episodes.choose?.(e.ref);
            },
          }))}
        />
      )}
      {captions.tracks.length > 0 && (
        <PlayerMenu
          label="Subtitles"
          icon={<CaptionsIcon />}
          opened={opened === "subtitles"}
          onToggle={toggle("subtitles")}
          items={[
            {
              key: "off",
              label: "Off",
              checked: captions.language === null,
              onSelect: () => {
                captions.choose(null);
              },
            },
            ...captions.tracks.map((t) => ({
              key: t.language,
              label: t.label,
              checked: t.language === captions.language,
              onSelect: () => {
                captions.choose(t.language);
              },
            })),
          ]}
        />
      )}
      {quality.options.length > 0 && (
        <PlayerMenu
          label="Data limit"
          icon={<DataIcon />}
          note={`${formatBytes(data.used)} used so far`}
          opened={opened === "data"}
          onToggle={toggle("data")}
          items={[null, ...DATA_LIMITS].map((limit) => ({
            key: String(limit),
            label: limit === null ? "No limit" : `At most ${formatBytes(limit)}`,
            checked: limit === data.limit,
            onSelect: () => {
              data.choose(limit);
            },
          }))}
        />
      )}
      {quality.options.length > 0 && (
        <PlayerMenu
          label="Quality"
          icon={<SettingsIcon />}
          note="Data used per hour of watching"
          opened={opened === "quality"}
          onToggle={toggle("quality")}
          items={quality.options.map((o) => ({
            key: String(o.level),
            label: o.label,
            checked: o.level === quality.level,
            onSelect: () => {
              quality.choose(o.level);
            },
          }))}
        />
      )}
    </>
  );
}
