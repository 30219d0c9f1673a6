// `npm run check [-- --fix] [--document fichier.json] [dossier]` (also `node scripts/check-content.mjs`):
// the content gate. The rules are TypeScript shared with the content build and the tests
// (lib/content/check), bundled and run directly on the MDX files by scripts/lib/run-ts-cli.mjs,
// without contentlayer: one French line per problem, then a count.
import { ROOT, firstLine, importTsCli } from './lib/run-ts-cli.mjs';

// The components writers may use are read from the project's registry, wherever the command is run from (lib/mdx/vocabulary.ts).
process.env.MDX_REGISTRY_ROOT ??= ROOT;
try {
  const { runCheck } = await importTsCli({
    entry: 'lib/content/check/cli.ts',
    cacheName: 'check-content',
  });
  process.exitCode = runCheck(process.argv.slice(2), ROOT, (line) => process.stdout.write(`${line}\n`));
} catch (error) {
  // A fault of the checker itself (not of the content): one line, not a stack trace.
  process.stdout.write(`Le check n’a pas pu s’exécuter\u00a0: ${firstLine(error)}\n`);
  process.exitCode = 1;
}
