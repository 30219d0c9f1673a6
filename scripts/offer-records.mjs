// `node scripts/offer-records.mjs [dossier]`: writes lib/offers/content.generated.ts, the typed module of the offer
// records (content/offres/*.yaml) and the site's codes (content/codes.yaml), read against their schemas by
// lib/offers/load.ts. The content build writes it too (contentlayer.config.ts); `npm run dev` runs this on every save
// of either (scripts/lib/content-watch.mjs), since contentlayer's own watcher reads neither.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, firstLine, importTsCli } from './lib/run-ts-cli.mjs';

try {
  const { renderOffersModule } = await importTsCli({ entry: 'lib/offers/load.ts', cacheName: 'offer-records' });
  const contentDir = resolve(process.argv[2] ?? join(ROOT, 'content'));
  writeFileSync(join(ROOT, 'lib/offers/content.generated.ts'), renderOffersModule(contentDir));
} catch (error) {
  // The gate, run just before, has printed each problem with its line: one line is enough here.
  process.stdout.write(`Fiches d’offre non relues, le site garde les précédentes\u00a0: ${firstLine(error)}\n`);
  process.exitCode = 1;
}
