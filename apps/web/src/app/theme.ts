import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "orange",
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "800" },
  colors: {
    dark: [
      "#c9c9d1",
      "#a6a7b3",
      "#7c7d8c",
      "#5c5d6b",
      "#3a3b47",
      "#2a2b35",
      "#1b1c24",
      "#141419",
      "#0f0f14",
      "#0b0b0f",
    ],
  },
});
