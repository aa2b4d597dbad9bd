/**
 * Styles only a few pages the browser draws need (the console's charts, an organisation's tabs,
 * a submission's timeline), added to the document when their module loads instead of sitting in
 * the one render-blocking stylesheet every page waits for (ADR 0081). Imported with `?inline`
 * (Mantine's `.layer.css`, to stay in its layer). Never for a part of a page the server draws:
 * its first paint would lack them.
 */
export function addPageStyles(
  id: string,
  css: string,
  doc: Document | undefined = typeof document === "undefined" ? undefined : document,
): void {
  if (!doc || doc.getElementById(id)) return;
  const style = doc.createElement("style");
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
}
