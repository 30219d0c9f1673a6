// @ts-check
// The checks of lib/redirects/redirects.json, in plain JavaScript because
// next.config.mjs (which cannot import TypeScript) runs them on every build: a
// malformed rule stops `next build` with one line per problem. lib/redirects/index.ts
// runs the same checks for the site's code, and its test adds those that need the
// content (internal targets exist, outbound targets match the offer pages).

/** @typedef {301 | 302 | 303 | 307 | 308} RedirectStatus */
/**
 * A rule as checkRedirects returns it (label and providers only on /go/… rules).
 * @typedef {{ readonly source: string, readonly destination: string, readonly status: RedirectStatus, readonly why: string, readonly label?: string, readonly providers?: readonly string[] }} CheckedRule
 */

/** Status codes Next.js accepts for a redirect. @type {readonly RedirectStatus[]} */
const REDIRECT_STATUSES = [301, 302, 303, 307, 308];
/** Outbound (referral) redirects are temporary: their target changes with the offers, and search engines must not index it in place of the site's link. @type {readonly RedirectStatus[]} */
const OUTBOUND_STATUSES = [302, 307];
export const OUTBOUND_PREFIX = /** @type {const} */ ('/go/');

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PATH = new RegExp(`^(?:/${SEGMENT})+$`);
const INTERNAL_TARGET = new RegExp(`^(?:/|(?:/${SEGMENT})+)(?:#${SEGMENT})?$`);
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
const RESERVED = ['/_next', '/builds', '/api'];
const KEYS = ['source', 'destination', 'status', 'why', 'label', 'providers'];

/**
 * Why `destination` is not a well-formed https address, or null if it is one.
 * @param {string} destination
 */
function externalProblem(destination) {
  if (/\s/.test(destination)) return 'contient un espace';
  let url;
  try {
    url = new URL(destination);
  } catch {
    return 'n’est pas une adresse';
  }
  if (url.protocol !== 'https:') return 'doit commencer par https://';
  if (url.username || url.password) return 'ne doit pas contenir d’identifiants';
  if (!HOST.test(url.hostname)) return `nom de domaine invalide (${url.hostname})`;
  if (url.href !== destination) return `doit être écrite sous sa forme normale : ${url.href}`;
  return null;
}

/**
 * Returns the rules unchanged when they are valid, else throws one error listing every
 * problem with the rule's position and source.
 * @param {unknown} rules
 * @param {string} [file]
 * @returns {CheckedRule[]}
 */
export function checkRedirects(rules, file = 'lib/redirects/redirects.json') {
  if (!Array.isArray(rules)) throw new Error(`Redirections invalides (${file}) : le fichier doit contenir une liste de règles`);
  /** @type {string[]} */
  const problems = [];
  /** @type {Set<string>} */
  const sources = new Set();
  rules.forEach((rule, index) => {
    const where = `règle ${index + 1}${rule && typeof rule.source === 'string' ? ` (${rule.source})` : ''}`;
    const report = (/** @type {string} */ message) => problems.push(`${where} : ${message}`);
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) {
      report('doit être un objet');
      return;
    }
    for (const key of Object.keys(rule)) if (!KEYS.includes(key)) report(`champ inconnu « ${key} »`);
    const { source, destination, status, why, label, providers } = rule;

    if (typeof source !== 'string' || !PATH.test(source))
      report('« source » doit être un chemin du site en minuscules, chiffres et tirets, comme /go/boursobank');
    else if (RESERVED.some((prefix) => source === prefix || source.startsWith(`${prefix}/`)))
      report(`« source » ne peut pas être sous ${RESERVED.join(', ')}`);
    else if (sources.has(source)) report('« source » déjà déclarée par une autre règle');
    if (typeof source === 'string') sources.add(source);

    if (!REDIRECT_STATUSES.includes(status)) report(`« status » doit valoir ${REDIRECT_STATUSES.join(', ')}`);
    if (typeof why !== 'string' || why.trim().length < 10) report('« why » doit expliquer la règle en une phrase');

    const outbound = typeof source === 'string' && source.startsWith(OUTBOUND_PREFIX);
    if (typeof destination !== 'string' || destination === '') {
      report('« destination » manquante');
    } else if (destination.startsWith('/')) {
      if (outbound) report(`« destination » ${destination} : un lien sortant ${OUTBOUND_PREFIX}… mène hors du site (adresse https)`);
      else if (!INTERNAL_TARGET.test(destination)) report(`« destination » ${destination} n’est pas un chemin du site valide`);
      else if (destination === source) report('« destination » renvoie sur elle-même');
    } else {
      const problem = externalProblem(destination);
      if (problem) report(`« destination » ${destination} ${problem}`);
    }

    if (outbound) {
      if (!OUTBOUND_STATUSES.includes(status))
        report(`un lien sortant ${OUTBOUND_PREFIX}… est temporaire : « status » ${OUTBOUND_STATUSES.join(' ou ')}`);
      if (typeof label !== 'string' || label.trim() === '') report('« label » (nom affiché du site de destination) manquant');
      if (!Array.isArray(providers) || providers.length === 0 || !providers.every((p) => typeof p === 'string' && /^[A-Z0-9_]+$/.test(p))) {
        report('« providers » doit lister les prestataires concernés, comme ["BOURSOBANK"]');
      }
    } else if (label !== undefined || providers !== undefined) {
      report(`« label » et « providers » sont réservés aux liens sortants ${OUTBOUND_PREFIX}…`);
    }
  });
  // A rule that leads to another rule's source is a chain (two round trips) or a loop.
  for (const rule of rules) {
    if (rule && typeof rule.destination === 'string' && sources.has(rule.destination.replace(/#.*$/, ''))) {
      problems.push(`${rule.source} : « destination » ${rule.destination} est elle-même redirigée (chaîne ou boucle)`);
    }
  }
  if (problems.length > 0) throw new Error(`Redirections invalides (${file}) :\n${problems.map((p) => `- ${p}`).join('\n')}`);
  return rules;
}
