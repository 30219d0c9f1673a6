import type { MDXComponents } from 'mdx/types';
import type { ComponentType, ReactNode } from 'react';
import type { ContentDoc } from '@/lib/content';
import { offerCardSummaries, offerSummaries } from '@/lib/content/offer-summary';
import { siteCodeFor } from '@/lib/content/site-codes';
import type { MdxComponentName } from '@/lib/mdx/vocabulary';
import { offerRecordOf } from '@/lib/offers';
import { isProvider, type Provider } from '@/lib/primes/providers';
import { absoluteUrl } from '@/lib/deployment.mjs';
import type { ServerSettings } from '@/lib/primes/server';
import { noCodeSaidBefore, ReferralBlock } from '@/components/offers/ReferralBlock';
import { headerShowsCheck } from '@/components/page/DocHeader';
import { AmountsDate } from '@/components/primes/AmountsDate';
import { TableScroll } from '@/components/TableScroll';
import { AppOfferList } from './AppOfferList';
import { ArticleList } from './ArticleList';
import { BankList } from './BankList';
import { CardComparison } from './CardComparison';
import { CardList } from './CardList';
import { CardSheet } from './CardSheet';
import { CheckAgeLimit } from './CheckAgeLimit';
import { ComparisonTable } from './ComparisonTable';
import { BestOffers } from './BestOffers';
import { Boosted } from './Boosted';
import { Prime } from './Prime';
import { Callout, Cons, Faq, Pros, Question, SiteEmail, Step, Steps } from './blocks';
import { MdxLink } from './MdxLink';
import { PortalList } from './PortalList';
import { RecentChanges } from './RecentChanges';
import { ReportOutdated } from './ReportOutdated';
import { SiteCodesDisclosure } from './SiteCodesDisclosure';
import { SitePublisher } from './SitePublisher';

/** HTML elements rendered by Markdown, restyled or made safer. */
const htmlComponents = {
  a: MdxLink,
  table: (props: { children?: ReactNode }) => (
    <TableScroll label="Tableau">
      <table {...props} />
    </TableScroll>
  ),
};

/**
 * The one component map of both MDX entry points: content pages
 * (app/[[...slug]]/page.tsx, with their document) and @next/mdx files
 * (mdx-components.tsx, without one). It is the HTML elements plus the writers'
 * vocabulary (lib/mdx/vocabulary.ts), bound to the page being rendered: components
 * that show the page's own data (card sheet, referral block) read it from `doc`
 * rather than asking writers to repeat the frontmatter. `overrides` win.
 */
export function getMDXComponents(doc?: ContentDoc, overrides: MDXComponents = {}, settings?: ServerSettings): MDXComponents {
  const amountsUpdatedAt = settings?.updatedAt;
  // An @next/mdx file has no document: no page data to show beside an offer box.
  const offer =
    doc === undefined
      ? undefined
      : doc.type === 'Bank' || doc.type === 'CashbackPortal' || doc.type === 'AppOffer' || doc.type === 'BankSection' || doc.type === 'Card'
        ? doc
        : { lastModified: doc.lastModified };
  const offers = offerSummaries();
  // The page already says its check date once (header, or card sheet): its own boxes do not repeat it.
  const pageSaysItsCheck = doc !== undefined && (headerShowsCheck(doc) || (doc.type === 'Card' && /<CardSheet\b/.test(doc.body.raw)));
  // The page's boxes in reading order, so a brand's « no code » explanation is said in the first only.
  const pageBoxes = doc ? [...doc.body.raw.matchAll(/<ReferralBlock\s+provider="([A-Z0-9_]+)"/g)].map((m) => m[1]).filter(isProvider) : [];
  const hasCode = (provider: Provider) => siteCodeFor(provider) !== undefined;
  const report = doc ? { url: absoluteUrl(doc.url), title: doc.title } : undefined;
  const vocabulary = {
    Prime,
    Boosted,
    // Every table of amounts says when the amounts last changed, as every offer box does.
    ComparisonTable: (props: { group?: Parameters<typeof ComparisonTable>[0]['group'] }) => (
      <>
        <ComparisonTable {...props} offers={offers} />
        <AmountsDate updatedAt={amountsUpdatedAt} className="meta amounts-date--table" />
      </>
    ),
    BestOffers: () => (
      <>
        <BestOffers offers={offerCardSummaries()} />
        <AmountsDate updatedAt={amountsUpdatedAt} className="meta amounts-date--table" />
      </>
    ),
    BankList,
    PortalList,
    AppOfferList,
    ArticleList,
    CardList,
    CardComparison,
    CardSheet: () => (doc?.type === 'Card' ? <CardSheet card={doc} /> : null),
    ReferralBlock: (props: { provider: Provider; children?: ReactNode }) =>
      offer === undefined ? null : (
        <ReferralBlock
          {...props}
          offer={offer}
          record={offerRecordOf(props.provider)}
          full={offerRecordOf(props.provider)?.page === doc?.url}
          amountsUpdatedAt={amountsUpdatedAt}
          amounts={settings?.values}
          code={siteCodeFor(props.provider)}
          dated={!(offer === doc && pageSaysItsCheck)}
          noCodeSaidAbove={noCodeSaidBefore(props.provider, pageBoxes, hasCode)}
          report={offerRecordOf(props.provider)?.page === doc?.url ? report : undefined}
        />
      ),
    SiteCodesDisclosure,
    SitePublisher: () => <SitePublisher />,
    ReportOutdated: () => <ReportOutdated page={report} />,
    CheckAgeLimit,
    RecentChanges,
    Steps,
    Step,
    Pros,
    Cons,
    Faq,
    Question,
    Callout,
    SiteEmail,
  } satisfies Record<MdxComponentName, ComponentType<never>>;
  return { ...htmlComponents, ...vocabulary, ...overrides };
}
