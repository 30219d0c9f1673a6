// `npm run check [-- --fix] [dossier]` (also `node scripts/check-content.mjs`): the
// content gate. The rules are TypeScript shared with the content build and the tests
// (lib/content/check); esbuild bundles them (the project's own code only, packages
// stay external) into node_modules/.cache in about 0.1 s, then they run directly on
// the MDX files, without contentlayer: one French line per problem, then a count.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const outdir = join(ROOT, 'node_modules', '.cache', 'check-content');
const outfile = join(outdir, `cli-${process.pid}.mjs`);
mkdirSync(outdir, { recursive: true });
try {
  await build({
    entryPoints: [join(ROOT, 'lib/content/check/cli.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    // The checker reads contentlayer.config.ts's declarations only: a shim of the three
    // helpers it uses instead of loading contentlayer (about a second saved).
    alias: { 'contentlayer2/source-files': join(ROOT, 'lib/content/check/contentlayer-shim.ts') },
  });
  const { runCheck } = await import(pathToFileURL(outfile).href);
  process.exitCode = runCheck(process.argv.slice(2), ROOT, (line) => process.stdout.write(`${line}\n`));
} catch (error) {
  // A fault of the checker itself (not of the content): one line, not a stack trace.
  process.stdout.write(`Le check n’a pas pu s’exécuter\u00a0: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exitCode = 1;
} finally {
  rmSync(outfile, { force: true });
}
