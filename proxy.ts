import { NextResponse, type NextRequest } from 'next/server';
import { redirectFor } from '@/lib/redirects';

/**
 * The headers of next.config.mjs (lib/security-headers.mjs), handed over at build time:
 * Next.js adds them to what it renders, but not to the redirects answered here.
 */
const SECURITY_HEADERS: readonly { key: string; value: string }[] = JSON.parse(process.env.SITE_SECURITY_HEADERS ?? '[]');

function redirect(location: URL, status: number): NextResponse {
  const response = NextResponse.redirect(location, status);
  for (const { key, value } of SECURITY_HEADERS) response.headers.set(key, value);
  return response;
}

/** Control characters (`%0a`…) make Next.js render an empty error shell instead of the 404 page. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/**
 * Next.js's internal pages (`/_global-error` answers 500 with an English page,
 * cacheable for a year) and any other `/_…` path: no page of the site starts with "_".
 */
const INTERNAL_PATH = /^\/_(?!next\/)/;

const notFound = (request: NextRequest) => NextResponse.rewrite(new URL('/_adresse-invalide', request.url), { status: 404 });

/**
 * Runs before every request (methods and Range are handled earlier, by
 * lib/server/request-guard.ts):
 * - a malformed percent-encoding (`/%E0%A4%A`) makes Next.js answer 500 while decoding
 *   route parameters, and control characters an empty error page; such an address
 *   names no page, so it gets the French 404, as do Next.js's internal paths;
 * - "/banque/" is sent to "/banque" (308), as Next.js would, but with the security
 *   headers (next.config.mjs turns Next.js's own redirect off);
 * - the declared redirects (lib/redirects/redirects.json), /go/… included.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(request);
  }
  if (CONTROL_CHARACTER.test(decoded) || INTERNAL_PATH.test(pathname)) return notFound(request);
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return redirect(new URL(`${pathname.replace(/\/+$/, '') || '/'}${search}`, request.url), 308);
  }
  const rule = redirectFor(pathname);
  if (rule) return redirect(new URL(rule.destination, request.url), rule.status);
  return NextResponse.next();
}

export const config = {
  // Every path, /_next included: a matcher cannot select "contains %", and the check is one decode.
  matcher: '/:path*',
};
