// @ts-check
// Builds the peer of `npm run bench -- --peer` (BENCHMARKS.md, « Mesurer à côté d’un
// pair ») in a clone of timlrx/tailwind-nextjs-starter-blog: the two offline patches
// (scripts/lib/peer-patches.mjs), `npm install`, then `next build`, each step timed.
//   node scripts/peer-build.mjs /work/peer
// Then serve it with: cd /work/peer && npx next start -p 3600 -H 127.0.0.1
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { patchLayout, patchNextConfig } from './lib/peer-patches.mjs';

const folder = process.argv[2];
if (!folder || !existsSync(join(folder, 'app/layout.tsx')) || !existsSync(join(folder, 'next.config.js'))) {
  console.error('usage: node scripts/peer-build.mjs <clone of tailwind-nextjs-starter-blog>');
  process.exit(2);
}
const cwd = resolve(folder);

for (const [file, patch] of /** @type {const} */ ([
  ['app/layout.tsx', patchLayout],
  ['next.config.js', patchNextConfig],
])) {
  const path = join(cwd, file);
  const before = readFileSync(path, 'utf8');
  const after = patch(before);
  if (after !== before) writeFileSync(path, after);
  console.log(`${file}: ${after === before ? 'already patched' : 'patched'}`);
}

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 */
function step(label, command, args, env = process.env) {
  const started = Date.now();
  console.log(`${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, env: { ...env, PWD: cwd }, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`${label} failed after ${seconds} s (exit ${result.status})`);
    process.exit(1);
  }
  console.log(`${label}: ${seconds} s`);
}

// Its dependencies' peer ranges disagree (React 19 with older plugins); its own scripts (husky) are not needed.
step('install', 'npm', ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund']);
// contentlayer2 finds the project through INIT_CWD, as the starter's own `npm run build` sets it.
step('build', 'npx', ['next', 'build'], { ...process.env, INIT_CWD: cwd, NEXT_TELEMETRY_DISABLED: '1' });
console.log(`\nServe it with: cd ${cwd} && npx next start -p 3600 -H 127.0.0.1`);
