import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { HttpGet } from './firestore-rest';

/** The settings document is a few hundred bytes; anything this large is not it. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * The server's GET, with node:http rather than fetch: Next.js patches fetch and keeps
 * its answers in its data cache with stale-while-revalidate, so a page regenerated
 * after the interval would still carry the previous period's amounts. This read is
 * never cached; the page's own `revalidate` (app/layout.tsx) sets the pace.
 */
export const nodeGet: HttpGet = (url, signal) =>
  new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const request = send(url, { signal, headers: { accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) request.destroy(new Error(`Firestore answer larger than ${MAX_BODY_BYTES} bytes`));
        else chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
