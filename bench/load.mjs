// A small bounded HTTP load generator: `connections` clients each send one request after the other over
// keep-alive sockets for a fixed time, against the loopback server only. Latency is measured per
// request (send to last body byte); throughput is completed requests per second.
import http from 'node:http';

function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index];
}

const round = (n) => (n === null ? null : Math.round(n * 100) / 100);

/**
 * @param {{ baseUrl: string, path: string, headers?: Record<string,string>, connections?: number,
 *           durationMs?: number, warmupMs?: number }} opts
 */
export async function load({ baseUrl, path, headers = {}, connections = 50, durationMs = 10_000, warmupMs = 2_000 }) {
  const target = new URL(path, baseUrl);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(target.hostname)) {
    throw new Error(`the load generator only targets the loopback interface, not ${target.hostname}`);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        target,
        { method: 'GET', agent, headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'gzip', ...headers } },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode }));
        },
      );
      req.on('error', (err) => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: 0, err }));
      req.end();
    });

  const latencies = [];
  const statuses = {};
  let recording = false;
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const r = await once();
      if (recording) {
        latencies.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }
  };
  const workers = Array.from({ length: connections }, worker);
  await new Promise((r) => setTimeout(r, warmupMs));
  recording = true;
  const t0 = process.hrtime.bigint();
  await new Promise((r) => setTimeout(r, durationMs));
  recording = false;
  const elapsedS = Number(process.hrtime.bigint() - t0) / 1e9;
  stop = true;
  await Promise.all(workers);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 200 && Number(s) < 300)
    .reduce((n, [, c]) => n + c, 0);
  return {
    path,
    connections,
    duration_s: round(elapsedS),
    requests: latencies.length,
    ok,
    errors: latencies.length - ok,
    statuses,
    throughput_rps: round(latencies.length / elapsedS),
    p50_ms: round(percentile(latencies, 0.5)),
    p95_ms: round(percentile(latencies, 0.95)),
    p99_ms: round(percentile(latencies, 0.99)),
    max_ms: round(latencies.at(-1) ?? null),
  };
}
