/** Bench accounts: signed up through the API, each from an address of its own (TRUST_PROXY). */
let count = 0;

export interface BenchAccount {
  name: string;
  cookie: string;
}

/** A new account's sign-up: the body and the address it comes from (one per account). */
export function signUpRequest(name: string) {
  count += 1;
  const stamp = `${Date.now()}${count}`;
  return {
    address: `10.77.${(count >> 8) & 255}.${count & 255}`,
    body: {
      name,
      email: `party.${stamp}@example.com`,
      phone_number: `+2547${stamp.slice(-8)}`,
      password: "watch-together-2026",
      affiliateCodeUsed: null,
      source: "tazama-web",
    },
  };
}

export async function signUp(origin: string, name: string): Promise<BenchAccount> {
  const { address, body } = signUpRequest(name);
  const response = await fetch(`${origin}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { name, cookie };
}

/** Starts a private party for `ref` as `host`; returns its code. */
export async function startParty(origin: string, host: BenchAccount, ref: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/watch-parties`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: host.cookie },
    body: JSON.stringify({ ref }),
  });
  if (response.status !== 201)
    throw new Error(`party: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { code: string }).code;
}
