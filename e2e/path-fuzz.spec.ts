import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { fuzzRequests, type FuzzRequest } from './fuzz-paths';
import { listeningPid, residentMb } from './listening-process';
import { rawRequest, type RawAnswer } from './raw-request';

/**
 * A bounded fuzz of request paths against the production server (127.0.0.1 only): route
 * files' own names in every encoding, dots, Unicode, broken escapes, long segments, odd
 * endings and queries (e2e/fuzz-paths.ts). Deterministic: a failure prints the paths,
 * and the same seed sends them again.
 */
const SEED = 20_251_124;
const REQUESTS = 3_000;
const CONCURRENCY = 8;
/** Bounded in count above and in time here: about 20 s on this kind of machine, never a verdict on its speed. */
const TEST_TIMEOUT_MS = 240_000;
/** The requests go in batches of this size, the server's resident memory read after each. */
const BATCH = 300;
/**
 * The server's resident memory may grow by less than this over the run. A single reading
 * moves by ±100 MB with the garbage collector (between -120 and +85 MB per run of 3,000
 * from one reading to the next), so the growth is the lowest of the last three readings
 * minus the lowest of the first three: the collector's timing moves the highest readings,
 * a leak (listeners left on every request answered five times, as the 500s did) lifts the
 * lowest ones too.
 */
const GROWTH_BOUND_MB = 150;

test.describe.configure({ timeout: TEST_TIMEOUT_MS });

test(`${REQUESTS} generated paths: no 5xx, the French 404 for unknown pages, memory within ${GROWTH_BOUND_MB} MB`, async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const { hostname, port } = new URL(origin);
  expect(hostname, 'the fuzz only ever targets the local server').toBe('127.0.0.1');
  const pid = listeningPid(Number(port));
  expect(pid, `no process found listening on ${port} in /proc`).toBeDefined();

  const requests = fuzzRequests({ seed: SEED, count: REQUESTS, appDir: join(import.meta.dirname, '..', 'app') });
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let attempted = 0;
  const check = ({ path, rsc }: FuzzRequest, answer: RawAnswer) => {
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const what = `${rsc ? 'RSC ' : ''}${path}`;
    if (answer.status >= 500) failures.push(`${answer.status} ${what}`);
    if (
      answer.status === 404 &&
      String(answer.headers['content-type']).includes('text/html') &&
      !answer.body.includes('Oups\u00a0! On dirait que cette page s’')
    )
      failures.push(`404 without the French page: ${what}`);
  };
  const send = async (batch: readonly FuzzRequest[]) => {
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const request = batch[next++];
        if (!request) break;
        attempted++;
        try {
          check(request, await rawRequest(origin, 'GET', request.path, request.rsc ? { rsc: '1' } : {}));
        } catch (error) {
          failures.push(`no answer: ${request.path} (${error instanceof Error ? error.message : String(error)})`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };

  const readings: number[] = [];
  for (let start = 0; start < requests.length; start += BATCH) {
    await send(requests.slice(start, start + BATCH));
    readings.push(residentMb(pid ?? 0));
  }
  const before = Math.min(...readings.slice(0, 3));
  const after = Math.min(...readings.slice(-3));
  test.info().annotations.push({
    type: 'fuzz',
    description: `${attempted} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}; RSS after each ${BATCH}: ${readings.map((mb) => mb.toFixed(0)).join(', ')} MB`,
  });

  expect(failures.slice(0, 50)).toEqual([]);
  expect(attempted).toBe(REQUESTS);
  expect(
    after - before,
    `lowest resident memory ${before.toFixed(0)} → ${after.toFixed(0)} MB (${readings.map((mb) => mb.toFixed(0)).join(', ')})`,
  ).toBeLessThan(GROWTH_BOUND_MB);
});
