// @ts-check
// Which request paths may reach Next.js's router, and in which spelling. Pure (no Node.js
// API), so that both places able to act on a path use it: the request guard in server.mjs
// (lib/server/request-guard.mjs) and proxy.ts, which runs on any host.
//
// Why: Next.js's router matches the *decoded* path against the build's routes, whose list
// holds the static route handlers (/feed.xml, /builds/latest.json…) and the dynamic
// routes under their file names (/[[...slug]], /icons/[file], /og/[...image]), while the
// render step it then hands the request to matches the path *as sent*. When only the
// decoded spelling matches (/feed%2Exml, /%5B%5B...slug%5D%5D, /builds%2Flatest.json),
// the render step declines, the router tries again, and after five tries throws
// "Attempted to handle request too many times": an English 500, five log lines, and
// listeners left on the request each time (MaxListenersExceededWarning, memory).

/** A path no page has: Next.js answers it with the French 404 page (app/not-found.tsx). */
export const NOT_FOUND_PATH = '/_adresse-invalide';

/** Control characters (`%0a`…) make Next.js render an empty error shell instead of the 404 page. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/**
 * Next.js's internal pages (`/_global-error` answers 500 with an English page,
 * cacheable for a year) and any other `/_…` path: no page of the site starts with "_".
 */
const INTERNAL_PATH = /^\/_(?!next\/)/;
/**
 * Brackets are how route files name their dynamic segments; no address of the site has
 * one (content segments are [a-z0-9-], lib/content/url.ts; built file names have none).
 */
const BRACKET = /[[\]]/;
/** An escaped slash: no segment of the site holds a slash, and Next.js would decode it into two segments. */
const ESCAPED_SLASH = /%2f/i;
/** RFC 3986 §2.3: letters, digits, "-", ".", "_", "~". */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * The path with every escaped unreserved character written plainly (`%2E` → `.`,
 * `%66` → `f`): the same address (RFC 3986 §6.2.2.2), in the only spelling under which
 * Next.js's router and its render step agree. Other escapes stay as they are. In a path
 * whose escapes are well formed, no new escape can appear (`%25` is kept).
 * @param {string} path
 */
export function normalisePath(path) {
  return path.replace(/%[0-9a-f]{2}/gi, (escape) => {
    const character = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return UNRESERVED.test(character) ? character : escape;
  });
}

/**
 * An address that can only be the 404 (tested in its normalised spelling): internal,
 * undecodable, holding control characters, brackets or an escaped slash.
 * @param {string} path
 */
export function isUnroutable(path) {
  if (INTERNAL_PATH.test(path) || ESCAPED_SLASH.test(path)) return true;
  try {
    const decoded = decodeURIComponent(path);
    return CONTROL_CHARACTER.test(decoded) || BRACKET.test(decoded);
  } catch {
    return true;
  }
}

/**
 * The path Next.js may be given for `path` (without its query): NOT_FOUND_PATH for an
 * address that can only be the 404, otherwise its normalised spelling. Malformed escapes
 * are judged before normalising, since normalising assumes well-formed ones.
 * @param {string} path
 */
export function routablePath(path) {
  if (path === NOT_FOUND_PATH) return path;
  try {
    decodeURIComponent(path);
  } catch {
    return NOT_FOUND_PATH;
  }
  const normalised = normalisePath(path);
  return isUnroutable(normalised) ? NOT_FOUND_PATH : normalised;
}
