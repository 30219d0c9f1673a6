import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Where a problem of an MDX file is (1-based, or none when the compiler gives none) and what it is, in French. */
export type Point = { readonly line: number; readonly column: number };
export type MdxReport = (point: Point | undefined, message: string) => void;

/** French words for the MDX compiler's usual complaints; the position comes with them. */
function parseMessage(reason: string): string {
  const unclosed = /Expected a closing tag for `<([^>]*)>`/.exec(reason);
  if (unclosed) return `balise <${unclosed[1]}> jamais fermée\u00a0: ajoutez </${unclosed[1]}> sur sa propre ligne`;
  const glued = /Expected the closing tag `<\/([^>]*)>` either after the end of/.exec(reason);
  if (glued) return `balise fermante </${glued[1]}> collée au texte\u00a0: mettez-la seule sur sa ligne, après une ligne vide`;
  const mismatch = /Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>`/.exec(reason);
  if (mismatch) return `balise fermante </${mismatch[1]}> inattendue\u00a0: <${mismatch[2]}> doit d’abord être fermée`;
  if (/Unexpected closing slash|Unexpected closing tag/.test(reason)) return 'balise fermante sans balise ouvrante';
  if (/end of file/.test(reason)) return 'fin de fichier inattendue\u00a0: une balise ou une accolade n’est pas fermée';
  if (/Could not parse expression|expression/.test(reason))
    return 'expression entre accolades illisible\u00a0: écrivez «\u00a0{\u00a0» et «\u00a0}\u00a0» entre accents graves s’ils font partie du texte';
  if (/before name|character/.test(reason))
    return 'caractère «\u00a0<\u00a0» ou «\u00a0{\u00a0» inattendu\u00a0: une balise commence par une majuscule ou une minuscule, sinon écrivez-le entre accents graves';
  return `MDX illisible\u00a0: ${reason}`;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Parses MDX whose frontmatter has been blanked (positions stay those of the file). */
export function parseMdx(text: string, report: MdxReport): Root | undefined {
  try {
    return parser.runSync(parser.parse(text)) as Root;
  } catch (error) {
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    const reason = place.reason ?? place.message ?? String(error);
    // «\u00a0Expected a closing tag for `<div>` (7:1-7:6)\u00a0»: the tag's own position is the useful one.
    const tag = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    const point = tag
      ? { line: Number(tag[1]), column: Number(tag[2]) }
      : place.line
        ? { line: place.line, column: place.column ?? 1 }
        : undefined;
    report(point, parseMessage(reason));
    return undefined;
  }
}
