import { NBSP } from '@/lib/french';
import { CHECK_AGE_LIMIT_DAYS } from '@/lib/offers/wording';

/**
 * « 30 jours »: the age after which an offer box says its check is old (CHECK_AGE_LIMIT_DAYS),
 * so a page that explains the rule says the number the boxes apply.
 */
export function CheckAgeLimit() {
  return (
    <span data-check-age-limit={CHECK_AGE_LIMIT_DAYS}>
      {CHECK_AGE_LIMIT_DAYS}
      {NBSP}jours
    </span>
  );
}
