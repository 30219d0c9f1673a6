import type { ConditionKind } from '@/lib/offers/record';

/**
 * The picture of a condition's kind (components/offers/condition-drawings.ts), so that a
 * visitor scanning an offer's steps sees « code, deposit, card payments » before reading
 * them. Decorative: the text says it. Drawn by the stylesheet (components/styles/icons-css.ts).
 */
export function ConditionIcon({ kind }: { kind: ConditionKind }) {
  return <span className="condition-icon" data-condition-icon={kind} aria-hidden="true" />;
}
