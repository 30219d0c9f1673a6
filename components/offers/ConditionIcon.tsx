import type { ConditionKind } from '@/lib/offers/schema';
import { CONDITION_DRAWINGS } from './condition-drawings';

/**
 * The picture of a condition's kind (components/offers/condition-drawings.ts), so that a
 * visitor scanning an offer's steps sees « code, deposit, card payments » before reading
 * them. Decorative: the text says it. Stroked in the accent colour by the stylesheet
 * (`.condition-icon`, app/globals.css), so it follows the theme.
 */
export function ConditionIcon({ kind }: { kind: ConditionKind }) {
  return (
    <svg className="condition-icon" data-condition-icon={kind} viewBox="0 0 20 20" aria-hidden="true">
      <path d={CONDITION_DRAWINGS[kind]} />
    </svg>
  );
}
