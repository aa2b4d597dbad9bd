/**
 * Where an element (a link, bold text) goes in a translated sentence: pass `SLOT` as the value of
 * its placeholder, then `splitAtSlot` gives the text before and after it. The whole sentence
 * stays one message, so each language may put the element where its grammar wants it.
 */
export const SLOT = "\uE000";

export function splitAtSlot(text: string): [string, string] {
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + SLOT.length)];
}
