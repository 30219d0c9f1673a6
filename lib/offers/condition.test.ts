import { describe, expect, it } from 'vitest';
import { mainConditionOf } from './condition';
import type { Condition } from './schema';

const condition = (kind: Condition['kind'], text: string, main?: true): Condition => ({
  kind,
  text,
  deadline: { unpublished: true },
  source: 'aide',
  certainty: 'sure',
  ...(main ? { main } : {}),
});

describe('mainConditionOf', () => {
  it('takes the condition marked main, wherever it is', () => {
    const conditions = [
      condition('code', 'Code'),
      condition('identity', 'Identité vérifiée'),
      condition('card-payments', '3 achats', true),
    ];
    expect(mainConditionOf({ conditions })?.text).toBe('3 achats');
  });

  it('otherwise takes the first condition that is not the code, which every offer asks for', () => {
    expect(
      mainConditionOf({ conditions: [condition('code', 'Code'), condition('income', 'Revenus'), condition('other', 'Autre')] })?.text,
    ).toBe('Revenus');
  });

  it('gives none when the code is all that is published', () => {
    expect(mainConditionOf({ conditions: [condition('code', 'Code')] })).toBeUndefined();
    expect(mainConditionOf({ conditions: [] })).toBeUndefined();
  });
});
