import { LANGUAGES, isLanguage } from "@tazama/contracts";
import { useState } from "react";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import classes from "./language-picker.module.css";

/**
 * The language of the app, in the header (and the phone menu): the page is drawn again by the
 * server in the one chosen (save-language.ts keeps the choice).
 */
export function LanguagePicker({ signedIn, wide = false }: { signedIn: boolean; wide?: boolean }) {
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <select
      className={wide ? `${classes.picker} ${classes.wide}` : classes.picker}
      aria-label={i18n._({ id: "language.label", message: "Language" })}
      // Marks the control as answering (hydrated): tests wait for it.
      ref={(element) => element?.setAttribute("data-ready", "")}
      value={i18n.locale}
      disabled={busy}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isLanguage(language)) return;
        setBusy(true);
        void import("./save-language.ts").then(({ saveLanguage }) =>
          saveLanguage(language, signedIn),
        );
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
