import type { ComponentType, ReactNode } from 'react';
import type { ContentDoc } from '@/lib/content';
import { offerSummaries } from '@/lib/content/offer-summary';
import { siteCodeFor } from '@/lib/content/site-codes';
import type { MdxComponentName } from '@/lib/mdx/vocabulary';
import type { Provider } from '@/lib/primes/providers';
import { TableScroll } from '@/components/TableScroll';
import { ArticleList } from './ArticleList';
import { BankList } from './BankList';
import { CardComparison } from './CardComparison';
import { CardList } from './CardList';
import { CardSheet } from './CardSheet';
import { BestOffers, Boosted, ComparisonTable, Prime } from './islands';
import { Callout, Cons, Faq, Pros, Question, SiteEmail, Step, Steps } from './blocks';
import { MdxLink } from './MdxLink';
import { PortalList } from './PortalList';
import { ReferralBlock } from './ReferralBlock';
import { SiteCodesDisclosure } from './SiteCodesDisclosure';

/** HTML elements rendered by Markdown, restyled or made safer. */
export const htmlComponents = {
  a: MdxLink,
  table: (props: { children?: ReactNode }) => (
    <TableScroll label="Tableau">
      <table {...props} />
    </TableScroll>
  ),
};


/**
 * The writers' vocabulary (lib/mdx/vocabulary.ts), bound to the page being
 * rendered: components that show the page's own data (card sheet, referral block)
 * read it from `doc` rather than asking writers to repeat the frontmatter.
 */
export function mdxComponentsFor(doc: ContentDoc) {
  const offer = doc.type === 'Bank' || doc.type === 'CashbackPortal' || doc.type === 'BankSection' || doc.type === 'Card' ? doc : { lastModified: doc.lastModified };
  const offers = offerSummaries();
  const vocabulary = {
    Prime,
    Boosted,
    ComparisonTable: (props: { group?: Parameters<typeof ComparisonTable>[0]['group'] }) => <ComparisonTable {...props} offers={offers} />,
    BestOffers: () => <BestOffers offers={offers} />,
    BankList,
    PortalList,
    ArticleList,
    CardList,
    CardComparison,
    CardSheet: () => (doc.type === 'Card' ? <CardSheet card={doc} /> : null),
    ReferralBlock: (props: { provider: Provider; children?: ReactNode }) => <ReferralBlock {...props} offer={offer} code={siteCodeFor(props.provider)} />,
    SiteCodesDisclosure,
    Steps,
    Step,
    Pros,
    Cons,
    Faq,
    Question,
    Callout,
    SiteEmail,
  } satisfies Record<MdxComponentName, ComponentType<never>>;
  return { ...htmlComponents, ...vocabulary };
}
