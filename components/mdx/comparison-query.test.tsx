import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '@/lib/primes/families';
import { ComparisonFilters } from './ComparisonFilters';
import { applyQuery, queryOf } from './comparison-query';

const formOf = () => {
  const { container } = render(
    <ComparisonFilters
      families={FAMILIES.map((family) => ({ family, without: [] }))}
      facets={['no-income', 'has-page']}
      withTotal={false}
    />,
  );
  return container.querySelector('form')!;
};
const checked = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => `${input.name}=${input.value}`);

describe('the comparison’s choices in the address', () => {
  it('writes only the choices that differ from the defaults, and keeps the other parameters', () => {
    const form = formOf();
    expect(queryOf(form, '?utm=x')).toBe('?utm=x');
    form.querySelector<HTMLInputElement>('input[value="banque"]')!.checked = true;
    form.querySelector<HTMLInputElement>('input[value="no-income"]')!.checked = true;
    form.querySelector<HTMLInputElement>('input[value="parrain"]')!.checked = true;
    expect(queryOf(form, '?utm=x&filtre=has-page')).toBe('?utm=x&famille=banque&filtre=no-income&tri=parrain');
  });

  it('sets the controls from a shared address, ignoring what the form does not offer', () => {
    const form = formOf();
    expect(applyQuery(form, '?famille=banque&filtre=no-income&filtre=inconnu&tri=parrain')).toBe(true);
    expect(checked(form)).toEqual(['famille=banque', 'filtre=no-income', 'tri=parrain']);
    expect(applyQuery(formOf(), '?utm=x')).toBe(false);
  });

  it('gives back the address it read: a reload or « back » finds the same view', () => {
    const form = formOf();
    applyQuery(form, '?famille=neobanque&filtre=has-page');
    expect(queryOf(form, '')).toBe('?famille=neobanque&filtre=has-page');
  });
});
