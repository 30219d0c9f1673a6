import type { ReactNode } from 'react';
import type { SiteCode } from '@/lib/offers/site-codes';
import { deName, NBSP, upperFirst } from '@/lib/french';
import { formatDateFr } from '@/lib/format-date';
import { CAPITAL_AT_RISK, PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { SHARE_BONUS_DEFINITION, SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import { outboundFor } from '@/lib/redirects';
import { CopyButton } from '@/components/mdx/CopyButton';
import { SideAmount } from '@/components/primes/LiveSide';
import { resolveOffer, type ResolvedOffer } from '@/lib/offers/resolved-offer';
import { OutboundLink } from '../OutboundLink';
import { ReferralLink } from '../ReferralLink';
import { calendarFactsOf } from '@/lib/offers/calendar';
import type { OfferRecord } from '@/lib/offers/schema';
import type { GlobalValues } from '@/lib/primes/types';
import { paysCashToAnySide } from '@/lib/offers/wording';
import { sourcesWatch, type WatchState } from '@/lib/sources-watch';
import { TermsWatchNotice } from './TermsWatchNotice';
import { offerFeedPath } from '@/lib/seo/offer-feed-path';
import { AmountsDate } from '@/components/primes/AmountsDate';
import { ReportOutdated, type ReportedPage } from '@/components/mdx/ReportOutdated';
import { CheckedLine, type CheckedFacts } from './CheckedLine';
import { OfferFacts, TAX_SOURCE } from './OfferFacts';
import { OfferHistory } from './OfferHistory';
import { ProviderMonogram } from './ProviderMonogram';
import { AmountWarning } from './AmountWarning';
import { LazyDeadlineCalendar } from './LazyDeadlineCalendar';
import { SiteLink } from '@/components/SiteLink';

/** The check date and sources a referral block shows, from its page's frontmatter. */
type OfferFrontmatter = CheckedFacts;

/** The brand a box names (« Nous n’avons pas de code de parrainage Fortuneo »): the official site's, else the offer's label. */
const offerBrand = (provider: Provider): string => outboundFor(provider)?.label ?? PROVIDER_LABELS[provider];

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

/** Off the offer's page: its main condition and where the whole record is. */
function OfferSummary({ record, condition }: { record: OfferRecord; condition: ResolvedOffer['condition'] }) {
  return (
    <p className="facts__summary" data-offer-summary={record.provider}>
      {condition ? (
        <>
          <MainCondition condition={condition} />{' '}
        </>
      ) : null}
      {record.page ? <SiteLink href={record.page}>Éligibilité, étapes, délais et pièges de l’offre</SiteLink> : null}
    </p>
  );
}

/** « Condition principale : Carte commandée (à confirmer), dans les 30 jours suivant l’ouverture du compte. », as every box says it. */
function MainCondition({ condition }: { condition: NonNullable<ResolvedOffer['condition']> }) {
  return (
    <span data-first-condition>
      Condition principale{NBSP}: {condition.text}
      {condition.unsure ? ' (à confirmer)' : ''}, {condition.deadline}.
    </span>
  );
}

const Amount = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** The live amounts of each side, where each amount's figure comes from, and, on the offer's page, the first thing to do. */
function BoxAmounts({ resolved, full }: { resolved: ResolvedOffer; full: boolean }) {
  const { referee, sponsor, share, condition } = resolved;
  return (
    <>
      <dl className="referral__amounts">
        <Amount label="Vous, filleul">
          <SideAmount facts={referee.facts} standalone />
        </Amount>
        {/* The badge measures the sponsor's bonus: beside it, never beside the referee's. */}
        <Amount label="Votre parrain">
          <SideAmount facts={sponsor.facts} badge standalone />
        </Amount>
        {share ? (
          <Amount label={`${SHARE_BONUS_LABEL}, versé par notre parrain`}>
            <SideAmount facts={share.facts} standalone />
          </Amount>
        ) : null}
      </dl>
      <p className="meta referral__origin" data-origin>
        {referee.origin === sponsor.origin ? (
          <>
            Filleul et parrain{NBSP}: {referee.origin}.
          </>
        ) : (
          <>
            Filleul{NBSP}: {referee.origin}. Parrain{NBSP}: {sponsor.origin}.
          </>
        )}
      </p>
      {/* On the offer's page, the first thing to do comes right under the amounts; the whole checklist follows below. */}
      {full && condition ? (
        <p className="referral__first-step">
          <MainCondition condition={condition} />
        </p>
      ) : null}
    </>
  );
}

/** A programme that ended or was not found: its reason, never an amount or a way to get a code. */
function ClosedProgramme({ resolved, record }: { resolved: ResolvedOffer; record?: OfferRecord }) {
  return (
    <p className="referral__closed" data-programme={record?.programme.status} data-status="closed">
      <strong>{upperFirst(resolved.referee.words)}.</strong> {resolved.closedReason}
    </p>
  );
}

function CapitalAtRisk() {
  return (
    <p className="referral__risk" role="note">
      <strong>Votre capital est en risque.</strong> Investir peut vous faire perdre tout ou partie des sommes placées{NBSP}: une prime de
      bienvenue n’est pas une raison d’investir, ni de placer plus que ce que vous pouvez vous permettre de perdre.
    </p>
  );
}

function TaxNote() {
  return (
    <p className="referral__tax" data-tax-note>
      <strong>Impôts{NBSP}:</strong> une prime reçue en argent est un revenu à déclarer, en bénéfices non commerciaux, et non un gain de
      jeu, selon l’administration fiscale interrogée par{' '}
      <a href={TAX_SOURCE.url} rel="noopener noreferrer">
        {TAX_SOURCE.publisher}
      </a>
      .
    </p>
  );
}

type BoxCode = Pick<SiteCode, 'code' | 'url' | 'confirmed'>;

/** The site's own code or link (content/codes.yaml), and when the owner last confirmed it. */
function SiteCodeBlock({ provider, code }: { provider: Provider; code: BoxCode }) {
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
function NoSiteCode({
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

/** The offer's Atom feed, and the mailto link that reports an outdated fact of the box. */
function BoxFollowUp({ provider, record, report }: { provider: Provider; record?: OfferRecord; report?: ReportedPage }) {
  return (
    <>
      {record?.page ? (
        <p className="meta referral__feed">
          <a href={offerFeedPath(provider)} type="application/atom+xml">
            Suivre les changements de cette offre
          </a>{' '}
          (flux Atom{NBSP}: primes et conditions publiées)
        </p>
      ) : null}
      {report ? (
        <p className="meta referral__report">
          Une information de cet encadré a changé{NBSP}? <ReportOutdated page={report} />
        </p>
      ) : null}
    </>
  );
}

/** The offer's record as the box shows it: in full on the offer's own page, else its main condition and a link there. */
function BoxRecord({
  provider,
  record,
  resolved,
  full,
  today,
}: {
  provider: Provider;
  record: OfferRecord;
  resolved: ResolvedOffer;
  full: boolean;
  today?: Date;
}) {
  const calendar = calendarFactsOf(record);
  if (!full) return <OfferSummary record={record} condition={resolved.condition} />;
  return (
    <>
      <OfferFacts record={record} providerName={offerBrand(provider)} today={today} filters={resolved.filters} />
      <OfferHistory provider={provider} />
      {calendar ? <LazyDeadlineCalendar {...calendar} /> : null}
    </>
  );
}

type ReferralBlockProps = {
  provider: Provider;
  offer: OfferFrontmatter;
  /** The offer's sourced facts (content/offres/): who gets what, what to do by when, what loses it. */
  record?: OfferRecord;
  /** Firestore's time of the amounts' last change, read with them (« Montants mis à jour le … »). */
  amountsUpdatedAt?: string;
  /** The amounts the page is rendered with, held against the record (the contradiction warning). */
  amounts?: GlobalValues;
  /** Where a client finds their code or link, when the offer record's source says so. */
  codeWhere?: string;
  code?: BoxCode;
  children?: ReactNode;
  /** The day check dates are aged against (30 days); the render's day unless a test fixes it. */
  today?: Date;
  /**
   * The whole record (eligibility, checklist, payout, period, costs, catches, sources) is shown
   * once, on the offer's own page; a box elsewhere (a bank's overview, a guide's end) shows the
   * amounts and the main condition, and links there, so the page does not carry a second copy.
   */
  full?: boolean;
  /**
   * Whether the box says its page's check date (« Conditions vérifiées le … » or « Page mise à
   * jour le … »). False where the page already says that very line once, above the boxes (an
   * offer page's header, a card's sheet): several boxes must not repeat it.
   */
  dated?: boolean;
  /** An earlier box of the page already said, for this brand, that the site has no code (noCodeSaidBefore): a short pointer instead. */
  noCodeSaidAbove?: boolean;
  /** The page the box stands on: a « Signaler une information périmée » mailto link with the page filled in. */
  report?: ReportedPage;
  /** The watch of the official sources (content/sources-watch.yaml), which says when the published terms changed. */
  watch?: WatchState;
};

/**
 * One provider's offer: live bonuses, then either the site's own code and link
 * (content/codes.yaml) or, when it has none, an honest way to get one. It never shows
 * a sign-up button that would lose the referee bonus it has just announced.
 * Writers place it as <ReferralBlock provider="…"> (mdx-components.tsx binds it
 * to the page's frontmatter and the offer's record); guides get it at their end (ArticleOffer).
 */
export function ReferralBlock({
  provider,
  offer,
  record,
  amounts,
  code,
  children,
  today,
  full = true,
  dated = true,
  ...rest
}: ReferralBlockProps) {
  const { amountsUpdatedAt, codeWhere = record?.codeWhere?.text, noCodeSaidAbove = false, report, watch = sourcesWatch() } = rest;
  const resolved = resolveOffer(provider, record, amounts ?? {}, {
    siteCode: code !== undefined,
    watch,
    today: (today ?? new Date()).toISOString().slice(0, 10),
  });
  const closed = resolved.closedReason !== undefined;
  return (
    <section
      className="referral"
      aria-label={`Offre de parrainage ${resolved.label}`}
      data-provider={provider}
      data-site-code={code ? 'yes' : 'no'}
    >
      <div className="referral__head">
        <ProviderMonogram provider={provider} />
        <p className="referral__title">Parrainage {resolved.label}</p>
      </div>
      {closed ? <ClosedProgramme resolved={resolved} record={record} /> : <BoxAmounts resolved={resolved} full={full} />}
      {CAPITAL_AT_RISK[provider] ? <CapitalAtRisk /> : null}
      {/* On the offer's own page, where the record is shown; a box elsewhere already shows no amount for a side the record says is unpaid. */}
      {record && full && amounts ? (
        <AmountWarning provider={provider} rewards={record.rewards} programme={record.programme} values={amounts} />
      ) : null}
      {/* A closed programme shows no amount: no date of amounts either. */}
      {closed ? null : <AmountsDate updatedAt={amountsUpdatedAt} />}
      <TermsWatchNotice watch={record ? resolved.termsWatch : undefined} />
      {record ? (
        <BoxRecord provider={provider} record={record} resolved={resolved} full={full} today={today} />
      ) : full ? (
        <OfferHistory provider={provider} />
      ) : null}
      {record && paysCashToAnySide(record) ? <TaxNote /> : null}
      {closed ? null : code ? (
        <SiteCodeBlock provider={provider} code={code} />
      ) : (
        <NoSiteCode provider={provider} resolved={resolved} codeWhere={codeWhere} saidAbove={noCodeSaidAbove} />
      )}
      {children ? <div className="referral__conditions">{children}</div> : null}
      {dated ? <CheckedLine facts={offer} providerName={offerBrand(provider)} /> : null}
      <BoxFollowUp provider={provider} record={record} report={report} />
    </section>
  );
}
