import type { Heading, Image, Link, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { mdxVocabulary, type MdxVocabulary } from '../../mdx/vocabulary';
import { OPEN_DATA_PATHS } from '../../open-data/paths';
import { PLAN_CALENDAR_PATH, PLAN_PATH } from '../../plan-paths.mjs';
import { guillemets, nearest, suggestion } from '../../yaml-schema/nearest';
import type { OutboundLink } from './offer-links';
import type { MdxReport, Point } from '../../mdx/parse';

export { parseMdx } from '../../mdx/parse';
export type { MdxReport };

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

/** The pages of app/ outside the content: rendered from their query, they have no MDX file. */
const APP_PATHS: ReadonlySet<string> = new Set([PLAN_PATH, PLAN_CALENDAR_PATH]);

function checkInternalLink(url: string, site: SiteContext, at: Point | undefined, report: MdxReport): void {
  if (!url.startsWith('/') || url.startsWith('//')) return;
  const path = url.replace(/[?#].*$/, '');
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  // The open data files (/offres.json…) are served by route handlers, and « Mon plan » by its own page: links to them are fine.
  if (site.routes.has(normalised) || site.outbound.has(normalised) || OPEN_DATA_PATHS.has(normalised) || APP_PATHS.has(normalised)) return;
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

/** The boosted badge qualifies the sponsor's figure, which <Boosted> writes with it: a heading holds no figure. */
function checkBoostedInHeading(heading: Heading, report: MdxReport): void {
  visit(heading, (node) => {
    if (node.type !== 'mdxJsxTextElement' || (node as MdxJsxTextElement).name !== 'Boosted') return;
    report(
      node.position?.start,
      '<Boosted> dans un titre\u00a0: écrivez-le dans une phrase, là où vous donnez la prime du parrain («\u00a0Le parrain reçoit <Boosted provider="…" />.\u00a0»)',
    );
  });
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
      checkBoostedInHeading(node as Heading, report);
      const why = HEADINGS_OF_COMPONENTS[toString(node as Heading).trim().toLocaleLowerCase('fr')];
      if (why) report(node.position?.start, `titre en double\u00a0: ${why}`);
    } else if (node.type === 'link') {
      checkInternalLink((node as Link).url, site, node.position?.start, report);
    } else if (node.type === 'image') {
      checkImage(node as Image, site, report);
    }
  });
}
