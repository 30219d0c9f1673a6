import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import type { ContentDoc } from '@/lib/content';
import { offerCardSummaries, offerSummaries } from '@/lib/offers/summary';
import { siteCodeFor } from '@/lib/offers/site-codes';
import { absoluteUrl } from '@/lib/deployment.mjs';
import { offerRecordOf } from '@/lib/offers';
import { isProvider, type Provider } from '@/lib/primes/providers';
import type { ServerSettings } from '@/lib/primes/server';
import { AppOfferList } from '@/components/mdx/AppOfferList';
import { ArticleList } from '@/components/mdx/ArticleList';
import { BankList } from '@/components/mdx/BankList';
import { BestOffers } from '@/components/mdx/BestOffers';
import { Callout, Cons, Faq, Pros, Question, SiteEmail, Step, Steps } from '@/components/mdx/blocks';
import { Boosted } from '@/components/mdx/Boosted';
import { CardComparison } from '@/components/mdx/CardComparison';
import { CardList } from '@/components/mdx/CardList';
import { CardSheet } from '@/components/mdx/CardSheet';
import { CheckAgeLimit } from '@/components/mdx/CheckAgeLimit';
import { ComparisonTable } from '@/components/mdx/ComparisonTable';
import { MdxLink } from '@/components/mdx/MdxLink';
import { NetValueMethod } from '@/components/mdx/NetValueMethod';
import { OfferCount } from '@/components/mdx/OfferCount';
import { PortalList } from '@/components/mdx/PortalList';
import { Prime } from '@/components/mdx/Prime';
import { RecentChanges } from '@/components/mdx/RecentChanges';
import { ReportOutdated } from '@/components/mdx/ReportOutdated';
import { SiteCodesDisclosure } from '@/components/mdx/SiteCodesDisclosure';
import { SitePublisher } from '@/components/mdx/SitePublisher';
import { noCodeSaidBefore, ReferralBlock } from '@/components/offers/ReferralBlock';
import { headerShowsCheck } from '@/components/page/DocHeader';
import { AmountsDate } from '@/components/primes/AmountsDate';
import { TableScroll } from '@/components/TableScroll';
import { sourcesWatch } from '@/lib/sources-watch';

/** HTML elements rendered by Markdown, restyled or made safer. */
const htmlComponents = {
  a: MdxLink,
  table: (props: { children?: ReactNode }) => (
    <TableScroll label="Tableau">
      <table {...props} />
    </TableScroll>
  ),
};

/** The page an MDX body is rendered for: a content page has its document and the amounts it is rendered with; an @next/mdx file has neither. */
export type MdxPage = { readonly doc?: ContentDoc; readonly settings?: ServerSettings };

/** The offer data a page's boxes show beside the record: the page's own frontmatter, or only its date. */
function boxPageOf(doc: ContentDoc) {
  return doc.type === 'Bank' ||
    doc.type === 'CashbackPortal' ||
    doc.type === 'AppOffer' ||
    doc.type === 'BankSection' ||
    doc.type === 'Card'
    ? doc
    : { lastModified: doc.lastModified };
}

/** The offer box as writers place it (<ReferralBlock watch={sourcesWatch()} provider="…">), bound to the page it stands on. */
type PlacedBox = { provider: Provider; children?: ReactNode };
function pageReferralBlock({ doc, settings }: MdxPage): (props: PlacedBox) => ReactNode {
  if (doc === undefined) return () => null; // an @next/mdx file has no page data to show beside an offer box
  const offer = boxPageOf(doc);
  // The page already says its check date once (header, or card sheet): its own boxes do not repeat it.
  const pageSaysItsCheck = headerShowsCheck(doc) || (doc.type === 'Card' && doc.cardSheet);
  // The page's boxes in reading order (computed by the content build), so a brand's « no code » explanation is said in the first only.
  const pageBoxes = ((doc.offerBoxes ?? []) as readonly string[]).filter(isProvider);
  const hasCode = (provider: Provider) => siteCodeFor(provider) !== undefined;
  return function PageReferralBlock(props: PlacedBox) {
    const record = offerRecordOf(props.provider);
    const ownPage = record?.page === doc.url;
    return (
      <ReferralBlock
        watch={sourcesWatch()}
        {...props}
        offer={offer}
        record={record}
        full={ownPage}
        amountsUpdatedAt={settings?.updatedAt}
        amounts={settings?.values}
        code={siteCodeFor(props.provider)}
        dated={!(offer === doc && pageSaysItsCheck)}
        noCodeSaidAbove={noCodeSaidBefore(props.provider, pageBoxes, hasCode)}
        report={ownPage ? { url: absoluteUrl(doc.url), title: doc.title } : undefined}
      />
    );
  };
}

/**
 * The writers' components, bound to the page being rendered: components that show the
 * page's own data (card sheet, referral block) read it from the page rather than asking
 * writers to repeat the frontmatter. Each entry's props (but `children`) are exactly what a
 * writer may write: the content gate reads them from these types (lib/mdx/derive-vocabulary.ts),
 * a required prop must be written, a union of string literals lists the allowed values.
 */
function writerComponents(page: MdxPage) {
  const { doc, settings } = page;
  const amountsDate = <AmountsDate updatedAt={settings?.updatedAt} className="meta amounts-date--table" />;
  const report = doc ? { url: absoluteUrl(doc.url), title: doc.title } : undefined;
  // With the page's amounts, rows and cards say where their figures come from.
  const summaryContext = settings ? { values: settings.values, watch: sourcesWatch() } : undefined;
  return {
    Prime,
    Boosted,
    // Every table of amounts says when the amounts last changed, as every offer box does.
    ComparisonTable: ({ group }: { group?: ComponentProps<typeof ComparisonTable>['group'] }) => (
      <>
        <ComparisonTable group={group} offers={offerSummaries(summaryContext)} />
        {amountsDate}
      </>
    ),
    BestOffers: () => (
      <>
        <BestOffers offers={offerCardSummaries(summaryContext)} />
        {amountsDate}
      </>
    ),
    // How many offers the comparison ranks, counted as its rows are.
    OfferCount: () => <OfferCount />,
    BankList: () => <BankList context={summaryContext} />,
    PortalList: () => <PortalList context={summaryContext} />,
    AppOfferList: ({ family }: Pick<ComponentProps<typeof AppOfferList>, 'family'>) => (
      <AppOfferList family={family} context={summaryContext} />
    ),
    ArticleList,
    CardList,
    CardComparison,
    CardSheet: () => (doc?.type === 'Card' ? <CardSheet card={doc} /> : null),
    ReferralBlock: pageReferralBlock(page),
    SiteCodesDisclosure,
    SitePublisher: () => <SitePublisher />,
    ReportOutdated: () => <ReportOutdated page={report} />,
    CheckAgeLimit,
    NetValueMethod,
    RecentChanges: ({ children }: { children?: ReactNode }) => <RecentChanges>{children}</RecentChanges>,
    Steps,
    Step,
    Pros,
    Cons,
    Faq,
    Question,
    Callout,
    SiteEmail,
  };
}

/**
 * The writers' components by name, with the props each accepts: what the content gate's
 * vocabulary is read from, by the TypeScript compiler (lib/mdx/derive-vocabulary.ts).
 * @public (read by the compiler, not imported)
 */
export type MdxVocabularyComponents = ReturnType<typeof writerComponents>;

/**
 * The one component map of every MDX body: content pages (app/[[...slug]]/page.tsx, with
 * their document and amounts) and @next/mdx files (useMDXComponents below, without). It is
 * the HTML elements plus the writers' vocabulary; `overrides` win.
 */
export function mdxComponents(page: MdxPage = {}, overrides: MDXComponents = {}): MDXComponents {
  return { ...htmlComponents, ...writerComponents(page), ...overrides };
}

/** Required by @next/mdx: the components every MDX file gets, the same map as the content pages'. */
export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return mdxComponents({}, components);
}
