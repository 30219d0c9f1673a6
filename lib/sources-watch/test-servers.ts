import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Sites for the watch's tests, each its own origin on 127.0.0.1 (robots.txt is read per
 * origin): what each was asked, in order, and a close that also ends the answers a site
 * holds on purpose (a robots.txt that never answers).
 */
export type TestSite = { readonly origin: string; readonly paths: string[]; close(): Promise<void> };

export async function serveSite(answer: (path: string, response: ServerResponse, request: IncomingMessage) => void): Promise<TestSite> {
  const paths: string[] = [];
  const held = new Set<Socket>();
  const server = createServer((request, response) => {
    paths.push(request.url ?? '/');
    answer(request.url ?? '/', response, request);
  });
  server.on('connection', (socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: async () => {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An origin where nothing listens (a port just freed): every connection is refused. */
export async function refusingOrigin(): Promise<string> {
  const site = await serveSite(() => undefined);
  await site.close();
  return site.origin;
}

const htmlPage = (body: string) =>
  `<!doctype html><html lang="fr"><head><title>Conditions</title></head><body><main><article><h1>Conditions du parrainage</h1>${body}</article></main></body></html>`;

/** A terms page long enough for Readability to take it as the page's main text. */
export const termsPage = (bonus: string) =>
  htmlPage(`<p>Le parrain reçoit ${bonus} quand son filleul ouvre un compte avec son lien et fait un premier paiement par carte dans les 30 jours.</p>
<p>Le filleul doit être majeur et résider en France. Un compte ouvert sans le lien ne donne droit à aucune prime, et le lien ne se rattache pas après coup.</p>
<p>La prime est versée dans les 60 jours suivant le paiement, sur le compte du parrain.</p>`);

export function sendHtml(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
}
