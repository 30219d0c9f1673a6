import type { PageHeading } from '@/lib/content/headings';
import { SiteLink } from '@/components/SiteLink';

/** Fewer sections than this and a list of them says nothing the page does not already show. */
const MIN_TOC_ENTRIES = 2;

/**
 * « Sur cette page »: the page's `##` sections, beside the text on wide screens
 * (components/styles/responsive-css.ts), so that a visitor sees the whole page's plan
 * and jumps to the part they came for. Plain links: nothing to hydrate, works without scripts.
 * `phone`: a guide's plan on phones, folded under its header (a native <details>), hidden
 * from `md` up where the side column shows it.
 */
export function TableOfContents({ headings, variant = 'side' }: { headings: readonly PageHeading[]; variant?: 'side' | 'phone' }) {
  if (headings.length < MIN_TOC_ENTRIES) return null;
  const list = (
    <ol className="toc__list">
      {headings.map((heading) => (
        <li key={heading.id}>
          <SiteLink href={`#${heading.id}`}>{heading.text}</SiteLink>
        </li>
      ))}
    </ol>
  );
  if (variant === 'phone') {
    return (
      <details className="toc toc--phone">
        <summary className="toc__title">Sur cette page</summary>
        {list}
      </details>
    );
  }
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc__title" id="toc-title">
        Sur cette page
      </p>
      {list}
    </nav>
  );
}
