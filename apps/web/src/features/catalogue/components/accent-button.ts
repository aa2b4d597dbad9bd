/**
 * Props for a primary call to action in the brand accent (#f5a524) with dark text: white on
 * Mantine's orange is below WCAG AA contrast, dark on the accent is about 9:1.
 */
export const accentButton = { color: "#f5a524", autoContrast: true } as const;
