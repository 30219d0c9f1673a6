'use client';

import { useMemo, useState } from 'react';
import { TableScroll } from '@/components/TableScroll';
import type { OfferSummaries, OfferSummary } from '@/lib/content/offer-summary';
import { NBSP } from '@/lib/french';
import { formatPrime } from '@/lib/primes/format';
import {
  PROVIDERS,
  PROVIDER_GROUP,
  PROVIDER_GROUP_LABELS,
  PROVIDER_GROUPS,
  PROVIDER_LABELS,
  bonusKey,
  type Provider,
  type ProviderGroup,
  type StoredKind,
} from '@/lib/primes/providers';
import { BOOSTED_MEANING, SHARE_BONUS_DEFINITION, SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';
import { Boosted } from './Boosted';

type Column = 'name' | StoredKind;
type Direction = 'ascending' | 'descending';

const ALL_COLUMNS: readonly { id: Column; label: string }[] = [
  { id: 'name', label: 'Offre' },
  { id: 'filleul', label: 'Prime du filleul' },
  { id: 'parrain', label: 'Prime du parrain' },
  { id: 'partage', label: `${SHARE_BONUS_LABEL} (notre parrain)` },
];

/** The amount a cell shows: the share bonus exists only where the site has a code. */
const amountOf = (values: GlobalValues, kind: StoredKind, provider: Provider, offers: OfferSummaries) =>
  kind === 'partage' && !offers[provider]?.siteCode ? undefined : values[bonusKey(kind, provider)];

/** Sorts the rows; absent amounts always go last, whatever the direction. */
export function sortProviders(
  providers: readonly Provider[],
  values: GlobalValues,
  column: Column,
  direction: Direction,
  offers: OfferSummaries = {},
): Provider[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...providers].sort((a, b) => {
    if (column === 'name') return sign * PROVIDER_LABELS[a].localeCompare(PROVIDER_LABELS[b], 'fr');
    const va = amountOf(values, column, a, offers);
    const vb = amountOf(values, column, b, offers);
    if (va === undefined || vb === undefined) return va === vb ? 0 : va === undefined ? 1 : -1;
    return sign * (va - vb) || PROVIDER_LABELS[a].localeCompare(PROVIDER_LABELS[b], 'fr');
  });
}

/** The record's main condition and, for a provider the site has no page for, why: never a blank. */
function ConditionCell({ offer }: { offer: OfferSummary | undefined }) {
  const why = offer?.withoutPage ? <span className="condition__no-page">Pas de page sur ce site. {offer.withoutPage}.</span> : null;
  if (offer?.condition)
    return why ? (
      <>
        {offer.condition} {why}
      </>
    ) : (
      offer.condition
    );
  return why ?? (offer?.href ? 'voir la page de l’offre' : 'non vérifiée par le site');
}

/**
 * Bonuses of every provider (or of one family), ranked by what the referee receives,
 * sortable by column and filterable by family, each with its main condition.
 */
export function ComparisonTable({ group, offers = {} }: { group?: ProviderGroup; offers?: OfferSummaries }) {
  const values = useGlobalValues();
  const [sort, setSort] = useState<{ column: Column; direction: Direction }>({ column: 'filleul', direction: 'descending' });
  const [shown, setShown] = useState<ProviderGroup | undefined>(group);
  const providers = useMemo(() => PROVIDERS.filter((provider) => shown === undefined || PROVIDER_GROUP[provider] === shown), [shown]);
  const rows = sortProviders(providers, values, sort.column, sort.direction, offers);
  // The share bonus exists only with the site's own codes: no column of dashes while there are none.
  const withShare = Object.values(offers).some((offer) => offer?.siteCode);
  const columns = ALL_COLUMNS.filter((column) => withShare || column.id !== 'partage');

  const toggle = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: column === 'name' ? 'ascending' : 'descending' },
    );

  return (
    <div className="comparison-block">
      {group === undefined ? (
        <div className="filters" role="group" aria-label="Filtrer les offres par famille">
          {[undefined, ...PROVIDER_GROUPS].map((option) => (
            <button
              key={option ?? 'toutes'}
              type="button"
              className="filter-button"
              aria-pressed={shown === option}
              onClick={() => setShown(option)}
            >
              {option ? PROVIDER_GROUP_LABELS[option] : 'Toutes'}
            </button>
          ))}
        </div>
      ) : null}
      <TableScroll label="Tableau des primes">
        <table className="comparison">
          <caption>
            Primes de parrainage en vigueur{shown ? ` (${PROVIDER_GROUP_LABELS[shown].toLocaleLowerCase('fr')})` : ''}, classées par prime
            du filleul, triables par colonne
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" aria-sort={sort.column === column.id ? sort.direction : 'none'}>
                  <button type="button" className="sort-button" onClick={() => toggle(column.id)}>
                    {column.label}
                    <span aria-hidden="true" className="sort-arrow">
                      {sort.column === column.id ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">Condition principale</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((provider) => {
              const offer = offers[provider];
              return (
                <tr key={provider} data-provider={provider}>
                  <th scope="row">{offer?.href ? <a href={offer.href}>{PROVIDER_LABELS[provider]}</a> : PROVIDER_LABELS[provider]}</th>
                  {(withShare ? (['filleul', 'parrain', 'partage'] as const) : (['filleul', 'parrain'] as const)).map((kind) => {
                    if (kind === 'partage' && !offer?.siteCode) {
                      return (
                        <td key={kind} className="amount amount--none">
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">pas de code du site</span>
                        </td>
                      );
                    }
                    const amount = values[bonusKey(kind, provider)];
                    return (
                      <td key={kind} className={amount === undefined ? 'amount amount--missing' : 'amount'}>
                        {formatPrime(amount)}
                        {kind === 'parrain' ? (
                          <>
                            {' '}
                            <Boosted provider={provider} />
                          </>
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="condition">
                    <ConditionCell offer={offer} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="table-note">
        {withShare ? `${SHARE_BONUS_LABEL}${NBSP}: ${SHARE_BONUS_DEFINITION} ` : ''}
        {BOOSTED_MEANING}
      </p>
    </div>
  );
}
