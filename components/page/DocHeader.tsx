import type { ContentDoc } from '@/lib/content';
import { readingMinutes } from '@/lib/content';
import { formatDateFr } from '@/lib/format-date';
import { CheckedLine } from '../offers/CheckedLine';

const Time = ({ iso }: { iso: string }) => <time dateTime={iso.slice(0, 10)}>{formatDateFr(iso)}</time>;

/** Offer pages say their check date once, in their header; their boxes do not repeat it. */
export const headerShowsCheck = (
  doc: ContentDoc,
): doc is Extract<ContentDoc, { type: 'Bank' | 'CashbackPortal' | 'AppOffer' | 'BankSection' }> =>
  doc.type === 'Bank' || doc.type === 'CashbackPortal' || doc.type === 'AppOffer' || doc.type === 'BankSection';

/** H1 and the facts a reader checks first: dates for articles, the check date for offers. */
export function DocHeader({ doc }: { doc: ContentDoc }) {
  return (
    <header className="doc-header">
      <h1>{doc.title}</h1>
      {doc.type === 'Article' ? (
        <>
          <p className="meta">
            Publié le <Time iso={doc.date} />
            {doc.updated ? (
              <>
                {' '}
                · mis à jour le <Time iso={doc.updated} />
              </>
            ) : null}{' '}
            · {readingMinutes(doc.wordCount)} min de lecture
          </p>
          <p className="lead">{doc.description}</p>
        </>
      ) : null}
      {headerShowsCheck(doc) ? <CheckedLine facts={doc} providerName={'name' in doc ? doc.name : (doc.shortTitle ?? doc.title)} /> : null}
    </header>
  );
}
