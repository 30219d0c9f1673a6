// `npm run css [-- fichier]`: writes app/generated-rules.css (or the given file), the site's
// breakpoint-dependent rules built from lib/breakpoints.ts by components/styles/responsive-css.ts,
// bundled and run directly by scripts/lib/run-ts-cli.mjs, like the content gate. The file is
// committed; tests/generated-css.test.ts only compares it, and fails while it is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ROOT, firstLine, importTsCli } from './lib/run-ts-cli.mjs';

try {
  const { GENERATED_CSS_FILE, generatedCss } = await importTsCli({
    entry: 'components/styles/responsive-css.ts',
    cacheName: 'generated-css',
  });
  const target = resolve(ROOT, process.argv[2] ?? String(GENERATED_CSS_FILE));
  const text = /** @type {() => string} */ (generatedCss)();
  const name = relative(process.cwd(), target);
  if (existsSync(target) && readFileSync(target, 'utf8') === text) process.stdout.write(`${name}\u00a0: déjà à jour.\n`);
  else {
    writeFileSync(target, text);
    process.stdout.write(`${name}\u00a0: réécrit depuis lib/breakpoints.ts.\n`);
  }
} catch (error) {
  // A fault of the command itself: one line, not a stack trace.
  process.stdout.write(`Écriture des règles des points de rupture impossible\u00a0: ${firstLine(error)}\n`);
  process.exitCode = 1;
}
