// `npm run sources:watch [--summary fichier] [--memory fichier] [--document fichier.json]`:
// reads every official source of the offer records once, looks there for each offer's
// amounts, and updates content/sources-watch.yaml (lib/sources-watch/cli.ts), bundled and run
// directly by scripts/lib/run-ts-cli.mjs, like the amounts snapshot. Which amounts a record
// shows is lib/offers' knowledge, which the watch may not import (lib/offers reads the
// watch): this entry hands it over.
import { ROOT, firstLine, importTsCli } from './lib/run-ts-cli.mjs';

try {
  const { runWatch } = await importTsCli({ entry: 'lib/sources-watch/cli.ts', cacheName: 'sources-watch' });
  const { watchedAmounts } = await importTsCli({ entry: 'lib/offers/watched-amounts.ts', cacheName: 'sources-watch-amounts' });
  process.exitCode = await runWatch(
    process.argv.slice(2),
    ROOT,
    (line) => process.stdout.write(`${line}\n`),
    new Date(),
    {},
    watchedAmounts,
  );
} catch (error) {
  process.stdout.write(`Veille des sources impossible\u00a0: ${firstLine(error)}. Rien n’est écrit.\n`);
  process.exitCode = 1;
}
