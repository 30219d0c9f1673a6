import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allContent } from '@/lib/content';
import { answerText, extractFaq } from './faq';
import { offerRecordOf } from '../offers';
import { factsForKind } from '../offers/resolved-offer';
import type { BonusKind, Provider } from '../primes/providers';

const MDX = `
Intro with a <Prime provider="BOURSOBANK" kind="filleul" /> outside the FAQ.

<Faq>
<Question q="Combien ?">

Vous recevez <Prime provider="BOURSOBANK" kind="filleul" />, **en une fois**,
sous [trente jours](/parrainage).

- premier point
- second point

</Question>
<Question q="Et le parrain ?">Rien de plus.</Question>
</Faq>
`;

describe('extractFaq', () => {
  it('keeps each question and its answer as text, amounts as references to the settings document', () => {
    const faq = extractFaq(MDX);
    expect(faq).toEqual([
      {
        question: 'Combien ?',
        answer: [
          'Vous recevez ',
          { provider: 'BOURSOBANK', kind: 'filleul' },
          ', en une fois, sous trente jours. premier point second point',
        ],
      },
      { question: 'Et le parrain ?', answer: ['Rien de plus.'] },
    ]);
  });

  it('writes the amounts as the page does, or says they are unknown', () => {
    const [first] = extractFaq(MDX);
    const factsOf = (provider: Provider, kind: BonusKind) => factsForKind(provider, offerRecordOf(provider), kind);
    expect(answerText(first?.answer ?? [], { PRIME_FILLEUL_BOURSOBANK: 80 }, factsOf)).toBe(
      'Vous recevez 80\u00a0€, en une fois, sous trente jours. premier point second point',
    );
    expect(answerText(first?.answer ?? [], {}, factsOf)).toContain('montant non communiqué');
  });

  it('finds every question of every content page', () => {
    for (const doc of allContent()) {
      const source = readFileSync(join('content', doc._raw.sourceFilePath), 'utf8');
      const questions = [...source.matchAll(/<Question q="/g)].length;
      const faq = extractFaq(doc.body.raw);
      expect(faq, doc._raw.sourceFilePath).toHaveLength(questions);
      for (const entry of faq) expect(entry.answer.length, `${doc._raw.sourceFilePath}: ${entry.question}`).toBeGreaterThan(0);
    }
  });
});
