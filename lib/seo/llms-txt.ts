import { allContent, type ContentDoc } from '../content';
import { providersWithCode } from '../offers/site-codes';
import { SITE } from '../site';
import { absoluteUrl } from '../deployment.mjs';
import { OPEN_DATA } from '../open-data/paths';

type Section = { readonly title: string; readonly matches: (doc: ContentDoc) => boolean };

/** Sections in reading order; a page goes in the first that matches. */
const SECTIONS: readonly Section[] = [
  {
    title: 'Vue d’ensemble',
    matches: (doc) =>
      doc.type === 'Page' && ['/', '/parrainage', '/banque', '/cashback', '/neobanque', '/investissement', '/blog'].includes(doc.url),
  },
  { title: 'Banques en ligne', matches: (doc) => doc.type === 'Bank' || doc.type === 'BankSection' || doc.type === 'Card' },
  { title: 'Sites de cashback', matches: (doc) => doc.type === 'CashbackPortal' },
  { title: 'Néobanques', matches: (doc) => doc.type === 'AppOffer' && doc.family === 'neobanque' },
  { title: 'Investissement', matches: (doc) => doc.type === 'AppOffer' && doc.family === 'investissement' },
  { title: 'Guides', matches: (doc) => doc.type === 'Article' },
  { title: 'Optional', matches: () => true },
];

/** What the site earns, as content/codes.yaml says (the pages' <SiteCodesDisclosure />): nothing while it has no code. */
const earnings = () =>
  providersWithCode().length === 0
    ? 'Le site n’a aujourd’hui aucun code ni lien de parrainage à lui et ne perçoit rien des offres présentées'
    : 'Le site touche la prime de parrain des offres pour lesquelles il a son propre code de parrainage, et rien des autres';

/**
 * /llms.txt (llmstxt.org): the site described for language models, with one link per
 * page and its summary. "Optional" is the format's name for what can be skipped.
 */
export function renderLlmsTxt(): string {
  const docs = allContent();
  const placed = new Set<string>();
  const sections = SECTIONS.map((section) => {
    const lines = docs
      .filter((doc) => !placed.has(doc.url) && section.matches(doc))
      .map((doc) => {
        placed.add(doc.url);
        return `- [${doc.title}](${absoluteUrl(doc.url)}) : ${doc.description}`;
      });
    return lines.length > 0 ? `## ${section.title}\n\n${lines.join('\n')}\n` : '';
  }).filter(Boolean);
  return `# ${SITE.name}

> ${SITE.tagline}. Site français, rédigé en français.

Les montants des primes de parrainage et de bienvenue changent souvent : chaque page les affiche à jour, lus dans une base de données au moment de la visite ; ce fichier n’en donne donc aucun. Chaque offre indique la date à laquelle ses conditions ont été vérifiées et renvoie aux conditions officielles du prestataire. ${earnings()} ; il ne collecte aucune donnée personnelle.

## Données ouvertes

- [Offres en JSON](${absoluteUrl(OPEN_DATA.json)}) : chaque offre, ses montants affichés (avec leur date), ses conditions et ses sources, régénérées avec les pages
- [Schéma JSON des offres](${absoluteUrl(OPEN_DATA.schema)}) : la description de chaque champ (JSON Schema 2020-12)
- [Offres en CSV](${absoluteUrl(OPEN_DATA.csv)}) : les mêmes offres, une ligne chacune, pour un tableur (UTF-8, séparateur point-virgule)

${sections.join('\n')}`;
}
