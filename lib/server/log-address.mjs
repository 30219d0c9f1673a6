// @ts-check

/**
 * An address as the server's log keeps it: without its query or fragment, which can hold what a
 * visitor typed (« Mon plan » keeps its whole state there) and which a log must never hold.
 * @param {string} url
 */
export const withoutQuery = (url) => url.split(/[?#]/, 1)[0] ?? '';
