import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeSource } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { checkDataFiles } from './lib/content/check/data-files';
import { remarkContentRules } from './lib/content/check/remark-plugin';
import { AFTER_LABEL, DOCUMENT_TYPES } from './lib/content/document-types';
import { renderRouteModule } from './lib/content/route-module';
import { OFFERS_DIR } from './lib/content-files';
import { renderOffersModule } from './lib/offers/load';
import { SITE_CODES_FILE } from './lib/offers/site-codes-schema';
import { renderHistoryModule } from './lib/primes/history/check';
import { HISTORY_FILE } from './lib/primes/history/types';
import { WATCH_FILE_NAME } from './lib/sources-watch/config';
import { renderWatchModule } from './lib/sources-watch/load';
import { formatProblem } from './lib/yaml-schema/problem';

/** Tests and the scale benchmark point the build at another folder. */
const contentDirPath = process.env.CONTENT_DIR ?? 'content';
/** Where the typed route list and the offer records are written (relative to the working directory). */
const routesModulePath = resolve(process.cwd(), 'lib/content/routes.generated.ts');
const offersModulePath = resolve(process.cwd(), 'lib/offers/content.generated.ts');
const historyModulePath = resolve(process.cwd(), 'lib/primes/history/history.generated.ts');
const watchModulePath = resolve(process.cwd(), 'lib/sources-watch/watch.generated.ts');

/**
 * The MDX pipeline of a content folder: every content rule, the same code as
 * `npm run check` (lib/content/check); a problem stops the build. Exported so that
 * tests/content-rules-both-paths.test.ts runs the very list the build runs.
 */
export function remarkPluginsFor(contentDir: string): PluggableList {
  return [
    remarkGfm,
    [
      remarkContentRules,
      { contentDir: resolve(contentDir), publicDir: resolve('public'), documentTypes: () => DOCUMENT_TYPES, afterLabel: () => AFTER_LABEL },
    ],
  ];
}

export default makeSource({
  contentDirPath,
  documentTypes: DOCUMENT_TYPES,
  // Strict: a writer's mistake stops the build instead of silently dropping a page.
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  // The data files (offer records, the site's codes, the amounts' history, the watch file) are read against their zod
  // schemas (lib/offers/load.ts, lib/primes/history/check.ts, lib/sources-watch/load.ts), not by contentlayer: it reads pages.
  contentDirExclude: [OFFERS_DIR, SITE_CODES_FILE, HISTORY_FILE, WATCH_FILE_NAME],
  disableImportAliasWarning: true,
  mdx: {
    remarkPlugins: remarkPluginsFor(contentDirPath),
    rehypePlugins: [rehypeSlug],
  },
  // Only what no single MDX file holds: the data files (content/codes.yaml, the offer records,
  // the history, the watch file), through the function `npm run check` uses; then the route
  // list, and the offer records and the site's codes as a typed module.
  onSuccess: async (getData) => {
    // Before getData(), which throws when a page failed: the owner still sees the data files' problems.
    const problems = checkDataFiles(contentDirPath, {});
    if (problems.length > 0) {
      console.error(`Contenu invalide\u00a0:\n${problems.map(formatProblem).join('\n')}`);
      // `contentlayer2 dev` keeps watching so the writer can fix the file; a build stops here.
      if (!process.argv.includes('dev')) process.exit(1);
      return;
    }
    const { allDocuments } = await getData();
    writeFileSync(routesModulePath, renderRouteModule(allDocuments.flatMap((doc) => ('url' in doc ? [doc.url] : []))));
    writeFileSync(offersModulePath, renderOffersModule(contentDirPath));
    writeFileSync(historyModulePath, renderHistoryModule(contentDirPath));
    writeFileSync(watchModulePath, renderWatchModule(contentDirPath));
  },
});
