import robotsParser from 'robots-parser';
import type { FailureCause, FailureReason } from './config';

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

/** Why one read failed: see FAILURE_REASONS and FAILURE_CAUSES. */
export type ReadFailure = { readonly reason: FailureReason; readonly status?: number; readonly cause?: FailureCause };

export type PageRead =
  | { readonly kind: 'ok'; readonly finalUrl: string; readonly html: string }
  | ({ readonly kind: 'failed'; readonly finalUrl: string } & ReadFailure);

type Robots = { isAllowed(url: string, agent: string): boolean | undefined };
/** A robots.txt that could not be read: the HTTP status of a server error, or what kept an answer from coming. */
type RobotsUnreachable = { readonly unreachable: true; readonly status?: number; readonly cause?: FailureCause };

/** robots.txt per origin, for one run: read once, kept. */
export class RobotsCache {
  private readonly rules = new Map<string, Promise<Robots | 'all-allowed' | RobotsUnreachable>>();

  constructor(private readonly options: PoliteOptions) {}

  async verdict(url: string): Promise<'allowed' | 'refused' | RobotsUnreachable> {
    const origin = new URL(url).origin;
    let rules = this.rules.get(origin);
    if (!rules) {
      rules = this.read(origin);
      this.rules.set(origin, rules);
    }
    const resolved = await rules;
    if (resolved === 'all-allowed') return 'allowed';
    if ('unreachable' in resolved) return resolved;
    return resolved.isAllowed(url, this.options.robotsAgent) === false ? 'refused' : 'allowed';
  }

  /**
   * As Google and RFC 9309 read it: redirects followed (up to the same bound as a page's); a
   * missing robots.txt (4xx) allows everything; a server error (5xx, or 429, a request to slow
   * down) or no answer is not a refusal, but the site may be saying no: its pages are not read
   * in this run, and the failure says the robots.txt could not be read.
   */
  private async read(origin: string): Promise<Robots | 'all-allowed' | RobotsUnreachable> {
    const address = `${origin}/robots.txt`;
    let current = address;
    for (let hop = 0; hop <= this.options.maxRedirects; hop += 1) {
      const answer = await boundedGet(current, this.options, 'text/plain');
      if (answer.kind !== 'response') return { unreachable: true, cause: answer.kind };
      const { status } = answer;
      if (status >= 300 && status < 400 && answer.location) {
        current = new URL(answer.location, current).href;
        continue;
      }
      // Parsed as this origin's rules, wherever the file was found (the parser ignores other origins' pages).
      if (status >= 200 && status < 300) return robotsParser(address, answer.body) as Robots;
      if (status >= 400 && status < 500 && status !== 429) return 'all-allowed';
      return { unreachable: true, status };
    }
    return { unreachable: true, cause: 'redirects' };
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
    const verdict = await robots.verdict(current);
    if (verdict === 'refused') return { kind: 'failed', reason: 'robots-refused', finalUrl: current };
    if (verdict !== 'allowed') {
      const { status, cause } = verdict;
      return {
        kind: 'failed',
        reason: 'robots-unreachable',
        ...(status !== undefined ? { status } : cause ? { cause } : {}),
        finalUrl: current,
      };
    }
    const answer = await boundedGet(current, options, 'text/html,application/xhtml+xml');
    if (answer.kind === 'too-large') return { kind: 'failed', reason: 'too-large', finalUrl: current };
    if (answer.kind !== 'response') return { kind: 'failed', reason: 'unreachable', cause: answer.kind, finalUrl: current };
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
