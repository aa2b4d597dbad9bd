import {
  type DownloadLicence,
  type DownloadLicenceTerms,
  downloadLicenceTermsSchema,
} from "@tazama/contracts";

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/**
 * A licence's terms when its signature is the server's (ECDSA P-256 / SHA-256 with the key the
 * downloads list published), or null: an edited licence is not read.
 */
export async function readLicence(
  licence: DownloadLicence,
  serverKey: JsonWebKey,
): Promise<DownloadLicenceTerms | null> {
  try {
    const key = await crypto.subtle.importKey(
      "jwk",
      serverKey,
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const json = fromBase64Url(licence.terms);
    const valid = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      key,
      fromBase64Url(licence.signature),
      json,
    );
    if (!valid) return null;
    const parsed = downloadLicenceTermsSchema.safeParse(JSON.parse(new TextDecoder().decode(json)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The terms a licence states, unchecked: for showing dates, never for deciding. */
export function statedTerms(licence: DownloadLicence): DownloadLicenceTerms | null {
  try {
    const json = new TextDecoder().decode(fromBase64Url(licence.terms));
    const parsed = downloadLicenceTermsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
