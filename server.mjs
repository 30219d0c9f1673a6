// @ts-check
// The production server: `node server.mjs` serves the last build on HOSTNAME:PORT
// (127.0.0.1:3000 by default). `npm start` runs it (scripts/lib/site-server.mjs) after
// building if needed; any host that runs Node.js can run it after `npm run build`.
// Hosts that run Next.js their own way (Vercel, `next start`) skip it: UPGRADING.md
// ("Request guard") lists what they must then do themselves.
import { distDir } from './scripts/lib/build-stamp.mjs';

// What `next start` sets before loading Next.js; React and Next.js pick their
// production code from NODE_ENV when first loaded, hence the import below comes after.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production', NEXT_RUNTIME: process.env.NEXT_RUNTIME ?? 'nodejs' });
const { startSite } = await import('./lib/server/start-site.mjs');

const hostname = process.env.HOSTNAME ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const { close } = await startSite({ dir: import.meta.dirname, distDir: distDir(process.env), hostname, port });
console.log(`Prêt sur http://${hostname}:${port}`);

let closing = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
