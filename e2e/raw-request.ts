import { request as httpRequest } from 'node:http';

export type RawAnswer = {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
  /** The body's length in bytes, as received. */
  readonly bytes: number;
};

/**
 * One request exactly as written (any method, path or header, even no Host, which
 * Playwright's client would refuse or normalise), with a bounded wait.
 */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  { setHost = true }: { readonly setHost?: boolean } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path, headers, setHost, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8'), bytes: body.length });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 10 s`)));
    request.on('error', reject);
    request.end();
  });
}
