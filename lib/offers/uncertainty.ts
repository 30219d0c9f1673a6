/**
 * The words of uncertainty, in one place: how every surface says that a fact or an amount is
 * not settled by a public source (a ⚠️ fact of the research, an amount of our own survey).
 * A page never shows such a fact as certain, and never words it two ways.
 */
import { formatEuros } from '../primes/format';
import type { OfferOrigin } from './origin';
import type { Certainty, OfferSource } from './schema';

/** The site a page is on, as a visitor reads it: « fortuneo.fr ». */
const siteOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

/** The mark of a ⚠️ fact whose source is not known to the surface: the last resort, not the usual words. */
export const UNCONFIRMED_MARK = 'à confirmer';

/** What a surface knows of the source of a ⚠️ fact: enough to say who gives it. */
export type MarkSource = Pick<OfferSource, 'kind' | 'url'>;

/**
 * The mark of a ⚠️ fact, said by who gives it, so that a visitor knows how far to trust it and
 * where to look, instead of one « à confirmer » for every doubt: a provider's page that leaves
 * the point open is to be checked there; a comparator, the press or another site is named as such.
 */
export function unsureMark(source: MarkSource | undefined): string {
  switch (source?.kind) {
    case 'conditions':
    case 'officiel':
      return `à vérifier sur ${siteOf(source.url)}`;
    case 'comparateur':
      return 'selon un comparateur';
    case 'presse':
      return 'selon la presse';
    case 'autre':
      return 'selon un site non officiel';
    case undefined:
      return UNCONFIRMED_MARK;
  }
}

/** A payout delay the terms give only as a ⚠️ fact. */
export const PAYOUT_DELAY_UNCONFIRMED = `Délai de versement ${UNCONFIRMED_MARK}`;

/** A fact's text as prose says it: followed by its mark, in brackets, when its certainty is `unsure`. */
export function withCertainty(text: string, certainty: Certainty, source?: MarkSource): string {
  return certainty === 'unsure' ? `${text} (${unsureMark(source)})` : text;
}

/** The mark as the CSV adds it to an `unsure` fact, in square brackets so a spreadsheet reader tells it from the fact's own parentheses. */
export const csvCertaintyMark = (certainty: Certainty | null, source?: MarkSource): string =>
  certainty === 'unsure' ? ` [${unsureMark(source)}]` : '';

/** The source a fact of a record names, for its mark. */
export const factSourceOf = (sources: readonly OfferSource[], fact: { readonly source?: string | null }): OfferSource | undefined =>
  fact.source == null ? undefined : sources.find((source) => source.id === fact.source);

/** « 100 € pour le filleul, et non 80 € », each figure an official page gives otherwise. */
function differencesSaid(differences: Extract<OfferOrigin, { kind: 'different' }>['differences']): string {
  return differences
    .map(({ side, amount, pageAmount }) => `${formatEuros(pageAmount)} pour le ${SIDE_NAMES[side]}, et non ${formatEuros(amount)}`)
    .join('\u00a0; ');
}
const SIDE_NAMES = { referee: 'filleul', sponsor: 'parrain' } as const;

type OriginWords = {
  /** « de Fortuneo », « d’iGraal »: the provider as the sentence names it. */
  readonly ofBrand: string;
  /** A day (YYYY-MM-DD) as the page says it. */
  readonly day: (iso: string) => string;
  /** The day the amounts of the settings document last changed, as the page says it, when known. */
  readonly amountsDay?: string;
};

/**
 * The offer's one origin line: where its figures come from and when that was seen, said once
 * per offer (box, open data, CSV, feed), instead of a mark beside each figure.
 */
export function originSentence(origin: OfferOrigin, { ofBrand, day, amountsDay }: OriginWords): string {
  // The settings document's last change: when our figures were last set, not a check against the provider.
  const survey = `Montants de notre relevé${amountsDay ? `, modifiés pour la dernière fois le ${amountsDay}` : ''}`;
  switch (origin.kind) {
    case 'confirmed':
      return `Montants confirmés sur ${siteOf(origin.url)} le ${day(origin.on)}.`;
    case 'published':
      return `Montants publiés dans les conditions ${ofBrand}.`;
    case 'absent':
      return `${survey}\u00a0: la page officielle (${siteOf(origin.url)}, lue le ${day(origin.on)}) ne les donne pas.`;
    case 'survey':
      return `${survey}\u00a0: les conditions publiées ${ofBrand} ne les donnent pas.`;
    case 'different':
      return `La page officielle (${siteOf(origin.url)}, lue le ${day(origin.on)}) indique ${differencesSaid(origin.differences)}\u00a0: vérifiez le montant avant de vous inscrire.`;
    case 'none':
      return '';
  }
}

/** The same in a few words, under a row's or a card's figures. */
export function originShort(origin: OfferOrigin, { ofBrand }: Pick<OriginWords, 'ofBrand'>): string {
  switch (origin.kind) {
    case 'confirmed':
      return `Confirmés sur ${siteOf(origin.url)}`;
    case 'published':
      return `Publiés dans les conditions ${ofBrand}`;
    case 'absent':
    case 'survey':
      return 'Selon notre relevé';
    case 'different':
      return `La page officielle indique ${differencesSaid(origin.differences)}`;
    case 'none':
      return '';
  }
}
