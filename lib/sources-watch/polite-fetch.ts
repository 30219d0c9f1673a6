import robotsParser from 'robots-parser';
import type { FailureReason } from './config';

export type { FailureReason };

/**
 * One polite read of a public page: robots.txt obeyed (read once per site), a User-Agent
 * that names the site and its about page, no cookies (Node's fetch keeps none), a time
 * limit and a size limit, redirects followed by hand up to a bound, each hop checked
 * against its own site's robots.txt, and the address where it ended recorded.
 */

export type PoliteOptions = {
  readonly userAgent: string;
  /** The robots.txt name the site answers to (the User-Agent's product token). */
  readonly robotsAgent: string;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
  readonly fetch?: typeof fetch;
};

export type PageRead =
  | { readonly kind: 'ok'; readonly finalUrl: string; readonly html: string }
  | { readonly kind: 'failed'; readonly reason: FailureReason; readonly status?: number; readonly finalUrl: string };

type Robots = { isAllowed(url: string, agent: string): boolean | undefined };

/** robots.txt per origin, for one run: read once, kept. */
export class RobotsCache {
  private readonly rules = new Map<string, Promise<Robots | 'all-allowed' | 'all-disallowed'>>();

  constructor(private readonly options: PoliteOptions) {}

  async allows(url: string): Promise<boolean> {
    const origin = new URL(url).origin;
    let rules = this.rules.get(origin);
    if (!rules) {
      rules = this.read(origin);
      this.rules.set(origin, rules);
    }
    const resolved = await rules;
    if (resolved === 'all-allowed') return true;
    if (resolved === 'all-disallowed') return false;
    return resolved.isAllowed(url, this.options.robotsAgent) !== false;
  }

  /**
   * As Google and RFC 9309 read it: a missing robots.txt (4xx) allows everything; a server
   * error or no answer disallows everything for this run, since the site may be saying no.
   */
  private async read(origin: string): Promise<Robots | 'all-allowed' | 'all-disallowed'> {
    const address = `${origin}/robots.txt`;
    const answer = await boundedGet(address, this.options, 'text/plain');
    if (answer.kind === 'response') {
      if (answer.status >= 400 && answer.status < 500) return 'all-allowed';
      if (answer.status >= 200 && answer.status < 300) return robotsParser(address, answer.body) as Robots;
    }
    return 'all-disallowed';
  }
}

type Bounded =
  | { readonly kind: 'response'; readonly status: number; readonly location: string | null; readonly type: string; readonly body: string }
  | { readonly kind: 'timeout' | 'too-large' | 'network' };

/** One GET, no redirect followed, its body read up to the size limit within the time limit. */
async function boundedGet(url: string, options: PoliteOptions, accept: string): Promise<Bounded> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      redirect: 'manual',
      signal: controller.signal,
      headers: { 'User-Agent': options.userAgent, Accept: accept },
    });
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      controller.abort();
      return { kind: 'too-large' };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      size += part.value.byteLength;
      if (size > options.maxBytes) {
        controller.abort();
        return { kind: 'too-large' };
      }
      chunks.push(part.value);
    }
    return {
      kind: 'response',
      status: response.status,
      location: response.headers.get('location'),
      type: response.headers.get('content-type') ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
    };
  } catch {
    return { kind: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

const isHtml = (type: string) => /^(?:text\/html|application\/xhtml\+xml)\b/i.test(type.trim());

/** Reads `url` politely; `robots` is shared by every read of the run. */
export async function readPage(url: string, options: PoliteOptions, robots: RobotsCache): Promise<PageRead> {
  let current = url;
  for (let hop = 0; hop <= options.maxRedirects; hop += 1) {
    if (!(await robots.allows(current))) return { kind: 'failed', reason: 'robots', finalUrl: current };
    const answer = await boundedGet(current, options, 'text/html,application/xhtml+xml');
    if (answer.kind !== 'response') return { kind: 'failed', reason: answer.kind, finalUrl: current };
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      current = new URL(answer.location, current).href;
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) return { kind: 'failed', reason: 'http', status: answer.status, finalUrl: current };
    if (!isHtml(answer.type)) return { kind: 'failed', reason: 'not-html', status: answer.status, finalUrl: current };
    return { kind: 'ok', finalUrl: current, html: answer.body };
  }
  return { kind: 'failed', reason: 'redirects', finalUrl: current };
}
