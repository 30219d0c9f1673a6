import type { Heading, Image, Link, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { MDX_VOCABULARY, isMdxComponentName, type PropRule } from './vocabulary';

export type SiteRulesOptions = {
  /** Every route the site serves; internal links must point to one of them. */
  readonly routes: ReadonlySet<string>;
};

type Position = { start: { line: number; column: number } } | undefined;

function sourceFileOf(file: VFile): string {
  const raw = file.data as { rawDocumentData?: { sourceFilePath?: string } };
  return raw.rawDocumentData?.sourceFilePath ?? file.path ?? 'fichier MDX';
}

function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, report: (message: string) => void): void {
  const name = node.name;
  // Fragments and lowercase HTML tags are plain markup.
  if (name === null || /^[a-z]/.test(name)) return;
  if (!isMdxComponentName(name)) {
    const known = Object.keys(MDX_VOCABULARY).join(', ');
    report(`composant inconnu <${name}> (composants disponibles : ${known})`);
    return;
  }
  const rules: Readonly<Record<string, PropRule>> = MDX_VOCABULARY[name];
  const seen = new Set<string>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      report(`<${name}> : les attributs étalés ({...x}) ne sont pas acceptés`);
      continue;
    }
    seen.add(attribute.name);
    const rule = rules[attribute.name];
    if (rule === undefined) {
      const allowed = Object.keys(rules).join(', ') || 'aucun';
      report(`<${name}> : attribut inconnu « ${attribute.name} » (attributs possibles : ${allowed})`);
      continue;
    }
    if (rule.oneOf !== undefined) {
      const value = attribute.value;
      if (typeof value !== 'string') {
        report(`<${name}> : « ${attribute.name} » doit être une valeur écrite entre guillemets`);
      } else if (!rule.oneOf.includes(value)) {
        report(`<${name}> : ${attribute.name}="${value}" inconnu (valeurs possibles : ${rule.oneOf.join(', ')})`);
      }
    }
  }
  for (const [prop, rule] of Object.entries(rules)) {
    if (rule.required && !seen.has(prop)) report(`<${name}> : attribut obligatoire « ${prop} » manquant`);
  }
}

function checkInternalLink(url: string, routes: ReadonlySet<string>, report: (message: string) => void): void {
  if (!url.startsWith('/') || url.startsWith('//')) return;
  const path = url.replace(/[?#].*$/, '');
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (!routes.has(normalised)) report(`lien interne vers une page qui n'existe pas : ${url}`);
}

/** Headings a component already renders: writing them again shows the title twice. */
const HEADINGS_OF_COMPONENTS: Readonly<Record<string, string>> = {
  'questions fréquentes': '<Faq> affiche déjà le titre « Questions fréquentes »',
  sources: 'la page affiche déjà ses sources (champ « sources » de l’en-tête) sous ce titre',
};

/** `… : <Boosted />` reads as a blank when the offer is not boosted, since the badge then renders nothing. */
function checkBoostedAfterColon(paragraph: Paragraph, report: (position: Position) => (message: string) => void): void {
  paragraph.children.forEach((child, index) => {
    if (child.type !== 'mdxJsxTextElement' || child.name !== 'Boosted') return;
    const before = paragraph.children[index - 1];
    if (before?.type === 'text' && /:\s*$/.test(before.value)) {
      report(child.position)('<Boosted> après « : » laisse une phrase vide quand l’offre n’est pas boostée : placez le badge dans un titre');
    }
  });
}

/**
 * Build-time checks of a writer's MDX: unknown components or props, unknown
 * providers and kinds, internal links to missing pages, images without alternative
 * text. All problems of a file are reported together, each with its line, and the
 * build fails.
 */
export function remarkSiteRules(options: SiteRulesOptions) {
  return (tree: Root, file: VFile): void => {
    const problems: string[] = [];
    const reporter = (position: Position) => (message: string) => {
      const where = position ? `${position.start.line}:${position.start.column}` : '?';
      problems.push(`${sourceFileOf(file)}:${where} ${message}`);
    };
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as MdxJsxFlowElement | MdxJsxTextElement;
        checkElement(element, reporter(element.position));
        for (const attribute of element.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') {
            checkInternalLink(attribute.value, options.routes, reporter(element.position));
          }
        }
      } else if (node.type === 'heading') {
        const why = HEADINGS_OF_COMPONENTS[toString(node as Heading).trim().toLocaleLowerCase('fr')];
        if (why) reporter(node.position)(`titre en double : ${why}`);
      } else if (node.type === 'paragraph') {
        checkBoostedAfterColon(node as Paragraph, reporter);
      } else if (node.type === 'link') {
        checkInternalLink((node as Link).url, options.routes, reporter(node.position));
      } else if (node.type === 'image' && !(node as Image).alt?.trim()) {
        reporter(node.position)(`image sans texte alternatif : ${(node as Image).url}`);
      }
    });
    if (problems.length > 0) {
      throw new Error(`Contenu invalide :\n${problems.join('\n')}`);
    }
  };
}
