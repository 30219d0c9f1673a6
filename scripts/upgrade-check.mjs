// `npm run upgrade:check`: would the newest patch of Next.js pass our tests? Answers without touching this
// checkout: a clone of the committed HEAD in a temporary folder, `npm ci`, then the newest published patch of
// next, @next/mdx and eslint-config-next within the ranges package.json admits (so the lock moves exactly as
// `npm update` would move it here), then `npm test` there. Prints the versions before and after, and the verdict.
// `--keep` leaves the copy (its path is printed) so a failure can be read; `--no-test` stops after the install.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const PACKAGES = ['next', '@next/mdx', 'eslint-config-next'];
const keep = process.argv.includes('--keep');
const runTests = !process.argv.includes('--no-test');

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

/** @param {string} dir @returns {Record<string, string>} */
function installedVersions(dir) {
  /** @type {{ packages: Record<string, { version?: string }> }} */
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  return Object.fromEntries(PACKAGES.map((name) => [name, lock.packages[`node_modules/${name}`]?.version ?? 'absent']));
}

const copy = mkdtempSync(join(tmpdir(), 'upgrade-check-'));
const site = join(copy, 'site');
let ok = false;
try {
  if (!run('git', ['clone', '--quiet', ROOT, site], ROOT)) throw new Error('git clone failed');
  // The tests read the product's shared documents beside the clone, as CI provides them.
  const shared = resolve(ROOT, '..', 'shared');
  if (existsSync(shared)) symlinkSync(shared, join(copy, 'shared'));
  const before = installedVersions(site);
  if (!run('npm', ['ci', '--no-audit', '--no-fund'], site)) throw new Error('npm ci failed');
  if (!run('npm', ['update', '--no-audit', '--no-fund', ...PACKAGES], site)) throw new Error('npm update failed');
  const after = installedVersions(site);
  console.log('\nVersions (lock of HEAD → newest patch admitted by package.json):');
  for (const name of PACKAGES) console.log(`  ${name}: ${before[name]} → ${after[name]}`);
  ok = runTests ? run('npm', ['test'], site) : true;
  console.log(ok ? '\nupgrade:check: the newest patch passes.' : '\nupgrade:check: the newest patch FAILS the tests (see above).');
} catch (error) {
  console.error(`upgrade:check: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (keep) console.log(`Copy kept in ${site}`);
  else rmSync(copy, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
