import type { Heading, Image, Link, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { mdxVocabulary, type MdxVocabulary } from '../../mdx/vocabulary';
import { OPEN_DATA_PATHS } from '../../open-data/paths';
import { guillemets, nearest, suggestion } from './nearest';
import type { OutboundLink } from './offer-links';

/** What the MDX rules need to know about the whole site. */
export type SiteContext = {
  readonly routes: ReadonlySet<string>;
  /** Declared outbound links (/go/…). */
  readonly outbound: ReadonlySet<string>;
  /** The same, with where they lead and for which providers (offer-links.ts). */
  readonly outboundLinks: readonly OutboundLink[];
  /** Old addresses and the page they now redirect to (lib/redirects/redirects.json). */
  readonly redirects: ReadonlyMap<string, string>;
  /** Whether a site path such as /images/x.png is a file of public/. */
  readonly publicFile: (path: string) => boolean;
};

type Point = { readonly line: number; readonly column: number };
export type MdxReport = (point: Point | undefined, message: string) => void;

const tagName = (name: string) => `<${name}>`;

function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, vocabulary: MdxVocabulary, report: MdxReport): void {
  const name = node.name;
  const at = node.position?.start;
  // Fragments and lowercase HTML tags are plain markup.
  if (name === null || /^[a-z]/.test(name)) return;
  const rules = Object.hasOwn(vocabulary, name) ? vocabulary[name] : undefined;
  if (rules === undefined) {
    report(at, `composant inconnu <${name}>\u00a0; ${suggestion(name, Object.keys(vocabulary), tagName, 'composants disponibles')}`);
    return;
  }
  const allowed = Object.keys(rules);
  const seen = new Set<string>();
  for (const attribute of node.attributes) {
    const where = attribute.position?.start ?? at;
    if (attribute.type !== 'mdxJsxAttribute') {
      report(where, `<${name}>\u00a0: les attributs étalés ({...x}) ne sont pas acceptés`);
      continue;
    }
    seen.add(attribute.name);
    const rule = rules[attribute.name];
    if (rule === undefined) {
      const hint = allowed.length === 0 ? 'ce composant n’a aucun attribut' : suggestion(attribute.name, allowed, guillemets, 'attributs possibles');
      report(where, `<${name}>\u00a0: attribut inconnu «\u00a0${attribute.name}\u00a0»\u00a0; ${hint}`);
      continue;
    }
    if (rule.oneOf !== undefined) {
      const value = attribute.value;
      if (typeof value !== 'string') report(where, `<${name}>\u00a0: «\u00a0${attribute.name}\u00a0» doit être une valeur écrite entre guillemets`);
      else if (!rule.oneOf.includes(value)) report(where, `<${name}>\u00a0: ${attribute.name}="${value}" inconnu\u00a0; ${suggestion(value, rule.oneOf)}`);
    }
  }
  for (const [prop, rule] of Object.entries(rules)) {
    if (rule.required && !seen.has(prop)) report(at, `<${name}>\u00a0: attribut obligatoire «\u00a0${prop}\u00a0» manquant`);
  }
}

function checkInternalLink(url: string, site: SiteContext, at: Point | undefined, report: MdxReport): void {
  if (!url.startsWith('/') || url.startsWith('//')) return;
  const path = url.replace(/[?#].*$/, '');
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  // The open data files (/offres.json…) are served by route handlers, not pages: links to them are fine.
  if (site.routes.has(normalised) || site.outbound.has(normalised) || OPEN_DATA_PATHS.has(normalised)) return;
  const target = site.redirects.get(normalised);
  if (target !== undefined) {
    report(at, `lien vers l’ancienne adresse ${normalised}, qui redirige vers ${target}\u00a0: liez directement ${target}`);
    return;
  }
  const near = nearest(normalised, [...site.routes, ...site.outbound]);
  report(at, `lien interne vers une page qui n’existe pas\u00a0: ${url}${near ? `\u00a0; vouliez-vous dire ${near}\u00a0?` : ''}`);
}

function checkImage(node: Image, site: SiteContext, report: MdxReport): void {
  const at = node.position?.start;
  if (!node.alt?.trim()) report(at, `image sans texte alternatif\u00a0: ${node.url} (décrivez ce qu’elle montre entre les crochets)`);
  if (/^[a-z]+:/i.test(node.url) || node.url.startsWith('//')) return;
  if (!node.url.startsWith('/')) report(at, `adresse d’image relative\u00a0: ${node.url} (commencez par /, par exemple /images/…)`);
  else if (!site.publicFile(node.url.replace(/[?#].*$/, ''))) report(at, `image introuvable\u00a0: le fichier public${node.url.replace(/[?#].*$/, '')} n’existe pas`);
}

/** Headings a component already renders: writing them again shows the title twice. */
const HEADINGS_OF_COMPONENTS: Readonly<Record<string, string>> = {
  'questions fréquentes': '<Faq> affiche déjà le titre «\u00a0Questions fréquentes\u00a0»',
  sources: 'la page affiche déjà ses sources (champ «\u00a0sources\u00a0» de l’en-tête) sous ce titre',
};

/** `… : <Boosted />` reads as a blank when the offer is not boosted, since the badge then renders nothing. */
function checkBoostedAfterColon(paragraph: Paragraph, report: MdxReport): void {
  paragraph.children.forEach((child, index) => {
    if (child.type !== 'mdxJsxTextElement' || child.name !== 'Boosted') return;
    const before = paragraph.children[index - 1];
    if (before?.type === 'text' && /:\s*$/.test(before.value)) {
      report(child.position?.start, '<Boosted> après «\u00a0:\u00a0» laisse une phrase vide quand l’offre n’est pas boostée\u00a0: placez le badge dans un titre');
    }
  });
}

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
  if (/Could not parse expression|expression/.test(reason)) return 'expression entre accolades illisible\u00a0: écrivez «\u00a0{\u00a0» et «\u00a0}\u00a0» entre accents graves s’ils font partie du texte';
  if (/before name|character/.test(reason)) return 'caractère «\u00a0<\u00a0» ou «\u00a0{\u00a0» inattendu\u00a0: une balise commence par une majuscule ou une minuscule, sinon écrivez-le entre accents graves';
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
    const point = tag ? { line: Number(tag[1]), column: Number(tag[2]) } : place.line ? { line: place.line, column: place.column ?? 1 } : undefined;
    report(point, parseMessage(reason));
    return undefined;
  }
}

/**
 * Components and their attributes, providers and other listed values, internal
 * links (with the page an old address now leads to), images (alternative text,
 * file present in public/).
 */
export function checkMdxTree(tree: Root, site: SiteContext, report: MdxReport): void {
  // The registry's components and their props (mdx-components.tsx), read from their types.
  const vocabulary = mdxVocabulary();
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      checkElement(element, vocabulary, report);
      for (const attribute of element.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') {
          checkInternalLink(attribute.value, site, attribute.position?.start ?? element.position?.start, report);
        }
      }
    } else if (node.type === 'heading') {
      const why = HEADINGS_OF_COMPONENTS[toString(node as Heading).trim().toLocaleLowerCase('fr')];
      if (why) report(node.position?.start, `titre en double\u00a0: ${why}`);
    } else if (node.type === 'paragraph') {
      checkBoostedAfterColon(node as Paragraph, report);
    } else if (node.type === 'link') {
      checkInternalLink((node as Link).url, site, node.position?.start, report);
    } else if (node.type === 'image') {
      checkImage(node as Image, site, report);
    }
  });
}
