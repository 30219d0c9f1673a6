import type { Metadata } from 'next';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { DocHeader } from '@/components/page/DocHeader';
import { MethodNote } from '@/components/page/MethodNote';
import { TableOfContents } from '@/components/page/TableOfContents';
import { ArticleOffer } from '@/components/offers/ArticleOffer';
import { SourceList } from '@/components/page/SourceList';
import { TestPageExtras } from '@/components/page/TestPageExtras';
import { PageStructuredData } from '@/components/seo/PageStructuredData';
import { findByUrl, staticParams, urlFromSlug } from '@/lib/content';
import { pageHeadings } from '@/lib/content/headings';
import { SOURCES_HEADING, articleOfferHeading } from '@/lib/content/section-headings';
import { PROVIDER_LABELS } from '@/lib/primes/providers';
import { getServerSettings } from '@/lib/primes/server';
import { breadcrumbTrail } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { mdxComponents } from '@/mdx-components';

type Props = { params: Promise<{ slug?: string[] }> };

/** Only the content routes exist: any other path is the French 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = findByUrl(urlFromSlug((await params).slug));
  return doc ? pageMetadata(doc) : {};
}

export default async function ContentPage({ params }: Props) {
  const doc = findByUrl(urlFromSlug((await params).slug));
  if (!doc) notFound();
  const Body = getMDXComponent(doc.body.code);
  const trail = breadcrumbTrail(doc.url);
  const settings = await getServerSettings();
  // The plan: the body's sections, then those the page adds after it, in the same order.
  const headings = [
    ...pageHeadings(doc.body.raw),
    ...(doc.type === 'Article' ? [articleOfferHeading(PROVIDER_LABELS[doc.provider])] : []),
    ...('sources' in doc && doc.sources ? [SOURCES_HEADING] : []),
  ];
  return (
    <>
      {/* Wide screens: the text, and beside it the page's plan and where its figures come from
          (components/styles/responsive-css.ts); phones: the text, with a guide's plan folded under
          its header. The text comes first, so that a keyboard reaches the content before the plan.
          A page holding the comparison widens on wide screens: said here, before its text, so nothing moves. */}
      <div className={doc.comparison ? 'doc-layout doc-layout--wide' : 'doc-layout'}>
        <div className="doc-layout__main">
          <Breadcrumbs trail={trail} />
          <article className={`doc doc--${doc.type}`}>
            <DocHeader doc={doc} />
            {doc.type === 'Article' ? <TableOfContents headings={headings} variant="phone" /> : null}
            <div className="prose">
              {/* eslint-disable-next-line react-hooks/static-components -- a server component renders once and keeps no state: the compiled MDX body is made per page here */}
              <Body components={mdxComponents({ doc, settings })} />
              {/* Nothing in production; the fixture site's copy swaps in its test-only version (components/page/TestPageExtras.tsx). */}
              {doc.type === 'TestPage' ? <TestPageExtras doc={doc} /> : null}
            </div>
            {doc.type === 'Article' ? (
              <ArticleOffer
                provider={doc.provider}
                lastModified={doc.lastModified}
                amountsUpdatedAt={settings.updatedAt}
                amounts={settings.values}
              />
            ) : null}
            {'sources' in doc && doc.sources ? <SourceList sources={doc.sources} /> : null}
          </article>
        </div>
        <div className="doc-layout__side">
          <TableOfContents headings={headings} />
          <MethodNote />
        </div>
      </div>
      <PageStructuredData url={doc.url} values={settings.values} />
    </>
  );
}
