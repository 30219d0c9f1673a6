// `npm run sources:watch [--summary fichier]`: reads every official source of the offer
// records once and updates content/sources-watch.yaml (lib/sources-watch/cli.ts), bundled
// and run directly by scripts/lib/run-ts-cli.mjs, like the amounts snapshot.
import { ROOT, firstLine, importTsCli } from './lib/run-ts-cli.mjs';

try {
  const { runWatch } = await importTsCli({ entry: 'lib/sources-watch/cli.ts', cacheName: 'sources-watch' });
  process.exitCode = await runWatch(process.argv.slice(2), ROOT, (line) => process.stdout.write(`${line}\n`));
} catch (error) {
  process.stdout.write(`Veille des sources impossible\u00a0: ${firstLine(error)}. Rien n’est écrit.\n`);
  process.exitCode = 1;
}
