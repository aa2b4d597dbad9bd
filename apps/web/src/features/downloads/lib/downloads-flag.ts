/**
 * Whether this browser keeps downloads (a flag in localStorage): the app asks about its licences
 * at every online start only then, so a browser with none never loads the downloads code.
 */
const FLAG = "tazama.downloads";

export function keepsDownloads(): boolean {
  try {
    return localStorage.getItem(FLAG) === "1";
  } catch {
    return false;
  }
}

export function markKeepsDownloads(keeps: boolean): void {
  try {
    if (keeps) localStorage.setItem(FLAG, "1");
    else localStorage.removeItem(FLAG);
  } catch {
    // Private mode: the downloads page still asks when it opens.
  }
}
