import { withCertainty } from './uncertainty';
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
  readonly unsure: boolean;
  /** The words with the uncertainty mark when the fact is ⚠️: what a row, a card or a line shows. */
  readonly said: string;
};

export function mainConditionSaid(record: Pick<OfferRecord, 'conditions'>): MainCondition | undefined {
  const main = mainConditionOf(record);
  if (!main) return undefined;
  return {
    kind: main.kind,
    text: main.text,
    deadline: deadlineText(main.deadline),
    unsure: main.certainty === 'unsure',
    said: withCertainty(main.text, main.certainty),
  };
}
