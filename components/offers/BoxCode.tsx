import { NBSP, deName } from '@/lib/french';
import { formatDateFr } from '@/lib/format-date';
import type { ResolvedOffer } from '@/lib/offers/resolved-offer';
import type { SiteCode } from '@/lib/offers/site-codes';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { SHARE_BONUS_DEFINITION, SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import { outboundFor } from '@/lib/redirects';
import { CopyButton } from '@/components/mdx/CopyButton';
import { OutboundLink } from '../OutboundLink';
import { ReferralLink } from '../ReferralLink';

/**
 * How an offer box gets the visitor a code: the site's own (content/codes.yaml) with its copy
 * button and link, or, without one, an honest way to get a client's, said once per brand and page.
 */

/** The brand a box names (« Nous n’avons pas de code de parrainage Fortuneo »): the official site's, else the offer's label. */
export const offerBrand = (provider: Provider): string => outboundFor(provider)?.label ?? PROVIDER_LABELS[provider];

/**
 * Whether an earlier box of the same page, for the same brand, already says that the site
 * has no code and how to get a client's: Fortuneo's Gold and Fosfo boxes share
 * one explanation, said once per page. `pageBoxes`: the providers of the page's boxes, in
 * reading order; `hasCode`: whether the site has a code for a provider (content/codes.yaml).
 */
export function noCodeSaidBefore(provider: Provider, pageBoxes: readonly Provider[], hasCode: (provider: Provider) => boolean): boolean {
  const index = pageBoxes.indexOf(provider);
  return pageBoxes.slice(0, Math.max(index, 0)).some((earlier) => !hasCode(earlier) && offerBrand(earlier) === offerBrand(provider));
}

export type BoxCode = Pick<SiteCode, 'code' | 'url' | 'confirmed'>;

/** The site's own code or link (content/codes.yaml), and when the owner last confirmed it. */
export function SiteCodeBlock({ provider, code }: { provider: Provider; code: BoxCode }) {
  const outbound = outboundFor(provider);
  return (
    <div className="referral__code">
      {code.code ? (
        <p>
          Notre code{NBSP}: <code>{code.code}</code> <CopyButton text={code.code} />
        </p>
      ) : null}
      {code.url ? (
        <p>
          <ReferralLink className="button" href={code.url}>
            S’inscrire avec notre lien de parrainage
          </ReferralLink>
        </p>
      ) : (
        <p>
          Saisissez ce code pendant l’inscription, avant de valider le formulaire
          {outbound ? (
            <>
              {' '}
              (<OutboundLink href={outbound.source}>site officiel {deName(offerBrand(provider))}</OutboundLink>)
            </>
          ) : null}
          .
        </p>
      )}
      <p className="meta">
        {SHARE_BONUS_LABEL}
        {NBSP}: {SHARE_BONUS_DEFINITION} Code confirmé par le site le{' '}
        <time dateTime={code.confirmed.slice(0, 10)}>{formatDateFr(code.confirmed)}</time>.
      </p>
    </div>
  );
}

/** No code of the site: an honest way to get a client's, or, when an earlier box of the page said so, a short pointer to it. */
export function NoSiteCode({
  provider,
  resolved,
  codeWhere,
  saidAbove,
}: {
  provider: Provider;
  resolved: ResolvedOffer;
  codeWhere?: string;
  saidAbove: boolean;
}) {
  if (saidAbove) {
    return (
      <div className="referral__no-code" data-no-code="said-above">
        <p>
          Pas de code du site pour cette offre non plus{NBSP}: demandez celui d’un proche déjà client, comme expliqué dans l’encadré
          précédent, et utilisez-le à l’inscription.
        </p>
      </div>
    );
  }
  const brand = offerBrand(provider);
  const outbound = outboundFor(provider);
  const where = codeWhere ? `il le trouve ${codeWhere}` : 'il le trouve en général dans son espace client ou dans l’application';
  return (
    <div className="referral__no-code">
      <p>
        <strong>Nous n’avons pas de code de parrainage {brand} en ce moment.</strong>
      </p>
      {resolved.referee.status === 'none' ? (
        <p>
          Les conditions publiées ne prévoient pas de prime pour le filleul. Si un proche déjà client vous invite, utilisez son code ou son
          lien à l’inscription pour qu’il touche sa prime de parrain{NBSP}: {where}.
        </p>
      ) : (
        <p>
          Pour toucher la prime de filleul, demandez le code ou le lien d’un proche déjà client{NBSP}: {where}. Utilisez-le au moment de
          l’inscription{NBSP}: sans code, vous ouvrez votre compte sans prime de filleul.
        </p>
      )}
      {outbound ? (
        <p className="referral__official">
          <OutboundLink href={outbound.source}>Site officiel {deName(brand)}</OutboundLink>
        </p>
      ) : null}
    </div>
  );
}
