import { NextResponse, type NextRequest } from 'next/server';
import { redirectFor } from '@/lib/redirects';
import { NOT_FOUND_PATH, routablePath } from '@/lib/server/path-shape.mjs';

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
 * - an address that can only be the 404 (lib/server/path-shape.mjs: a malformed
 *   percent-encoding, which makes Next.js answer 500 while decoding route parameters; a
 *   route file's own name such as `/%5B%5B...slug%5D%5D`, or an escaped internal path,
 *   which make its router loop, then answer 500) gets the French 404;
 * - an address with escaped letters, digits or `-._~` (`/feed%2Exml`, which answered 500
 *   too) is sent to its plain spelling (308). Under server.mjs the guard has done both
 *   already (lib/server/request-guard.mjs); on another host only this does;
 * - "/banque/" is sent to "/banque" (308), as Next.js would, but with the security
 *   headers (next.config.mjs turns Next.js's own redirect off);
 * - the declared redirects (lib/redirects/redirects.json), /go/… included.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const routable = routablePath(pathname);
  if (routable === NOT_FOUND_PATH && pathname !== NOT_FOUND_PATH) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 });
  }
  if (routable !== pathname) {
    // Set as a path, never parsed as an address: "//%65vil.example" must stay on this host.
    const plain = new URL(request.url);
    plain.pathname = routable;
    return redirect(plain, 308);
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
