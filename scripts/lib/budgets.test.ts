import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_BUDGETS, STATIC_BUDGETS } from './budgets.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
/** The end-to-end checks that hold the static budgets in `npm test`. */
const TESTS = ['e2e/budget.spec.ts', 'e2e/page-checks/page-weight.ts'];
const BENCH = 'scripts/bench.mjs';

describe('one list of budgets (scripts/lib/budgets.mjs)', () => {
  it('every static budget is held by a test and printed by the bench, every bench budget used by the bench', () => {
    const tests = TESTS.map(read).join('\n');
    const bench = read(BENCH);
    for (const name of Object.keys(STATIC_BUDGETS)) {
      expect(tests, `STATIC_BUDGETS.${name} in ${TESTS.join(' or ')}`).toContain(`STATIC_BUDGETS.${name}`);
      expect(bench, `BUDGET.${name} in ${BENCH}`).toContain(`BUDGET.${name}`);
    }
    for (const name of Object.keys(BENCH_BUDGETS)) expect(bench, `BUDGET.${name} in ${BENCH}`).toContain(`BUDGET.${name}`);
  });

  it('no reader writes a budget figure of its own', () => {
    // « budget 140 kB » or « 150 kB » written out: a second copy, which drifts from the list.
    for (const path of [...TESTS, BENCH]) expect(read(path), path).not.toMatch(/budget:? \d|\b\d+(?:\.\d+)? ?kB\b|\b\d+ ?ms\b/i);
  });
});
