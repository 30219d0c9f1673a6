import { SOURCES_HEADING } from '@/lib/content/section-headings';
import { byOfficialness, type Source } from '@/lib/content/offer-sources';
import { formatDateFr } from '@/lib/format-date';
import { SOURCE_KIND_LABELS } from '@/lib/offers/source-kinds';

/** Where the page's facts come from, with the day each page was read. */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <section className="sources" aria-labelledby={SOURCES_HEADING.id}>
      <h2 id={SOURCES_HEADING.id}>{SOURCES_HEADING.text}</h2>
      <ul>
        {byOfficialness(sources).map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener noreferrer">
              {source.title}
            </a>{' '}
            ({SOURCE_KIND_LABELS[source.kind]}, consultée le{' '}
            <time dateTime={source.consulted.slice(0, 10)}>{formatDateFr(source.consulted)}</time>)
          </li>
        ))}
      </ul>
    </section>
  );
}
