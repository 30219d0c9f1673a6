import type { ReactNode } from 'react';
import { NBSP, upperFirst } from '@/lib/french';
import { CAPITAL_AT_RISK, type Provider } from '@/lib/primes/providers';
import { unregulatedOf } from '@/lib/offers/regulation';
import { UnregulatedNote } from './UnregulatedNote';
import { SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import { SideAmount } from '@/components/primes/LiveSide';
import { resolveOffer, type ResolvedOffer } from '@/lib/offers/resolved-offer';
import { calendarFactsOf } from '@/lib/offers/calendar';
import { recordHighLead, recordHighOf } from '@/lib/offers/record-high';
import { resolveSide, type SideFacts } from '@/lib/offers/resolve-side';
import { primeHistory, type PrimeHistory } from '@/lib/primes/history';
import { formatDateFr } from '@/lib/format-date';
import type { OfferRecord } from '@/lib/offers/schema';
import type { GlobalValues } from '@/lib/primes/types';
import { isCheckOld, paysCashToAnySide } from '@/lib/offers/wording';
import type { WatchState } from '@/lib/sources-watch';
import { TermsWatchNotice } from './TermsWatchNotice';
import { offerFeedPath } from '@/lib/seo/offer-feed-path';
import { ReportOutdated, type ReportedPage } from '@/components/mdx/ReportOutdated';
import { CheckedLine, type CheckedFacts } from './CheckedLine';
import { OfferFacts, TAX_SOURCE } from './OfferFacts';
import { OfferHistory } from './OfferHistory';
import { ProviderMonogram } from './ProviderMonogram';
import { AmountWarning } from './AmountWarning';
import { OriginLine } from './OriginLine';
import { NetValueLine } from './NetValueLine';
import { LazyDeadlineCalendar } from './LazyDeadlineCalendar';
import { SiteLink } from '@/components/SiteLink';
import { NoSiteCode, offerBrand, SiteCodeBlock, type BoxCode } from './BoxCode';

export { noCodeSaidBefore } from './BoxCode';

/** The check date and sources a referral block shows, from its page's frontmatter. */
type OfferFrontmatter = CheckedFacts;

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

/** « Condition principale : Carte commandée, dans les 30 jours suivant l’ouverture du compte. » (with the uncertainty mark on a ⚠️ fact), as every box says it. */
function MainCondition({ condition }: { condition: NonNullable<ResolvedOffer['condition']> }) {
  return (
    <span data-first-condition>
      Condition principale{NBSP}: {condition.text}
      {condition.mark ? ` (${condition.mark})` : ''}, {condition.deadline}.
    </span>
  );
}

const Amount = ({ label, children }: { label: ReactNode; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** What the words shown instead of a figure rest on (no bonus, a variable one…): figures have the origin line. */
function SideNotes({ referee, sponsor }: { referee: string; sponsor: string }) {
  if (referee === '' && sponsor === '') return null;
  return (
    <p className="meta referral__side-notes">
      {referee === sponsor ? (
        <>
          Filleul et parrain{NBSP}: {referee}.
        </>
      ) : (
        <>
          {referee ? (
            <>
              Filleul{NBSP}: {referee}.{' '}
            </>
          ) : null}
          {sponsor ? (
            <>
              Parrain{NBSP}: {sponsor}.
            </>
          ) : null}
        </>
      )}
    </p>
  );
}

/** What a side's record high is read from: the amounts' history, the amounts the page is rendered with, and today (YYYY-MM-DD). */
type HighBasis = { readonly history?: PrimeHistory; readonly amounts: GlobalValues; readonly today: string };

/**
 * « au plus haut depuis le … » (lib/offers/record-high.ts), static text from the server: only
 * beside the figure the page is rendered with, when that figure is the history's amount now.
 */
function RecordHighMark({ facts, basis }: { facts: SideFacts; basis: HighBasis }) {
  const high = recordHighOf(basis.history, facts.key, basis.today);
  if (high === undefined || resolveSide(facts, basis.amounts).amount !== high.amount) return null;
  return (
    <small className="referral__high" data-record-high={high.since}>
      {' '}
      {recordHighLead(high)} <time dateTime={high.day}>{formatDateFr(high.day)}</time>
    </small>
  );
}

/** The live amounts of each side, where their figures come from, and, on the offer's page, the first thing to do. */
function BoxAmounts({
  resolved,
  full,
  amountsUpdatedAt,
  high,
}: {
  resolved: ResolvedOffer;
  full: boolean;
  amountsUpdatedAt?: string;
  high: HighBasis;
}) {
  const { referee, sponsor, share, condition } = resolved;
  return (
    <>
      <dl className="referral__amounts">
        <Amount label="Vous, filleul">
          <SideAmount facts={referee.facts} />
          <RecordHighMark facts={referee.facts} basis={high} />
        </Amount>
        {/* The badge measures the sponsor's bonus: beside it, never beside the referee's. */}
        <Amount label="Votre parrain">
          <SideAmount facts={sponsor.facts} badge />
          <RecordHighMark facts={sponsor.facts} basis={high} />
        </Amount>
        {share ? (
          <Amount label={`${SHARE_BONUS_LABEL}, versé par notre parrain`}>
            <SideAmount facts={share.facts} />
          </Amount>
        ) : null}
      </dl>
      <NetValueLine resolved={resolved} />
      <OriginLine resolved={resolved} amountsUpdatedAt={amountsUpdatedAt} />
      <SideNotes referee={referee.origin} sponsor={sponsor.origin} />
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

/** Whether the box's full record already says « à revérifier » beside its check date (OfferFacts' sources): the box says it once. */
const recordSaysOld = (record: OfferRecord | undefined, full: boolean, today: Date): boolean =>
  full && record?.checked !== undefined && record.sources.length > 0 && isCheckOld(record.checked, today);

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
  /** The amounts' history, for « au plus haut depuis … »: the content folder's unless a test gives one. */
  history?: PrimeHistory;
  /** The watch of the official sources (content/sources-watch.yaml), which says when the published terms changed: the caller reads it. */
  watch: WatchState;
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
  const { amountsUpdatedAt, codeWhere = record?.codeWhere?.text, noCodeSaidAbove = false, report, watch, history = primeHistory() } = rest;
  const day = (today ?? new Date()).toISOString().slice(0, 10);
  const resolved = resolveOffer(provider, record, amounts ?? {}, { siteCode: code !== undefined, watch, today: day });
  const closed = resolved.closedReason !== undefined;
  const unregulated = unregulatedOf(record);
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
      {closed ? (
        <ClosedProgramme resolved={resolved} record={record} />
      ) : (
        <BoxAmounts
          resolved={resolved}
          full={full}
          amountsUpdatedAt={amountsUpdatedAt}
          high={{ history, amounts: amounts ?? {}, today: day }}
        />
      )}
      {CAPITAL_AT_RISK[provider] ? <CapitalAtRisk /> : null}
      {record && unregulated ? <UnregulatedNote record={record} regulation={unregulated} /> : null}
      {/* On the offer's own page, where the record is shown; a box elsewhere already shows no amount for a side the record says is unpaid. */}
      {record && full && amounts ? (
        <AmountWarning provider={provider} rewards={record.rewards} programme={record.programme} values={amounts} />
      ) : null}
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
      {dated ? (
        <CheckedLine
          facts={offer}
          providerName={offerBrand(provider)}
          today={today}
          sayOld={!recordSaysOld(record, full, today ?? new Date())}
        />
      ) : null}
      <BoxFollowUp provider={provider} record={record} report={report} />
    </section>
  );
}
