import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runWatch } from '../lib/sources-watch/cli';
import { WATCH_FILE } from '../lib/sources-watch/config';
import { fingerprintOf } from '../lib/sources-watch/page-text';
import { sendHtml, serveSite, termsPage, type TestSite } from '../lib/sources-watch/test-servers';
import { serializeWatch } from '../lib/sources-watch/watch';

/**
 * The daily sources watch (.github/workflows/sources-watch.yml) as it runs: its « describe »
 * step run by bash on the summary the watch wrote, day after day, each day from a fresh
 * checkout of the repository (no pull request merged) and the memory the Actions cache keeps.
 * A page gone proposes nothing while its failure is younger than the box's 7 days, then does.
 */
type Step = {
  readonly name?: string;
  readonly run?: string;
  readonly uses?: string;
  readonly if?: string;
  readonly shell?: string;
  readonly 'continue-on-error'?: unknown;
  readonly with?: Readonly<Record<string, string>>;
};
const WORKFLOW = parse(readFileSync(join(import.meta.dirname, '..', '.github', 'workflows', 'sources-watch.yml'), 'utf8')) as {
  readonly jobs: Readonly<Record<string, { readonly steps: readonly Step[] }>>;
};
const steps = Object.values(WORKFLOW.jobs).flatMap((job) => job.steps);
const watchStep = steps.find((step) => step.run?.includes('npm run sources:watch'));
const describeStep = steps.find((step) => step.name === 'Describe the proposal');

/** Runs the « describe » step's script as the runner would (bash -e), and returns what it set. */
function describeProposal(temp: string): { readonly propose: string; readonly body?: string } {
  const output = join(temp, 'github-output');
  writeFileSync(output, '');
  execFileSync('bash', ['-e', '-c', describeStep?.run ?? 'exit 1'], {
    env: { ...process.env, RUNNER_TEMP: temp, GITHUB_OUTPUT: output },
    stdio: 'pipe',
  });
  const propose = /^propose=(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1] ?? '';
  const body = join(temp, 'body.md');
  return { propose, ...(existsSync(body) ? { body: readFileSync(body, 'utf8') } : {}) };
}

describe('the daily sources watch workflow', () => {
  it('fails visibly when the watch fails, and proposes only when the summary says something', () => {
    expect(watchStep?.run).toContain(
      'npm run sources:watch -- --summary "$RUNNER_TEMP/changes.md" --memory "$RUNNER_TEMP/sources-watch-memory/sources-watch.yaml"',
    );
    // Nothing may swallow the watch's exit code: an outage must stop the job before any proposal.
    expect(watchStep?.['continue-on-error']).toBeUndefined();
    expect(watchStep?.shell).toBeUndefined();
    expect(watchStep?.run).not.toMatch(/\|\||set \+e|; *true|exit 0/);
    const proposal = steps.find((step) => step.uses?.startsWith('peter-evans/create-pull-request@'));
    expect(proposal?.if).toBe("steps.describe.outputs.propose == 'yes'");
    expect(steps.indexOf(describeStep!)).toBeGreaterThan(steps.indexOf(watchStep!));
    // The memory is restored before the watch, from where the watch reads it, and saved last.
    const restore = steps.find((step) => step.uses?.startsWith('actions/cache/restore@'));
    const save = steps.find((step) => step.uses?.startsWith('actions/cache/save@'));
    expect(restore?.with?.['path']).toBe('${{ runner.temp }}/sources-watch-memory');
    expect(save?.with?.['path']).toBe(restore?.with?.['path']);
    expect(steps.indexOf(restore!)).toBeLessThan(steps.indexOf(watchStep!));
    expect(steps.at(-1)).toBe(save);

    const temp = mkdtempSync(join(tmpdir(), 'sources-watch-describe-'));
    try {
      writeFileSync(join(temp, 'changes.md'), '');
      expect(describeProposal(temp)).toEqual({ propose: 'no' });
      writeFileSync(join(temp, 'changes.md'), '### Textes changés\n\n- N26 : …\n');
      const { propose, body } = describeProposal(temp);
      expect(propose).toBe('yes');
      expect(body).toContain('### Textes changés\n\n- N26 : …');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

describe('a page gone, day after day, as the workflow runs the watch', () => {
  let site: TestSite;
  let gone = false;
  const work = mkdtempSync(join(tmpdir(), 'sources-watch-days-'));
  beforeAll(async () => {
    site = await serveSite((path, response) => {
      if (path === '/robots.txt') return void response.writeHead(404).end();
      sendHtml(response, gone ? 404 : 200, termsPage('15 €'));
    });
  });
  afterAll(async () => {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** The repository as each run checks it out: a record, and the file as last merged (the page read on the 18th). */
  function checkout(root: string, url: string): void {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(root, 'content', 'offres'), { recursive: true });
    writeFileSync(
      join(root, 'content', 'offres', 'n26.yaml'),
      `provider: N26\nsources:\n  - id: conditions\n    url: ${url}\n    kind: officiel\n`,
    );
    const { fingerprint, passages } = fingerprintOf(termsPage('15 €'), url);
    const merged = { sources: [{ url, records: ['N26'], read: '2026-11-18', fingerprint, passages, since: '2026-11-01' }] };
    writeFileSync(join(root, WATCH_FILE), serializeWatch(merged));
  }

  /** One daily run: checkout, the watch with the workflow's arguments, then the « describe » step. */
  async function day(date: string, memory: boolean): Promise<string> {
    const root = join(work, 'checkout');
    const temp = join(work, memory ? 'runner-temp' : 'runner-temp-forgetful');
    checkout(root, `${site.origin}/conditions`);
    mkdirSync(join(temp, 'sources-watch-memory'), { recursive: true });
    rmSync(join(temp, 'changes.md'), { force: true });
    rmSync(join(temp, 'body.md'), { force: true });
    const argv = [
      '--summary',
      join(temp, 'changes.md'),
      ...(memory ? ['--memory', join(temp, 'sources-watch-memory', 'sources-watch.yaml')] : []),
    ];
    expect(await runWatch(argv, root, () => undefined, new Date(`${date}T05:41:00Z`))).toBe(0);
    return describeProposal(temp).propose;
  }

  it('proposes no pull request while the failure is 7 days old or younger, and one the day after', async () => {
    gone = true;
    const days = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
    for (const date of days) expect([date, await day(date, true)]).toEqual([date, 'no']);
    expect(await day('2026-11-27', true)).toBe('yes');
    expect(readFileSync(join(work, 'runner-temp', 'changes.md'), 'utf8')).toContain('ne se lit plus depuis le 19 novembre 2026');
  });

  it('without the memory the failure would start again every day and never be proposed', async () => {
    gone = true;
    expect(await day('2026-11-19', false)).toBe('no');
    expect(await day('2026-11-27', false)).toBe('no');
  });
});
