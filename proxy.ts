import { NextResponse, type NextRequest } from 'next/server';

/**
 * A malformed percent-encoding (`/%E0%A4%A`) makes Next.js answer 500 while
 * decoding route parameters. Such an address names no page: serve the French 404
 * instead (rewritten to a path no content file can have).
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    return NextResponse.rewrite(new URL('/_adresse-invalide', request.url), { status: 404 });
  }
}

export const config = {
  // Every path, /_next included: a matcher cannot select "contains %", and the check is one decode.
  matcher: '/:path*',
};
