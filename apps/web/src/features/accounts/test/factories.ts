import type { Profile } from "@tazama/contracts";

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: "u-amina",
    email: "amina@example.com",
    name: "Amina Njeri",
    photo: null,
    phone_number: "+254712345678",
    phone_verified: false,
    affiliateCodeUsed: null,
    affiliateCode: "AMINA42",
    source: "tazama-web",
    locale: "sw-KE",
    role: "viewer",
    ...overrides,
  };
}

/** The `user` cookie value the server sets (spec §3). */
export function userCookie(fullname: string, locale = "sw-KE"): string {
  return `user=${encodeURIComponent(JSON.stringify({ fullname, locale }))}; Path=/`;
}

export function clearBrowserState() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
