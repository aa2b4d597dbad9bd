// Mantine's styles per component (the full sheet is 36 KB gzip and render-blocking; DESIGN §3).
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
// The theme's own variables and classes, computed at build time (vite-plugins/static-theme-styles.ts).
import "virtual:tazama-theme.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Badge.css";
import "./global.css";
