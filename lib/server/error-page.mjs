// @ts-check
// The page the server's own refusals show (lib/server/request-guard.mjs): the request never
// reached Next.js, so it cannot be the site's rendered error page; this one says the same
// things in the same words, readable in a browser, with no script and nothing to load.

/** @param {string} text */
const escaped = (text) => text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);

/**
 * @param {{ title: string, explanation: string }} words the page's heading and its one paragraph, in French
 * @returns {string}
 */
export function errorPageHtml({ title, explanation }) {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escaped(title)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
a { color: #1d4ed8; }
@media (prefers-color-scheme: dark) { a { color: #93c5fd; } }
</style>
</head>
<body>
<main>
<h1>${escaped(title)}</h1>
<p>${escaped(explanation)}</p>
<p><a href="/">Retour à l’accueil</a></p>
</main>
</body>
</html>
`;
}

/**
 * Answers with that page.
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {{ title: string, explanation: string }} words
 * @param {Record<string, string>} [fields] more headers (Allow, Connection…)
 */
export function sendErrorPage(response, status, words, fields = {}) {
  const body = errorPageHtml(words);
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...fields,
  });
  response.end(body);
}
