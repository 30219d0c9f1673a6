import { NextResponse, type NextRequest } from 'next/server';
import { redirectFor } from '@/lib/redirects';

/**
 * The security headers (lib/security-headers.mjs, place 2), inlined at build time:
 * Next.js adds them to what it renders, but not to the redirects answered here. Under
 * server.mjs the guard has set them already; on another host only this sets them.
 */
const SECURITY_HEADERS: readonly { key: string; value: string }[] = JSON.parse(process.env.SITE_SECURITY_HEADERS ?? '[]');

function redirect(location: URL, status: number): NextResponse {
  const response = NextResponse.redirect(location, status);
  for (const { key, value } of SECURITY_HEADERS) response.headers.set(key, value);
  return response;
}

/**
 * Runs before every request:
 * - a malformed percent-encoding (`/%E0%A4%A`) makes Next.js answer 500 while decoding
 *   route parameters; such an address names no page, so it gets the French 404;
 * - "/banque/" is sent to "/banque" (308), as Next.js would, but with the security
 *   headers (next.config.mjs turns Next.js's own redirect off);
 * - the declared redirects (lib/redirects/redirects.json), /go/… included.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  try {
    decodeURIComponent(pathname);
  } catch {
    return NextResponse.rewrite(new URL('/_adresse-invalide', request.url), { status: 404 });
  }
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
