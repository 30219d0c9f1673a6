import type { ReactNode } from 'react';
import { formatDateFr } from '@/lib/format-date';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { outboundFor } from '@/lib/redirects';
import { OutboundLink } from '../OutboundLink';
import { Boosted } from './Boosted';
import { CopyButton } from './CopyButton';
import { Prime } from './Prime';

/** The offer fields a referral block reads from its page's frontmatter. */
export type OfferFrontmatter = {
  readonly lastChecked?: string;
  readonly referralCode?: string;
  readonly referralUrl?: string;
  readonly officialUrl?: string;
};

/**
 * The site's referral offer for one provider: live bonuses, code, link, conditions and
 * check date. The sign-up button goes through the provider's /go/… redirect
 * (lib/redirects), which leads to the referral link when the site has one.
 */
export function ReferralBlock({ provider, offer, children }: { provider: Provider; offer: OfferFrontmatter; children?: ReactNode }) {
  const label = PROVIDER_LABELS[provider];
  const outbound = outboundFor(provider);
  return (
    <section className="referral" aria-label={`Offre de parrainage ${label}`}>
      <p className="referral__title">
        Parrainage {label} <Boosted provider={provider} />
      </p>
      <dl className="referral__amounts">
        <div>
          <dt>Vous, filleul</dt>
          <dd>
            <Prime provider={provider} kind="filleul" />
          </dd>
        </div>
        <div>
          <dt>Votre parrain</dt>
          <dd>
            <Prime provider={provider} kind="parrain" />
          </dd>
        </div>
        <div>
          <dt>Avec le bonus de partage</dt>
          <dd>
            <Prime provider={provider} kind="partage_et_filleul" />
          </dd>
        </div>
      </dl>
      {offer.referralCode ? (
        <p className="referral__code">
          Code parrain : <code>{offer.referralCode}</code> <CopyButton text={offer.referralCode} />
        </p>
      ) : null}
      {outbound ? (
        <p>
          <OutboundLink className="button" href={outbound.source}>
            {offer.referralUrl ? 'S’inscrire avec le lien de parrainage' : `S’inscrire chez ${outbound.label}`}
          </OutboundLink>
        </p>
      ) : null}
      {children ? <div className="referral__conditions">{children}</div> : null}
      <p className="meta">
        {offer.lastChecked ? (
          <>
            Conditions vérifiées le <time dateTime={offer.lastChecked.slice(0, 10)}>{formatDateFr(offer.lastChecked)}</time>
            {offer.officialUrl ? ' · ' : ''}
          </>
        ) : null}
        {offer.officialUrl ? (
          <a href={offer.officialUrl} rel="noopener noreferrer">
            conditions officielles de {label}
          </a>
        ) : null}
      </p>
    </section>
  );
}
