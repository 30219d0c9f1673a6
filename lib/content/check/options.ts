import type { CheckOptions } from './file';
import type { DocumentSchema } from './schema';
import { contentFiles, siteContext } from './site';
import { todayIso } from '../../yaml-schema/dates';


export type FolderOptions = {
  readonly contentDir: string;
  readonly publicDir: string;
  readonly schemas: readonly DocumentSchema[];
  /** Per document type, the fields shown after a label (lib/content/document-types.ts AFTER_LABEL). */
  readonly afterLabel?: Readonly<Record<string, readonly string[]>>;
  readonly today?: string;
};

/**
 * checkFile's options for one content folder. `npm run check` (checkContent) and
 * the content build (remark-plugin.ts) both build them here, so a file is checked
 * against the same site (its pages, redirects and public files) on either path.
 */
export function folderCheckOptions(options: FolderOptions): CheckOptions {
  return {
    schemas: options.schemas,
    site: siteContext(contentFiles(options.contentDir), options.publicDir),
    today: options.today ?? todayIso(),
    ...(options.afterLabel ? { afterLabel: options.afterLabel } : {}),
  };
}
