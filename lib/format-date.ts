// Pure: a bundle that uses only one of the two formatters does not build the other.
const LONG = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "22 novembre 2026" from a content date (ISO string). Server-side only, so no hydration mismatch. */
export function formatDateFr(iso: string): string {
  return LONG.format(new Date(iso));
}

const INSTANT = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** "22 novembre 2026" from an instant (Firestore's update time): the day it was in France, where the site's readers are. */
export function formatInstantFr(iso: string): string {
  return INSTANT.format(new Date(iso));
}
