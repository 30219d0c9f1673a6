import { guillemets as q } from '../../yaml-schema/nearest';
import { itemsOf, mapOf, offsetOf, textOf, type Fields } from './yaml-fields';

const NBSP = '\u00a0';
type Report = (offset: number, message: string) => void;

/**
 * For each « sans … » answer, what in the same record would say the thing does exist: a sure
 * income step, a sure deposit step with an amount, a sure card or inactivity fee. The
 * comparison would keep the offer on the answer while its own box lists the opposite.
 */
const CONTRADICTED_BY: Readonly<Record<string, { readonly list: 'conditions' | 'costs'; readonly kinds: readonly string[]; readonly amount?: true; readonly what: string }>> = {
  income: { list: 'conditions', kinds: ['income'], what: 'aucune condition de revenus' },
  deposit: { list: 'conditions', kinds: ['deposit'], amount: true, what: 'aucun dépôt minimum' },
  fees: { list: 'costs', kinds: ['card-fee', 'inactivity-fee'], what: 'ni frais de carte ni frais de compte' },
};

/** An answer « it does not exist » (`exists: false`) beside a sure fact of the same record that says it does. */
export function checkAnswerAgreement(fields: Fields, at: Report): void {
  const answers = mapOf(fields.get('answers')?.value);
  for (const [point, rule] of Object.entries(CONTRADICTED_BY)) {
    const answer = mapOf(answers?.get(point)?.value);
    if (!answer || textOf(answer.get('exists')) !== 'false') continue;
    const clash = itemsOf(fields.get(rule.list)?.value)
      .flatMap((item) => mapOf(item) ?? [])
      .find(
        (fact) =>
          rule.kinds.includes(textOf(fact.get('kind')) ?? '') &&
          textOf(fact.get('certainty')) === 'sure' &&
          (!rule.amount || fact.has('amount')),
      );
    if (!clash) continue;
    const exists = answer.get('exists');
    at(
      exists ? offsetOf(exists) : 0,
      `${q(`answers.${point}`)} dit ${q(rule.what)}, mais ${q(rule.list)} cite, de source sûre, ${q(textOf(clash.get('text')) ?? '')}${NBSP}; corrigez l’un ou l’autre`,
    );
  }
}
