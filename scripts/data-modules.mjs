// `node scripts/data-modules.mjs [dossier]`: writes the typed modules the site imports from the content's data files,
// each read against its zod schema: lib/offers/content.generated.ts (content/offres/*.yaml and content/codes.yaml,
// lib/offers/load.ts), lib/primes/history/history.generated.ts (content/historique-primes.yaml) and
// lib/sources-watch/watch.generated.ts (content/sources-watch.yaml). The content build
// writes them too (contentlayer.config.ts); `npm run dev` runs this on every save of a data file
// (scripts/lib/content-watch.mjs), since contentlayer's own watcher reads pages only.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, firstLine, importTsCli } from './lib/run-ts-cli.mjs';

try {
  const contentDir = resolve(process.argv[2] ?? join(ROOT, 'content'));
  const { renderOffersModule } = await importTsCli({ entry: 'lib/offers/load.ts', cacheName: 'data-modules-offers' });
  const { renderHistoryModule } = await importTsCli({ entry: 'lib/primes/history/check.ts', cacheName: 'data-modules-history' });
  const { renderWatchModule } = await importTsCli({ entry: 'lib/sources-watch/load.ts', cacheName: 'data-modules-watch' });
  const offers = renderOffersModule(contentDir);
  const history = renderHistoryModule(contentDir);
  const watch = renderWatchModule(contentDir);
  writeFileSync(join(ROOT, 'lib/offers/content.generated.ts'), offers);
  writeFileSync(join(ROOT, 'lib/primes/history/history.generated.ts'), history);
  writeFileSync(join(ROOT, 'lib/sources-watch/watch.generated.ts'), watch);
} catch (error) {
  // The gate, run just before, has printed each problem with its line: one line is enough here.
  process.stdout.write(`Données du contenu non relues, le site garde les précédentes\u00a0: ${firstLine(error)}\n`);
  process.exitCode = 1;
}
