import type { ReactNode } from 'react';
import { ConditionIcon } from './ConditionIcon';
import { NBSP, upperFirst } from '@/lib/french';
import { formatDateFr } from '@/lib/format-date';
import { isUnpublished, type Note, type OfferRecord, type OfferSource, type Sourced } from '@/lib/offers/schema';
import {
  CHECK_OLD_REASON,
  CHECK_OLD_WORDS,
  deadlineText,
  eligibilityLines,
  isCheckOld,
  payoutText,
  periodText,
  UNPUBLISHED,
} from '@/lib/offers/wording';
import { SiteLink } from '@/components/SiteLink';
import { FACET_ANSWERS_TITLE, FACET_LABELS, type Facet } from '@/lib/offers/facets';
import type { ResolvedOffer } from '@/lib/offers/resolved-offer';
import { sourceAnchor } from '@/lib/offers/source-anchor';
import { SOURCE_KIND_LABELS } from '@/lib/offers/source-kinds';
import { checkClaimOf } from '@/lib/offers/check-claim';
import { unsureMark } from '@/lib/offers/uncertainty';

/** The tax administration's word on cash bonuses, as reported by the press (no official page on it was found when the offer records were written). */
export const TAX_SOURCE = {
  title: 'Primes de parrainage\u00a0: il faut les déclarer aux impôts',
  url: 'https://www.cbanque.com/actu/54735/primes-de-parrainage-il-faut-les-declarer-aux-impots',
  consulted: '2026-11-24',
  publisher: 'cbanque',
} as const;

/** A fact's source as a numbered reference to the box's source list, and who gives it for a ⚠️ fact (lib/offers/uncertainty.ts). */
function FactSource({ fact, record }: { fact: Partial<Sourced>; record: OfferRecord }) {
  if (fact.source === undefined) return null;
  const index = record.sources.findIndex((source) => source.id === fact.source);
  const source = record.sources[index];
  return (
    <>
      {fact.certainty === 'unsure' ? (
        <>
          {' '}
          <span className="fact__unsure">({unsureMark(source)})</span>
        </>
      ) : null}
      {source ? (
        <>
          {' '}
          {/* Short on purpose: a fact's reference is repeated in the page data for every fact of the box. */}
          <SiteLink className="fact__source" href={`#${sourceAnchor(record.provider, index + 1)}`}>
            [{index + 1}]
          </SiteLink>
        </>
      ) : null}
    </>
  );
}

function FactGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="facts__group">
      <p className="facts__title">{title}</p>
      {children}
    </div>
  );
}

/** One fact on its own line, or « non publié » said in its place. */
function Fact({ record, fact, children }: { record: OfferRecord; fact: object; children: ReactNode }) {
  return (
    <p className="facts__line">
      {children}
      <FactSource fact={fact as Partial<Sourced>} record={record} />
    </p>
  );
}

const REWARD_SIDES = [
  ['referee', 'Côté filleul'],
  ['sponsor', 'Côté parrain'],
] as const;
/** « Versée en argent… » after « Côté parrain : » (a name or a figure keeps its case). */
const afterColon = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase('fr') + text.slice(1) : text);

/** What each side receives, in the record's own sourced words (the amounts above say how much). */
function RewardLines({ record }: { record: OfferRecord }) {
  const lines = REWARD_SIDES.flatMap(([side, label]) => {
    const reward = record.rewards[side];
    return isUnpublished(reward) || !reward.text ? [] : [{ side, label, reward, text: reward.text }];
  });
  if (lines.length === 0) return null;
  return (
    <FactGroup title="La prime, selon les conditions publiées">
      <ul className="facts__list" data-fact="rewards">
        {lines.map(({ side, label, reward, text }) => (
          <li key={side} data-reward={side}>
            {label}
            {NBSP}: {afterColon(text)}
            <FactSource fact={reward} record={record} />
          </li>
        ))}
      </ul>
    </FactGroup>
  );
}

/**
 * What the offer's record says, in the order a visitor decides: may I sign up, what must I
 * do by when, when is it paid, how long it runs, what it costs meanwhile, what loses it.
 * Every fact carries its source's number; ⚠️ facts say « à confirmer ».
 */
export function OfferFacts({
  record,
  providerName,
  today = new Date(),
  filters,
}: {
  record: OfferRecord;
  providerName: string;
  today?: Date;
  /** The comparison's answers for this offer, as the resolved offer gives them (lib/offers/resolved-offer.ts). */
  filters?: ResolvedOffer['filters'];
}) {
  const eligibility = eligibilityLines(record.eligibility, providerName);
  // A programme that ended or is not published has nothing to do by when: its box says why (ClosedProgramme)
  // and lists its sources, not five « non publié » lines that read as an empty form.
  if (record.programme.status !== 'open')
    return (
      <div className="facts" data-offer-facts={record.provider}>
        <RecordSources record={record} today={today} />
      </div>
    );
  return (
    <div className="facts" data-offer-facts={record.provider}>
      <RewardLines record={record} />
      <FactGroup title="Qui peut en profiter">
        {eligibility.length > 0 ? (
          <ul className="facts__list" data-fact="eligibility">
            {eligibility.map((line) => (
              <li key={line.text}>
                {line.text}
                <FactSource fact={line.fact} record={record} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="facts__line" data-fact="eligibility">
            Conditions d’accès {UNPUBLISHED_F}
          </p>
        )}
      </FactGroup>
      <FactGroup title="Ce qu’il faut faire, et avant quand">
        {record.conditions.length > 0 ? (
          <ol className="facts__list facts__checklist" data-fact="conditions">
            {record.conditions.map((condition) => (
              <li key={`${condition.kind}-${condition.text}`} data-condition={condition.kind}>
                <ConditionIcon kind={condition.kind} />
                {condition.text}
                <span className="facts__deadline"> — {deadlineText(condition.deadline)}</span>
                <FactSource fact={condition} record={record} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="facts__line" data-fact="conditions">
            Conditions {UNPUBLISHED_F}
          </p>
        )}
      </FactGroup>
      <FactGroup title="Versement de la prime">
        <Fact record={record} fact={record.payout}>
          <span data-fact="payout">{isUnpublished(record.payout) ? `Délai ${UNPUBLISHED}` : payoutText(record.payout)}</span>
        </Fact>
      </FactGroup>
      <FactGroup title="Durée de l’offre">
        <Fact record={record} fact={record.period}>
          <span data-fact="period">{upperFirst(periodText(record.period))}</span>
        </Fact>
      </FactGroup>
      <NoteList record={record} notes={record.costs} fact="costs" title="Frais tant que les conditions ne sont pas remplies" />
      {filters ? <FilterAnswers record={record} verdicts={filters} /> : null}
      <NoteList record={record} notes={record.catches} fact="catches" title="Ce qui fait perdre la prime" />
      <RecordSources record={record} today={today} />
    </div>
  );
}

/** Sourced sentences (costs, catches) as a list under their title; nothing when the record has none. */
function NoteList({
  record,
  notes,
  fact,
  title,
}: {
  record: OfferRecord;
  notes: readonly Note[];
  fact: 'costs' | 'catches';
  title: string;
}) {
  if (notes.length === 0) return null;
  return (
    <FactGroup title={title}>
      <ul className="facts__list" data-fact={fact}>
        {notes.map((note) => (
          <li key={note.text}>
            {note.text}
            <FactSource fact={note} record={record} />
          </li>
        ))}
      </ul>
    </FactGroup>
  );
}

const UNPUBLISHED_F = 'non publiées';

/** The comparison's « sans … » filters, answered as the comparison answers them, each with the sentence and source it rests on. */
const BOX_FACETS = ['no-income', 'no-min-deposit', 'free-card'] as const satisfies readonly Facet[];
const ANSWER_WORDS = { yes: 'oui', no: 'non', unknown: 'non publié', 'not-applicable': 'sans objet' } as const;

function FilterAnswers({ record, verdicts }: { record: OfferRecord; verdicts: ResolvedOffer['filters'] }) {
  return (
    <FactGroup title={FACET_ANSWERS_TITLE}>
      <ul className="facts__list" data-fact="filters">
        {BOX_FACETS.map((facet) => {
          const verdict = verdicts[facet];
          return (
            <li key={facet} data-facet={facet} data-answer={verdict.answer}>
              {FACET_LABELS[facet]}
              {NBSP}: {ANSWER_WORDS[verdict.answer]}
              {verdict.answer === 'not-applicable' ? ` — ${verdict.reason}` : verdict.sentence ? ` — ${verdict.sentence}` : ''}
              {verdict.source ? <FactSource fact={{ source: verdict.source, certainty: 'sure' }} record={record} /> : null}
            </li>
          );
        })}
      </ul>
    </FactGroup>
  );
}

/** The record's sources, numbered as the facts cite them, with the day each was read, and the record's check date (« à revérifier » after 30 days). */
function RecordSources({ record, today }: { record: OfferRecord; today: Date }) {
  if (record.sources.length === 0) return null;
  // « vérifiées » only against an official source read that day (lib/offers/check-claim.ts).
  const read = checkClaimOf(record.checked, record.sources).kind === 'verified' ? 'vérifiées' : 'consultées';
  return (
    <details className="facts__sources">
      {/* A class, unlike the FAQ's questions: their <summary> are what the FAQ's structured data lists. */}
      <summary className="facts__sources-summary">
        Sources de ces informations
        {record.checked ? (
          <>
            {' '}
            ({read} le <time dateTime={record.checked}>{formatDateFr(record.checked)}</time>
            {isCheckOld(record.checked, today) ? (
              <>
                , <strong className="fact__old">{CHECK_OLD_WORDS}</strong>
                {NBSP}: {CHECK_OLD_REASON}
              </>
            ) : null}
            )
          </>
        ) : null}
      </summary>
      <ol>
        {record.sources.map((source: OfferSource, index) => (
          <li key={source.id} id={sourceAnchor(record.provider, index + 1)}>
            <a href={source.url} rel="noopener noreferrer">
              {source.title}
            </a>{' '}
            ({SOURCE_KIND_LABELS[source.kind]}, consultée le <time dateTime={source.consulted}>{formatDateFr(source.consulted)}</time>)
          </li>
        ))}
      </ol>
    </details>
  );
}
