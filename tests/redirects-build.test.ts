import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * A redirect with a malformed target fails the real `next build`: a copy of the
 * project's configuration (next.config.mjs and what it imports) with one broken rule,
 * built by the project's own Next.js. It stops while loading the configuration, in a
 * few seconds, naming the rule.
 */
const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'redirects-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function copy(path: string) {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  cpSync(join(ROOT, path), join(work, path), { recursive: true });
}

it('next build fails on a redirect whose target is malformed, naming it', async () => {
  // The configuration and every module it may import (lib/ and scripts/lib/ hold them all).
  for (const path of ['package.json', 'next.config.mjs', 'lib', 'scripts/lib']) copy(path);
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  const rules = JSON.parse(readFileSync(join(ROOT, 'lib/redirects/redirects.json'), 'utf8')) as { destination: string }[];
  rules[0] = { ...rules[0], destination: 'https//www.boursobank.com' };
  mkdirSync(join(work, 'lib/redirects'), { recursive: true });
  writeFileSync(join(work, 'lib/redirects/redirects.json'), JSON.stringify(rules));

  const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/next'), ['build'], {
      cwd: work,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('close', (code) => resolve({ status: code, output: text }));
  });
  expect(status).not.toBe(0);
  expect(output).toContain('Redirections invalides (lib/redirects/redirects.json)');
  expect(output).toContain('règle 1 (/go/boursobank) : « destination » https//www.boursobank.com n’est pas une adresse');
}, 60_000);
