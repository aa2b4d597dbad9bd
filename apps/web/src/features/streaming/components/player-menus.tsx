import type { SubtitleTrack } from "@tazama/contracts";
import type { EpisodeRef } from "../lib/next-episode.ts";
import { LISTEN_LEVEL, type QualityOption } from "../lib/quality.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
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
  const i18n = useI18n();
  // Auto and Audio only in the page's language; a rung's own label is numbers ("360p · 27 MB/h").
  const qualityLabel = (o: QualityOption) =>
    o.level === -1
      ? i18n._({ id: "player.auto", message: "Auto" })
      : o.level === LISTEN_LEVEL
        ? i18n._({
            id: "player.audio-only",
            message: "Audio only · {perHour}",
            values: { perHour: o.perHour ?? "" },
          })
        : o.label;
  const toggle = (name: string) => (open: boolean) => {
    onOpen(open ? name : null);
  };
  const episodeList = [...episodes.list].sort((a, b) => a.episodeNumber - b.episodeNumber);
  return (
    <>
      {episodeList.length > 1 && episodes.choose && (
        <PlayerMenu
          label={i18n._({ id: "player.episodes", message: "Episodes" })}
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
          label={i18n._({ id: "player.subtitles", message: "Subtitles" })}
          icon={<CaptionsIcon />}
          opened={opened === "subtitles"}
          onToggle={toggle("subtitles")}
          items={[
            {
              key: "off",
              label: i18n._({ id: "player.subtitles-off", message: "Off" }),
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
          label={i18n._({ id: "player.data-limit", message: "Data limit" })}
          icon={<DataIcon />}
          note={i18n._({
            id: "player.data-used",
            message: "{used} used so far",
            values: { used: formatBytes(data.used, i18n) },
          })}
          opened={opened === "data"}
          onToggle={toggle("data")}
          items={[null, ...DATA_LIMITS].map((limit) => ({
            key: String(limit),
            label:
              limit === null
                ? i18n._({ id: "player.no-limit", message: "No limit" })
                : i18n._({
                    id: "player.at-most",
                    message: "At most {size}",
                    values: { size: formatBytes(limit, i18n) },
                  }),
            checked: limit === data.limit,
            onSelect: () => {
              data.choose(limit);
            },
          }))}
        />
      )}
      {quality.options.length > 0 && (
        <PlayerMenu
          label={i18n._({ id: "player.quality", message: "Quality" })}
          icon={<SettingsIcon />}
          note={i18n._({ id: "player.per-hour", message: "Data used per hour of watching" })}
          opened={opened === "quality"}
          onToggle={toggle("quality")}
          items={quality.options.map((o) => ({
            key: String(o.level),
            label: qualityLabel(o),
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
