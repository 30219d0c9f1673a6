import { offerSidesOf, type OfferSummaries } from '@/lib/offers/summary';
import { NET_VALUE_METHOD_HREF } from '@/lib/offers/net-value';
import { PLAN_PATH } from '@/lib/plan-paths.mjs';
import { NBSP } from '@/lib/french';
import { FACETS, FACET_ANSWERS_TITLE, FACET_LABELS, FACET_RULES_NOTE, type Facet, type FacetAnswer } from '@/lib/offers/facets';
import { facetsWithout, offeredFacets, type FacetRow } from '@/lib/offers/comparison-facets';
import { PROVIDERS, PROVIDER_FAMILY, PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { FAMILIES, FAMILY_LABELS, type Family } from '@/lib/primes/families';
import { rankedProviders } from '@/lib/offers/comparison-order';
import { providerNameRanks } from '@/lib/primes/provider-name-order';
import { SHARE_BONUS_DEFINITION, SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import { boostedMeaning } from '@/lib/offers/boosted-meaning';
import { ComparisonFilters } from './ComparisonFilters';
import { ComparisonRows } from './ComparisonRows';
import { ProofText } from './ProofText';
import { SiteLink } from '@/components/SiteLink';

const TOTAL_DEFINITION = `Total reçu${NBSP}: la prime du filleul, plus le bonus de partage là où le site a un code${NBSP}; ailleurs, la prime du filleul seule.`;

/**
 * What the table's client component needs of each ranked offer, and only that: its props travel in
 * the page data, so the reasons and lists the server renders around it stay out, and of the facets'
 * proofs only those of the facets the row is kept for.
 */
/**
 * The record's main condition and, for a provider the site has no page for, why: never a blank.
 * Two sentences when both are there: the condition ends with its full stop before the reason.
 */
function conditionCellOf(condition: string | undefined, withoutPage: string | undefined, href: string | undefined) {
  const noPage = withoutPage ? `Pas de page sur ce site. ${withoutPage}.` : undefined;
  if (condition) return noPage ? { text: `${/[.!?…)]$/.test(condition) ? condition : `${condition}.`} `, noPage } : { text: condition };
  return noPage ? { text: '', noPage } : { text: href ? 'non publiée' : 'non vérifiée par le site' };
}

function rowsOf(offers: OfferSummaries, providers: readonly Provider[]): OfferSummaries {
  return Object.fromEntries(
    providers.map((provider) => {
      const {
        apart: _apart,
        unknownFacets: _unknown,
        proofs,
        condition,
        withoutPage,
        ...row
      } = offers[provider] ?? { siteCode: false, sides: offerSidesOf(provider, undefined), nameRank: providerNameRanks()[provider] };
      // A row's linked name is its own proof of a page: only the sourced answers travel with the rows.
      const kept = (row.facets ?? []).flatMap((facet) => {
        const proof = proofs?.[facet];
        return proof?.sentence && facet !== 'has-page'
          ? [[facet, { sentence: proof.sentence, ...(proof.source ? { source: proof.source } : {}) }] as const]
          : [];
      });
      return [
        provider,
        {
          ...row,
          conditionCell: conditionCellOf(condition, withoutPage, row.href),
          ...(kept.length > 0 ? { kept: Object.fromEntries(kept) } : {}),
        },
      ];
    }),
  );
}

/**
 * Per facet, shown (stylesheet) while it is checked: the ranked offers it hides, each named with
 * the sentence and source of its « no », and apart those whose record does not answer (those it
 * does not apply to stay in the table, « sans objet »). Each item follows the family filter like
 * the rows, and a list left with no name of the chosen family goes with its head. A visitor thus
 * never reads a silent « no », nor missing information as one, nor a head over nothing.
 */
function FacetAside({ facet, providers, offers }: { facet: Facet; providers: readonly Provider[]; offers: OfferSummaries }) {
  const withAnswer = (answer: FacetAnswer) => providers.filter((provider) => offers[provider]?.proofs?.[facet]?.answer === answer);
  const refused = withAnswer('no');
  const unknown = withAnswer('unknown');
  if (refused.length + unknown.length === 0) return null;
  const quoted = `«${NBSP}${FACET_LABELS[facet]}${NBSP}»`;
  const item = (provider: Provider, withProof: boolean) => (
    <li key={provider} data-provider={provider} data-group={PROVIDER_FAMILY[provider]}>
      {/* A name alone stays plain: each element is page data. */}
      {withProof ? (
        <>
          <strong>{PROVIDER_LABELS[provider]}</strong>
          {NBSP}: <ProofText proof={offers[provider]?.proofs?.[facet]} />
        </>
      ) : (
        PROVIDER_LABELS[provider]
      )}
    </li>
  );
  // Offers that share one unsourced reason (« Délai de versement non publié ») are named under it, said once.
  const reasoned = (listed: readonly Provider[]) => {
    const shared = new Map<string, Provider[]>();
    for (const provider of listed) {
      const proof = offers[provider]?.proofs?.[facet];
      if (proof?.sentence !== undefined && proof.source === undefined)
        shared.set(proof.sentence, [...(shared.get(proof.sentence) ?? []), provider]);
    }
    const grouped = [...shared].filter(([, members]) => members.length > 1);
    const inGroup = new Set(grouped.flatMap(([, members]) => members));
    return (
      <ul>
        {listed.filter((provider) => !inGroup.has(provider)).map((provider) => item(provider, true))}
        {grouped.map(([sentence, members]) => (
          <li key={sentence} className="comparison-aside__shared">
            {sentence}
            {NBSP}:<ul>{members.map((provider) => item(provider, false))}</ul>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="comparison-aside" data-facet={facet}>
      {refused.length > 0 ? (
        <div className="comparison-aside__part" data-answer="no">
          <p className="comparison-aside__head">
            Écartées par {quoted}, avec leur raison{NBSP}:
          </p>
          {reasoned(refused)}
        </div>
      ) : null}
      {unknown.length > 0 ? (
        <div className="comparison-aside__part" data-answer="unknown">
          <p className="comparison-aside__head">
            Laissées de côté par {quoted} (leurs conditions publiées n’en disent rien){NBSP}:
          </p>
          <ul>{unknown.map((provider) => item(provider, false))}</ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Why a filter the table could have is not offered, said only beside filters it does offer (a table
 * without filters says nothing of them): « Pas de filtre « Sans dépôt minimum » ici : aucune offre
 * de ce tableau n’y répond, source à l’appui… ».
 */
const noneEstablishedNote = (facets: readonly Facet[]) =>
  `Pas de filtre ${facets.map((facet) => `«${NBSP}${FACET_LABELS[facet]}${NBSP}»`).join(' ni ')} ici${NBSP}: aucune offre de ce tableau n’y répond, source à l’appui${NBSP}; l’encadré de chaque offre dit pourquoi («${NBSP}${FACET_ANSWERS_TITLE}${NBSP}»).`;

/**
 * The programmes the table does not rank (ended, or not found), each with its reason: listed, never
 * silently dropped; a name links to the offer's page when its record has one, where its box and
 * the history of its amounts stay readable.
 */
function ProgrammesApart({ group, offers }: { group?: Family; offers: OfferSummaries }) {
  const apart = PROVIDERS.filter(
    (provider) => (group === undefined || PROVIDER_FAMILY[provider] === group) && offers[provider]?.apart !== undefined,
  );
  if (apart.length === 0) return null;
  return (
    <div className="comparison-apart">
      <p className="comparison-apart__head">
        Hors classement{group ? ` (${FAMILY_LABELS[group].toLocaleLowerCase('fr')})` : ''}, sans programme en cours aux conditions publiées
        {NBSP}:
      </p>
      <ul>
        {apart.map((provider) => (
          <li key={provider} data-provider={provider} data-group={PROVIDER_FAMILY[provider]} data-programme={offers[provider]?.programme}>
            <strong>
              {offers[provider]?.href ? (
                <SiteLink href={offers[provider].href}>{PROVIDER_LABELS[provider]}</SiteLink>
              ) : (
                PROVIDER_LABELS[provider]
              )}
            </strong>
            {NBSP}: {offers[provider]?.apart}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Bonuses of every running programme (or of one family), filterable by family and by what
 * the offer records establish, in three orders, each with its main condition; the programmes
 * that ended or could not be found follow, unranked, with their reason. A server component:
 * the filters are native controls that the stylesheet obeys, so the whole comparison works
 * without JavaScript; only the table, for its live amounts, is a client component. The count after
 * the table is a CSS counter of the rows shown (shown above the table); at zero it says
 * that no offer matches. Under each checked filter, the offers it leaves aside because their
 * published conditions say nothing on the point are named and counted the same way.
 */
export function ComparisonTable({ group, offers = {} }: { group?: Family; offers?: OfferSummaries }) {
  const providers = rankedProviders(offers, group);
  const answers = (facet: Facet) => providers.map((provider) => offers[provider]?.proofs?.[facet]?.answer ?? 'unknown');
  const rows: FacetRow[] = providers.map((provider) => ({
    family: PROVIDER_FAMILY[provider],
    answers: Object.fromEntries(
      FACETS.map((facet) => [facet, offers[provider]?.proofs?.[facet]?.answer ?? 'unknown']),
    ) as FacetRow['answers'],
  }));
  const facets = offeredFacets(rows);
  // One our records answer for some offers but that none passes is said, not offered: it would only empty the table.
  const noneEstablished = FACETS.filter((facet) => !answers(facet).includes('yes') && answers(facet).includes('no'));
  const withShare = Object.values(offers).some((offer) => offer?.siteCode);
  // A family is offered where this table ranks one of its offers: choosing it never empties the table.
  const families = FAMILIES.filter((family) => providers.some((provider) => PROVIDER_FAMILY[provider] === family)).map((family) => ({
    family,
    without: facetsWithout(rows, facets, family),
  }));
  // The note speaks only of what this table shows: its sort by « Total reçu », its filters, the badge of an offer it ranks.
  const note = [
    // « Total reçu » is offered only where a site code makes it differ from the referee's bonus: explained there only.
    ...(withShare ? [`${SHARE_BONUS_LABEL}${NBSP}: ${SHARE_BONUS_DEFINITION} ${TOTAL_DEFINITION}`] : []),
    ...(facets.length > 0 ? [FACET_RULES_NOTE] : []),
    // A filter the table does not offer is explained beside those it offers; a table without filters does not speak of them.
    ...(facets.length > 0 && noneEstablished.length > 0 ? [noneEstablishedNote(noneEstablished)] : []),
    // Named from the rows shown only, and not at all where none of them can carry the badge.
    ...[boostedMeaning(providers)].filter((text) => text !== undefined),
  ];
  return (
    <>
      <div className="comparison-block">
        <ComparisonFilters families={group === undefined ? families : []} facets={facets} withTotal={withShare} />
        <ComparisonRows
          group={group}
          caption={`Primes de parrainage en vigueur${group ? ` (${FAMILY_LABELS[group].toLocaleLowerCase('fr')})` : ''}, avec la condition principale de chaque offre`}
          offers={rowsOf(offers, providers)}
        />
        <p className="comparison-count" role="status" />
        {facets.map((facet) => (
          <FacetAside key={facet} facet={facet} providers={providers} offers={offers} />
        ))}
        {note.length > 0 ? <p className="table-note">{note.join(' ')}</p> : null}
        <p className="net-value-note">
          Valeur nette{NBSP}: la prime du filleul, moins ce que l’offre impose de payer ou d’immobiliser (
          <SiteLink href={NET_VALUE_METHOD_HREF}>le calcul</SiteLink>). Lesquelles pouvez-vous encore toucher{NBSP}?{' '}
          <SiteLink href={PLAN_PATH}>Mon plan de primes</SiteLink> tient compte de vos comptes.
        </p>
      </div>
      <ProgrammesApart group={group} offers={offers} />
    </>
  );
}
