import { offerDocOf } from '@/lib/content';
import { siteCodeFor } from '@/lib/content/site-codes';
import { codeWhereOf, offerRecordOf } from '@/lib/offers';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { ReferralBlock } from './ReferralBlock';

/**
 * The offer a guide talks about, at its end: the same box as on the offer page (its
 * sources and code state), so a reader who is convinced has a way forward.
 */
export function ArticleOffer({ provider, lastModified }: { provider: Provider; lastModified: string }) {
  const page = offerDocOf(provider);
  return (
    <section className="article-offer" aria-labelledby="article-offer-title">
      <h2 id="article-offer-title">L’offre {PROVIDER_LABELS[provider]} en bref</h2>
      <ReferralBlock
        provider={provider}
        offer={page ?? { lastModified }}
        codeWhere={codeWhereOf(provider)}
        rewards={offerRecordOf(provider)?.rewards}
        code={siteCodeFor(provider)}
      />
    </section>
  );
}
