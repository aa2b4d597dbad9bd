// The layout's parts every page draws just after its first paint (not needed before it can be
// used): one lazy chunk, imported from here alone, rather than a file each (issue 41).
export { EventsButton, EventsDialogHost } from "../../features/events/components/events-button.tsx";
export { Footer } from "./footer.tsx";
export { LanguagePicker } from "./language-picker.tsx";
