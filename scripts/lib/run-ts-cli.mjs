// @ts-check
// Runs one of the project's TypeScript command-line modules without a build step: esbuild
// bundles it (the project's own code only, packages stay external) into node_modules/.cache
// in about 0.1 s, then it is imported and the temporary file removed. Used by the content
// gate (scripts/check-content.mjs) and the amounts snapshot (scripts/primes-snapshot.mjs).
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * @param {{ entry: string, cacheName: string }} options  entry: relative to the project root
 * @returns {Promise<Record<string, unknown>>} the bundled module's exports
 */
export async function importTsCli({ entry, cacheName }) {
  const outdir = join(ROOT, 'node_modules', '.cache', cacheName);
  const outfile = join(outdir, `cli-${process.pid}.mjs`);
  mkdirSync(outdir, { recursive: true });
  try {
    await build({
      entryPoints: [join(ROOT, entry)],
      outfile,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The first line of what went wrong, for a one-line French report instead of a stack trace. */
export const firstLine = (/** @type {unknown} */ error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));
