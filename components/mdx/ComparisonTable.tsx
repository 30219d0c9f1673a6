'use client';

import { useMemo, useState } from 'react';
import { TableScroll } from '@/components/TableScroll';
import { formatPrime } from '@/lib/primes/format';
import { PROVIDERS, PROVIDER_GROUP, PROVIDER_LABELS, bonusKey, type Provider, type ProviderGroup, type StoredKind } from '@/lib/primes/providers';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';
import { Boosted } from './Boosted';

type Column = 'name' | StoredKind;
type Direction = 'ascending' | 'descending';

const COLUMNS: readonly { id: Column; label: string }[] = [
  { id: 'name', label: 'Offre' },
  { id: 'parrain', label: 'Prime du parrain' },
  { id: 'filleul', label: 'Prime du filleul' },
  { id: 'partage', label: 'Bonus de partage' },
];

/** Sorts the rows; absent amounts always go last, whatever the direction. */
export function sortProviders(providers: readonly Provider[], values: GlobalValues, column: Column, direction: Direction): Provider[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...providers].sort((a, b) => {
    if (column === 'name') return sign * PROVIDER_LABELS[a].localeCompare(PROVIDER_LABELS[b], 'fr');
    const va = values[bonusKey(column, a)];
    const vb = values[bonusKey(column, b)];
    if (va === undefined || vb === undefined) return va === vb ? 0 : va === undefined ? 1 : -1;
    return sign * (va - vb) || PROVIDER_LABELS[a].localeCompare(PROVIDER_LABELS[b], 'fr');
  });
}

/** Bonuses of every provider (or of one family), sortable by column. */
export function ComparisonTable({ group, links = {} }: { group?: ProviderGroup; links?: Partial<Record<Provider, string>> }) {
  const values = useGlobalValues();
  const [sort, setSort] = useState<{ column: Column; direction: Direction }>({ column: 'parrain', direction: 'descending' });
  const providers = useMemo(() => PROVIDERS.filter((provider) => group === undefined || PROVIDER_GROUP[provider] === group), [group]);
  const rows = sortProviders(providers, values, sort.column, sort.direction);

  const toggle = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: column === 'name' ? 'ascending' : 'descending' },
    );

  return (
    <TableScroll label="Tableau des primes">
      <table className="comparison">
        <caption>Primes de parrainage en vigueur{group ? ` (${group})` : ''}, triables par colonne</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.id} scope="col" aria-sort={sort.column === column.id ? sort.direction : 'none'}>
                <button type="button" className="sort-button" onClick={() => toggle(column.id)}>
                  {column.label}
                  <span aria-hidden="true" className="sort-arrow">
                    {sort.column === column.id ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((provider) => {
            const href = links[provider];
            return (
              <tr key={provider} data-provider={provider}>
                <th scope="row">
                  {href ? <a href={href}>{PROVIDER_LABELS[provider]}</a> : PROVIDER_LABELS[provider]} <Boosted provider={provider} />
                </th>
                {(['parrain', 'filleul', 'partage'] as const).map((kind) => {
                  const amount = values[bonusKey(kind, provider)];
                  return (
                    <td key={kind} className={amount === undefined ? 'amount amount--missing' : 'amount'}>
                      {formatPrime(amount)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
