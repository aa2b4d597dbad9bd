import { Anchor, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "orange",
  // Filled buttons pick dark or light text by their colour's luminance: white on Mantine's orange
  // is below WCAG AA (axe, issue 14); dark on it is above 8:1.
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "800" },
  components: {
    // A link inside text is told apart by more than its colour (WCAG 1.4.1): underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // A toast's close button is an icon alone: it needs a name (axe button-name).
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
  },
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
