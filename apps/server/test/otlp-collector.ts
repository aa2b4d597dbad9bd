import { type Server, createServer } from "node:http";

/** A span as OTLP/HTTP JSON carries it (the fields the tests read). */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number; message?: string };
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

/** A collector of our own for a test: a plain HTTP server that keeps the spans it is sent. */
export interface TestCollector {
  /** OTEL_EXPORTER_OTLP_ENDPOINT for it. */
  endpoint: string;
  spans: OtlpSpan[];
  /** Each request's method, path and content type. */
  requests: string[];
  close(): Promise<void>;
}

export async function startCollector(): Promise<TestCollector> {
  const spans: OtlpSpan[] = [];
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      requests.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
      const parsed = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const r of parsed.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    spans,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A span attribute's value (string or number). */
export function spanAttribute(span: OtlpSpan, key: string): string | number | undefined {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
}
