import { offerDocOf } from '@/lib/content';
import { siteCodeFor } from '@/lib/offers/site-codes';
import { offerRecordOf } from '@/lib/offers';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { articleOfferHeading } from '@/lib/content/section-headings';
import type { GlobalValues } from '@/lib/primes/types';
import { ReferralBlock } from './ReferralBlock';
import { sourcesWatch } from '@/lib/sources-watch';

/**
 * The offer a guide talks about, at its end: the same box as on the offer page (its
 * sources and code state), so a reader who is convinced has a way forward.
 */
export function ArticleOffer({
  provider,
  lastModified,
  amountsUpdatedAt,
  amounts,
}: {
  provider: Provider;
  lastModified: string;
  amountsUpdatedAt: string | undefined;
  /** The amounts the page is rendered with: the box says where each comes from. */
  amounts: GlobalValues;
}) {
  const page = offerDocOf(provider);
  const heading = articleOfferHeading(PROVIDER_LABELS[provider]);
  return (
    <section className="article-offer" aria-labelledby={heading.id}>
      <h2 id={heading.id}>{heading.text}</h2>
      <ReferralBlock
        watch={sourcesWatch()}
        provider={provider}
        offer={page ?? { lastModified }}
        record={offerRecordOf(provider)}
        full={false}
        amountsUpdatedAt={amountsUpdatedAt}
        amounts={amounts}
        code={siteCodeFor(provider)}
      />
    </section>
  );
}
