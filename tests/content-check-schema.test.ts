import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import * as build from 'contentlayer2/source-files';
import { expect, it } from 'vitest';
import { checkFile } from '../lib/content/check/file';
import { formatProblem } from '../lib/yaml-schema/problem';
import { documentSchemas } from '../lib/content/check/schema';

/**
 * The schema rules read any contentlayer declaration, nested lists included: a
 * field added to contentlayer.config.ts (such as a list of sources with title,
 * address and date) is checked by `npm run check` with no change to the checker.
 */
const Source = defineNestedType(() => ({
  name: 'Source',
  fields: { title: { type: 'string', required: true }, url: { type: 'string', required: true }, date: { type: 'date', required: true } },
}));
const Offer = defineDocumentType(() => ({
  name: 'CashbackPortal',
  filePathPattern: 'cashback/*.mdx',
  fields: { title: { type: 'string', required: true }, sources: { type: 'list', of: Source, required: true } },
}));
const options = {
  schemas: documentSchemas([Offer]),
  site: {
    routes: new Set<string>(),
    outbound: new Set<string>(),
    outboundLinks: [],
    redirects: new Map<string, string>(),
    publicFile: () => false,
  },
  today: '2026-11-23',
};
const lines = (source: string) => checkFile('cashback/essai.mdx', source, options).problems.map(formatProblem);

it('accepts a well-formed list of sources', () => {
  expect(
    lines('---\ntitle: Essai\nsources:\n  - title: Conditions\n    url: https://www.joko.com/\n    date: 2026-11-20\n---\n\nTexte.\n'),
  ).toEqual([]);
});

it('reports each faulty source field at its own line', () => {
  const source =
    '---\ntitle: Essai\nsources:\n  - title: Conditions\n    url: http://joko\n    date: 2026-12-31\n  - titre: Barème\n---\n\nTexte.\n';
  expect(lines(source)).toEqual([
    'cashback/essai.mdx:5:10  «\u00a0url\u00a0»\u00a0: «\u00a0http://joko\u00a0» n’est pas une adresse https valide (https://domaine.fr/…)',
    'cashback/essai.mdx:6:11  «\u00a0date\u00a0»\u00a0: la date 2026-12-31 est dans le futur',
    'cashback/essai.mdx:7:5  champ inconnu «\u00a0titre\u00a0» dans «\u00a0sources\u00a0»\u00a0; vouliez-vous dire «\u00a0title\u00a0»\u00a0?',
    'cashback/essai.mdx:7:5  champ obligatoire «\u00a0title\u00a0» manquant dans «\u00a0sources\u00a0» (un texte)',
    'cashback/essai.mdx:7:5  champ obligatoire «\u00a0url\u00a0» manquant dans «\u00a0sources\u00a0» (un texte)',
    'cashback/essai.mdx:7:5  champ obligatoire «\u00a0date\u00a0» manquant dans «\u00a0sources\u00a0» (une date AAAA-MM-JJ, par exemple 2026-11-22)',
  ]);
});

it('reads the declarations contentlayer2’s helpers return', () => {
  // The light entry point the gate imports and the one the content build uses give the same declarations.
  const def = () => ({ name: 'Essai', filePathPattern: 'essai-*.mdx', fields: { title: { type: 'string', required: true } } }) as const;
  expect(defineDocumentType(def)).toEqual(build.defineDocumentType(def));
  expect(defineDocumentType(def)).toEqual({ type: 'document', def });
  expect(defineNestedType(def)).toEqual({ type: 'nested', def });
  expect(documentSchemas([defineDocumentType(def)])).toEqual([
    { name: 'Essai', pattern: 'essai-*.mdx', fields: { title: { type: 'string', required: true } } },
  ]);
});
