import type { FastifyInstance } from "fastify";

/** Times `rounds` sequential in-process requests to `url` (ms each); any non-200 stops the bench. */
export async function timedInject(
  app: FastifyInstance,
  url: string,
  rounds: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    samples.push(performance.now() - started);
  }
  return samples;
}
