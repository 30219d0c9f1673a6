const LONG = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "22 novembre 2026" from a content date (ISO string). Server-side only, so no hydration mismatch. */
export function formatDateFr(iso: string): string {
  return LONG.format(new Date(iso));
}
