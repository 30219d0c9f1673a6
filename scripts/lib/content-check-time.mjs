// @ts-check
// How long `npm run check` takes on the whole of content/: a figure of `npm run bench` (its
// budget: scripts/lib/budgets.mjs), not a test (a test that timed it failed on a busy machine).
// The best of a few runs, since a neighbour's work is not the check's time.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * @param {string} root the project
 * @param {number} [runs]
 * @returns {{ bestMs: number, runsMs: number[], ok: boolean }}
 */
export function contentCheckTime(root, runs = 3) {
  const runsMs = [];
  let ok = true;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const result = spawnSync(process.execPath, [join(root, 'scripts/check-content.mjs')], { cwd: root, encoding: 'utf8' });
    runsMs.push(Math.round(performance.now() - started));
    ok &&= result.status === 0;
  }
  return { bestMs: Math.min(...runsMs), runsMs, ok };
}
