import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on a phone, its first column kept in view; focusable so
 * keyboard users can scroll it too. The cue is shown by the stylesheet only while the table is
 * wider than its frame (a scroll timeline, no script); screen readers have the table itself.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-frame">
      <p className="table-scroll__cue" aria-hidden="true">
        Faites défiler le tableau sur le côté pour voir toutes ses colonnes
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
