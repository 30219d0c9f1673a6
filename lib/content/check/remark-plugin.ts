import { relative } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { checkFile } from './file';
import { folderCheckOptions } from './options';
import { formatProblem, sortProblems } from '../../yaml-schema/problem';
import { documentSchemas, type DeclaredType } from './schema';

export type ContentRulesOptions = {
  readonly contentDir: string;
  readonly publicDir: string;
  readonly documentTypes: () => readonly DeclaredType[];
  /** Per document type, the fields shown after a label. */
  readonly afterLabel?: () => Readonly<Record<string, readonly string[]>>;
};

/**
 * The content gate inside the content build (contentlayer.config.ts): each MDX
 * file goes through the same checkFile as `npm run check`, and any problem stops
 * the build with the same French lines.
 */
export function remarkContentRules(options: ContentRulesOptions) {
  let schemas: ReturnType<typeof documentSchemas> | undefined;
  return (_tree: Root, file: VFile): void => {
    schemas ??= documentSchemas(options.documentTypes());
    // Built again for every file: under `contentlayer2 dev` pages come and go while the process lives.
    const run = folderCheckOptions({
      contentDir: options.contentDir,
      publicDir: options.publicDir,
      schemas,
      ...(options.afterLabel ? { afterLabel: options.afterLabel() } : {}),
    });
    const raw = file.data as { rawDocumentData?: { sourceFilePath?: string } };
    const path = raw.rawDocumentData?.sourceFilePath ?? relative(options.contentDir, file.path);
    const { problems } = checkFile(path, String(file.value), run);
    if (problems.length > 0) throw new Error(`Contenu invalide\u00a0:\n${sortProblems(problems).map(formatProblem).join('\n')}`);
  };
}
