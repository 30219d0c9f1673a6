const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/**
 * French amount: "80 €", "1 250 €", "7,50 €" (decimals only when needed).
 * Written by hand rather than with Intl so that the server's and the browser's ICU
 * versions can never disagree on spaces and break hydration.
 */
export function formatEuros(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NBSP);
  const decimals = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  const sign = amount < 0 && cents !== 0 ? '−' : '';
  return `${sign}${grouped}${decimals}${NBSP}€`;
}

/** Shown in place of an amount the settings document does not hold. */
export const PRIME_FALLBACK = 'montant non communiqué';

/** An amount as every component shows it, or the fallback wording when it is missing. */
export function formatPrime(amount: number | undefined): string {
  return amount === undefined ? PRIME_FALLBACK : formatEuros(amount);
}
