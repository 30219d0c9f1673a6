import { factSourceOf, unsureMark, withCertainty } from './uncertainty';
import type { Condition, ConditionKind, OfferRecord } from './schema';
import { deadlineText } from './wording';

/** The condition tables and cards show beside the amounts: the one marked main, else the first beyond the code. */
export function mainConditionOf(record: Pick<OfferRecord, 'conditions'>): Condition | undefined {
  return record.conditions.find((condition) => condition.main) ?? record.conditions.find((condition) => condition.kind !== 'code');
}

/** The main condition as every surface says it, computed once per record. */
export type MainCondition = {
  readonly kind: ConditionKind;
  /** The record's words. */
  readonly text: string;
  /** Its deadline as the box words it (« dans les 30 jours suivant … », « délai non publié »). */
  readonly deadline: string;
  /** Who gives it, when the fact is ⚠️ (« selon un comparateur », « à vérifier sur curve.com »); undefined when it is sure. */
  readonly mark: string | undefined;
  /** The words with that mark in brackets: what a row, a card or a line shows. */
  readonly said: string;
};

export function mainConditionSaid(record: Pick<OfferRecord, 'conditions' | 'sources'>): MainCondition | undefined {
  const main = mainConditionOf(record);
  if (!main) return undefined;
  const source = factSourceOf(record.sources, main);
  return {
    kind: main.kind,
    text: main.text,
    deadline: deadlineText(main.deadline),
    mark: main.certainty === 'unsure' ? unsureMark(source) : undefined,
    said: withCertainty(main.text, main.certainty, source),
  };
}
