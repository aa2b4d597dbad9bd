/** Colours of one poster, after African textiles and landscapes. */
export interface Palette {
  name: string;
  /** Near-black ground the vignettes fade to; text sits on it. */
  deep: string;
  /** Main background colour. */
  ground: string;
  /** The light: sun discs and glows. */
  glow: string;
  /** Motif colours, strongest first. */
  inks: readonly [string, string, string, string];
  /** Light motif colour (chalk marks, thin rings). */
  chalk: string;
  /** Genre label, rules and the wordmark's mark. */
  accent: string;
}

export const PALETTES: readonly Palette[] = [
  {
    name: "adire indigo",
    deep: "#070a1a",
    ground: "#14204f",
    glow: "#f0c75e",
    inks: ["#2b4aa0", "#d9a532", "#5f7fd0", "#0e1738"],
    chalk: "#e9e2cf",
    accent: "#f0c75e",
  },
  {
    name: "terracotta",
    deep: "#160805",
    ground: "#5c2413",
    glow: "#f3b65c",
    inks: ["#c2552d", "#e3a043", "#8a3a1c", "#f1d7a6"],
    chalk: "#f5e3c4",
    accent: "#f3b65c",
  },
  {
    name: "kente",
    deep: "#050d07",
    ground: "#0f3a20",
    glow: "#f6c633",
    inks: ["#1e8a4a", "#f2c12e", "#cf3b2a", "#0a1a10"],
    chalk: "#f7ecc8",
    accent: "#f6c633",
  },
  {
    name: "saharan dusk",
    deep: "#120914",
    ground: "#4a1f3d",
    glow: "#ffb27a",
    inks: ["#e0745a", "#f4b77f", "#9a4677", "#2c1330"],
    chalk: "#fbe6cc",
    accent: "#ffb27a",
  },
  {
    name: "atlantic teal",
    deep: "#021214",
    ground: "#0a4048",
    glow: "#f0c46b",
    inks: ["#178592", "#58c0bd", "#e7d3a0", "#ee9b2a"],
    chalk: "#e9f1e6",
    accent: "#f0c46b",
  },
  {
    name: "jacaranda",
    deep: "#0c0717",
    ground: "#342061",
    glow: "#f1c35a",
    inks: ["#8457c6", "#c29be6", "#e9b6dc", "#f1c35a"],
    chalk: "#f3e9f7",
    accent: "#f1c35a",
  },
  {
    name: "bogolan",
    deep: "#0f0a06",
    ground: "#3a2818",
    glow: "#e2b06a",
    inks: ["#7b5231", "#c18e55", "#a9643a", "#1f150d"],
    chalk: "#efe3c8",
    accent: "#e2b06a",
  },
  {
    name: "shuka red",
    deep: "#150406",
    ground: "#5d0d17",
    glow: "#f5a54f",
    inks: ["#c5232e", "#1f3f93", "#f5a54f", "#2a0609"],
    chalk: "#f4e8d6",
    accent: "#f5a54f",
  },
  {
    name: "savanna gold",
    deep: "#110c04",
    ground: "#4a3610",
    glow: "#f7d274",
    inks: ["#c9952a", "#e8c25f", "#6e4f17", "#2e4b2e"],
    chalk: "#f6ebcc",
    accent: "#f7d274",
  },
  {
    name: "rainforest",
    deep: "#03100b",
    ground: "#0d392a",
    glow: "#e6b43f",
    inks: ["#297e60", "#8ac084", "#e6b43f", "#c04f2e"],
    chalk: "#e8f0dc",
    accent: "#e6b43f",
  },
  {
    name: "namib",
    deep: "#140703",
    ground: "#6a2810",
    glow: "#ffc078",
    inks: ["#d6552a", "#f3994a", "#1d2a4d", "#f7dfbd"],
    chalk: "#f9e6cb",
    accent: "#ffc078",
  },
];

export function pickPalette(hash: number): Palette {
  return PALETTES[hash % PALETTES.length]!;
}

function channels(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** The colour `t` of the way from `a` to `b` (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + (cb[i]! - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
