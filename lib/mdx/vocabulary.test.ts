import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_FAMILIES } from '../content/app-families';
import { BONUS_KINDS, PROVIDERS } from '../primes/providers';
import { FAMILIES } from '../primes/families';
import { BOOSTED_OFFERS, BOOST_RULES } from '../primes/thresholds';
import { BANKS } from './card-banks';
import { VOCABULARY_FILE, mdxVocabulary } from './vocabulary';

const ROOT = join(import.meta.dirname, '../..');
/** A registry of its own, inside the project so that `typescript` resolves from it. */
const WORK = join(ROOT, 'node_modules/.cache', `vocabulary-test-${process.pid}`);
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

const registry = (stepProp: string, countType = 'string') => `
const TONES = ['info', 'attention'] as const;
function Plain() { return null; }
function Note({ tone, title, count, children }: { tone?: (typeof TONES)[number]; title: string; count?: ${countType}; children?: unknown }) { return children ?? tone ?? title ?? count; }
function writerComponents(page: { url?: string }) {
  return {
    Plain,
    Note,
    Step: ({ ${stepProp} }: { ${stepProp}: 'a' | 'b' }) => ${stepProp} + (page.url ?? ''),
    Page: () => page.url,
  };
}
export type MdxVocabularyComponents = ReturnType<typeof writerComponents>;
`;

describe('the writers’ vocabulary, read from the registry’s types', () => {
  it(
    'lists each component with its props but children: required unless optional, the values of a union of string literals',
    { timeout: 60_000 },
    () => {
      mkdirSync(WORK, { recursive: true });
      writeFileSync(join(WORK, 'package.json'), '{}\n');
      writeFileSync(join(WORK, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, lib: ['ES2022'], noEmit: true } }));
      writeFileSync(join(WORK, 'mdx-components.tsx'), registry('title'));
      mkdirSync(join(WORK, 'lib/mdx'), { recursive: true });
      expect(mdxVocabulary(WORK)).toEqual({
        Plain: {},
        Note: { tone: { oneOf: ['info', 'attention'] }, title: { required: true }, count: {} },
        Step: { title: { required: true, oneOf: ['a', 'b'] } },
        Page: {},
      });
      const written = JSON.parse(readFileSync(join(WORK, VOCABULARY_FILE), 'utf8')) as { inputs: string[] };
      expect(written.inputs).toEqual(['tsconfig.json', 'mdx-components.tsx']);

      // A prop renamed in the component is renamed in the vocabulary: a page still writing the old name fails the gate.
      writeFileSync(join(WORK, 'mdx-components.tsx'), registry('label'));
      expect(mdxVocabulary(WORK).Step).toEqual({ label: { required: true, oneOf: ['a', 'b'] } });

      // An MDX attribute is a string: a prop of another type is refused, naming it, rather than let any value through.
      writeFileSync(join(WORK, 'mdx-components.tsx'), registry('label', 'number'));
      expect(() => mdxVocabulary(WORK)).toThrow('<Note> count est de type number');
    },
  );

  it('holds the values the site’s components accept to the lists they come from', { timeout: 60_000 }, () => {
    const vocabulary = mdxVocabulary(ROOT);
    const values = (component: string, prop: string) => [...(vocabulary[component]?.[prop]?.oneOf ?? [])].sort();
    expect(values('Prime', 'provider')).toEqual([...PROVIDERS].sort());
    expect(values('Prime', 'kind')).toEqual([...BONUS_KINDS].sort());
    expect(values('ReferralBlock', 'provider')).toEqual([...PROVIDERS].sort());
    expect(values('Boosted', 'provider')).toEqual(BOOSTED_OFFERS.map((offer) => BOOST_RULES[offer].provider).sort());
    expect(values('ComparisonTable', 'group')).toEqual([...FAMILIES].sort());
    expect(values('AppOfferList', 'family')).toEqual([...APP_FAMILIES].sort());
    expect(values('CardList', 'bank')).toEqual([...BANKS].sort());
    expect(values('CardComparison', 'bank')).toEqual([...BANKS].sort());
  });
});
