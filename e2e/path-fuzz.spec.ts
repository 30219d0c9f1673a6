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
const WITHIN_MS = 60_000;
/** Sent before the memory is first read, so that Next.js's caches of the 404 page and of the pages are warm. */
const WARM_UP = 300;
/**
 * The server's resident memory may grow by less than this over the other 2,700 requests.
 * Measured on a warm server: between -120 and +85 MB per run of 3,000, as the garbage
 * collector runs or not, levelling off near 300 MB. The bound catches what the 500s did
 * (listeners left on every request it answered five times), not the collector's timing.
 */
const GROWTH_BOUND_MB = 150;

test.describe.configure({ timeout: WITHIN_MS + 30_000 });

test(`${REQUESTS} generated paths: no 5xx, the French 404 for unknown pages, memory within ${GROWTH_BOUND_MB} MB`, async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const { hostname, port } = new URL(origin);
  expect(hostname, 'the fuzz only ever targets the local server').toBe('127.0.0.1');
  const pid = listeningPid(Number(port));
  expect(pid, `no process found listening on ${port} in /proc`).toBeDefined();

  const requests = fuzzRequests({ seed: SEED, count: REQUESTS, appDir: join(import.meta.dirname, '..', 'app') });
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const deadline = Date.now() + WITHIN_MS;
  let attempted = 0;
  const check = ({ path, rsc }: FuzzRequest, answer: RawAnswer) => {
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const what = `${rsc ? 'RSC ' : ''}${path}`;
    if (answer.status >= 500) failures.push(`${answer.status} ${what}`);
    if (
      answer.status === 404 &&
      String(answer.headers['content-type']).includes('text/html') &&
      !answer.body.includes('Oups! On dirait que cette page s')
    )
      failures.push(`404 without the French page: ${what}`);
  };
  const send = async (batch: readonly FuzzRequest[]) => {
    let next = 0;
    const worker = async () => {
      while (next < batch.length && Date.now() < deadline) {
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

  const started = Date.now();
  await send(requests.slice(0, WARM_UP));
  const before = residentMb(pid ?? 0);
  await send(requests.slice(WARM_UP));
  const after = residentMb(pid ?? 0);
  test.info().annotations.push({
    type: 'fuzz',
    description: `${attempted} requests in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
  });

  expect(failures.slice(0, 50)).toEqual([]);
  expect(attempted, `only ${attempted} requests sent within ${WITHIN_MS / 1000} s`).toBe(REQUESTS);
  expect(after - before, `resident memory ${before.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(GROWTH_BOUND_MB);
});
