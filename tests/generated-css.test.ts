import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { GENERATED_CSS_FILE, generatedCss } from '@/components/styles/responsive-css';

/**
 * app/generated-rules.css holds the rules built from the site's single source of truth for
 * widths (the breakpoints of lib/breakpoints.ts), so that the layout imports plain stylesheets.
 * It is committed and written by `npm run css` (scripts/generated-css.mjs); this test only reads
 * it, and fails while it differs from what that source gives.
 */
const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'generated-css-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('app/generated-rules.css is what the breakpoints give', () => {
  expect(
    readFileSync(join(ROOT, GENERATED_CSS_FILE), 'utf8'),
    `${GENERATED_CSS_FILE} is stale: run \`npm run css\` (scripts/generated-css.mjs), then commit it`,
  ).toBe(generatedCss());
});

it('npm run css writes exactly that text', () => {
  const file = join(work, 'generated-rules.css');
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/generated-css.mjs'), file], { cwd: ROOT, encoding: 'utf8' });
  expect({ status: run.status, stderr: run.stderr }, run.stdout).toEqual({ status: 0, stderr: '' });
  expect(readFileSync(file, 'utf8')).toBe(generatedCss());
  expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.css).toBe('node scripts/generated-css.mjs');
});
