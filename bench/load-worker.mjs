// One load run of `npm run bench`, in its own process so the load generator does not share the server's
// event loop: `node bench/load-worker.mjs <spec.json>` with { url, connections, duration, method, requests:
// [{ path, headers, body }], overallRate? }. Requests are sent in turn over all connections. Prints a JSON summary.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let next = 0;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
  requests: [
    {
      method: spec.method ?? 'GET',
      setupRequest(req) {
        const r = spec.requests[next++ % spec.requests.length];
        return { ...req, path: r.path, headers: { ...req.headers, ...r.headers }, ...(r.body ? { body: r.body } : {}) };
      },
    },
  ],
});
const statuses = {};
for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count;
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  }),
);
