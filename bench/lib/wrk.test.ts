import { describe, expect, it } from "vitest";
import { median, parseWrk } from "./wrk.ts";

const SAMPLE = `Running 20s test @ http://127.0.0.1:4000/hello
  2 threads and 100 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.10ms    1.20ms  40.00ms   90.00%
  Latency Distribution
     50%    2.90ms
     75%    3.40ms
     90%    4.10ms
     99%    8.52ms
  660000 requests in 20.00s, 120.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  33000.50
Transfer/sec:      6.00MB
`;

describe("parseWrk", () => {
  it("reads requests/s, p99, transfer and counts every error", () => {
    expect(parseWrk(SAMPLE)).toEqual({
      requestsPerSec: 33000.5,
      p50Ms: 2.9,
      p99Ms: 8.52,
      errors: 7,
      errorKinds: "non-2xx 4, read 2, timeout 1",
      bytesPerSec: 6 * 1024 * 1024,
    });
  });

  it("converts microsecond and second latencies", () => {
    expect(parseWrk(SAMPLE.replace("8.52ms", "850.00us")).p99Ms).toBeCloseTo(0.85);
    expect(parseWrk(SAMPLE.replace("8.52ms", "1.20s")).p99Ms).toBe(1200);
  });

  it("refuses output it does not understand", () => {
    expect(() => parseWrk("unable to connect")).toThrow(/Unexpected wrk output/);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
