// A bounded local load: autocannon against 127.0.0.1 only, fixed duration and connections.
import autocannon from 'autocannon';

/** @returns {Promise<{ requestsPerSecond: number, p50: number, p99: number, non2xx: number, errors: number, total: number }>} */
export async function loadTest(origin, paths, { seconds = 30, connections = 50 } = {}) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`load tests only target 127.0.0.1, not ${origin}`);
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}
