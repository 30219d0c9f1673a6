import { NBSP } from '@/lib/french';
import { UNREGULATED_MARK, UNREGULATED_REASON } from '@/lib/offers/regulation';

/**
 * Beside the name of a platform that says it holds no financial-services licence
 * (lib/offers/regulation.ts), in a comparison row or a card: the risk said in words, not by a
 * colour alone. The offer box says it in a sentence with its source (UnregulatedNote.tsx); apart,
 * since the comparison's client code carries this mark and should carry nothing more.
 */
export function UnregulatedMark() {
  return (
    <span className="risk-mark" data-risk="unregulated">
      <strong>{UNREGULATED_MARK}</strong>
      {NBSP}: {UNREGULATED_REASON}
    </span>
  );
}
