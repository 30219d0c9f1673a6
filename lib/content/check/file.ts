import { BANKS } from '../../mdx/card-banks';
import { urlFromSourcePath } from '../url';
import { readFrontmatter } from './frontmatter';
import { checkMdxTree, parseMdx, type SiteContext } from './mdx';
import { checkAfterLabel } from './offer-data';
import { checkSourceList } from './source-list';
import { guillemets } from '../../yaml-schema/nearest';
import { checkOfferLinks } from './offer-links';
import { positionAt, type ContentProblem } from '../../yaml-schema/problem';
import { proseOf, tagOffsets } from './prose';
import { checkSchema, schemaOf, type DocumentSchema } from './schema';
import { suggestion } from '../../yaml-schema/nearest';
import { proseFindings, type Fix } from './typography';

/** `fixable`: the problems among `problems` that `fixes` repair. */
export type FileCheck = { readonly problems: ContentProblem[]; readonly fixable: ContentProblem[]; readonly fixes: Fix[] };
export type CheckOptions = {
  readonly schemas: readonly DocumentSchema[];
  readonly site: SiteContext;
  readonly today: string;
  /** Per document type, the fields shown after a label (lib/content/document-types.ts AFTER_LABEL). */
  readonly afterLabel?: Readonly<Record<string, readonly string[]>>;
};

/** Said after the problems `npm run check -- --fix` repairs by itself. */
export const FIX_HINT = '(corrigé par npm run check -- --fix)';

function pathProblems(path: string, schemas: readonly DocumentSchema[]): string[] {
  const problems: string[] = [];
  try {
    urlFromSourcePath(path);
  } catch (error) {
    const segment = /« ([^»]*) »/.exec(error instanceof Error ? error.message : '')?.[1];
    problems.push(`nom de fichier invalide${segment ? ` («\u00a0${segment}\u00a0»)` : ''}\u00a0: minuscules sans accent, chiffres et tirets uniquement`);
  }
  if (!schemaOf(path, schemas)) {
    problems.push(`ce fichier n’appartient à aucun type de page\u00a0: emplacements possibles ${schemas.map((schema) => schema.pattern).join(', ')}`);
  }
  const bank = /^banque\/([^/]+)\//.exec(path)?.[1];
  if (bank !== undefined && !(BANKS as readonly string[]).includes(bank)) {
    problems.push(`dossier de banque inconnu «\u00a0${bank}\u00a0»\u00a0; ${suggestion(bank, BANKS)} (une nouvelle banque s’ajoute à BANKS dans lib/mdx/card-banks.ts)`);
  }
  return problems;
}

/** Every problem of one content file (path relative to the content folder), and the safe typographic fixes. */
export function checkFile(path: string, source: string, options: CheckOptions): FileCheck {
  const problems: ContentProblem[] = [];
  const at = (offset: number, message: string) => problems.push({ file: path, ...positionAt(source, offset), message });
  for (const message of pathProblems(path, options.schemas)) at(0, message);

  const frontmatter = readFrontmatter(source);
  for (const error of frontmatter.errors) at(error.offset, error.message);
  const schema = schemaOf(path, options.schemas);
  if (schema && frontmatter.errors.length === 0) {
    checkSchema(schema, frontmatter.fields, at, options.today);
    checkOfferLinks(schema.name, frontmatter.fields, options.site.outboundLinks, at);
    checkSourceList(frontmatter.fields, 'lastChecked', at, `la page dira ${guillemets('mise à jour le')}`);
    checkAfterLabel(frontmatter.fields, options.afterLabel?.[schema.name] ?? [], at);
  }

  // The body is parsed with the frontmatter blanked, so MDX positions are the file's.
  const head = source.slice(0, frontmatter.bodyStart).replace(/[^\n]/g, ' ');
  const tree = parseMdx(head + source.slice(frontmatter.bodyStart), (point, message) =>
    problems.push({ file: path, line: point?.line ?? 1, column: point?.column ?? 1, message }),
  );
  if (tree) {
    checkMdxTree(tree, options.site, (point, message) => problems.push({ file: path, line: point?.line ?? 1, column: point?.column ?? 1, message }));
  }

  const fixes: Fix[] = [];
  const fixable: ContentProblem[] = [];
  const inTag = tagOffsets(source, frontmatter.bodyStart);
  for (const finding of proseFindings(proseOf(source, frontmatter.bodyStart, frontmatter.fields))) {
    const canFix = finding.fix !== undefined && !inTag(finding.fix.offset);
    at(finding.offset, canFix ? `${finding.message} ${FIX_HINT}` : finding.message);
    if (finding.fix && canFix) {
      fixes.push(finding.fix);
      fixable.push(problems.at(-1) as ContentProblem);
    }
  }
  return { problems, fixable, fixes };
}
