import { LineIcon as Icon } from "../../../components/ui/line-icon.tsx";
import { PlayGlyph } from "../../../components/ui/play-glyph.tsx";

export const PlayIcon = ({ size = 24 }: { size?: number }) => <PlayGlyph size={size} />;
export const PauseIcon = () => (
  <Icon>
    <path d="M7 5v14M17 5v14" strokeWidth={3} />
  </Icon>
);
const seekArrow = (back: boolean) =>
  back ? (
    <path d="M4 4v5h5M4.6 9A8 8 0 1 1 4 13" />
  ) : (
    <path d="M20 4v5h-5M19.4 9A8 8 0 1 0 20 13" />
  );
export const SeekIcon = ({ back }: { back: boolean }) => (
  <Icon>
    {seekArrow(back)}
    <text x="12" y="16" textAnchor="middle" fontSize="7" fill="currentColor" stroke="none">
      10
    </text>
  </Icon>
);
export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
    {muted ? (
      <path d="m17 9 5 6m0-6-5 6" />
    ) : (
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    )}
  </Icon>
);
export const CaptionsIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M10 10.5a2 2 0 1 0 0 3M16 10.5a2 2 0 1 0 0 3" />
  </Icon>
);
export const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
  </Icon>
);
export const EpisodesIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </Icon>
);
export const PipIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <rect x="12" y="12" width="7" height="5" fill="currentColor" stroke="none" />
  </Icon>
);
export const FullscreenIcon = ({ exit }: { exit: boolean }) => (
  <Icon>
    {exit ? (
      <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
    ) : (
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    )}
  </Icon>
);
export const BackIcon = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
/** Signal bars: the data menu. */
export const DataIcon = () => (
  <Icon>
    <path d="M5 19v-3M10 19v-6M15 19v-9M20 19V5" />
  </Icon>
);
