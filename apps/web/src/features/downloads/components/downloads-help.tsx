import { Text } from "@mantine/core";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/**
 * The Downloads page's words in its list's place: how titles come here, and, once this browser
 * has been read and keeps none for the account, that none is here. The server draws it without
 * the latter (it cannot know), as the browser's first render does.
 */
export function DownloadsHelp({ nothingHere }: { nothingHere: boolean }) {
  const i18n = useI18n();
  return (
    <Text c="dimmed">
      {nothingHere
        ? `${i18n._({ id: "downloads.none", message: "Nothing downloaded on this device yet." })} `
        : ""}
      {i18n._({
        id: "downloads.how",
        message: "Titles you bought or rented have a Download button on their page.",
      })}
    </Text>
  );
}
