import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH, FIRESTORE_ORIGIN, contentSecurityPolicy, securityHeaders } from './security-headers.mjs';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  const production = { kind: 'production', projectId: 'parrainage-prod', apiKey: `AIza${'x'.repeat(35)}` } as const;
  it('allows only the site itself and Firestore, forms only to the site, and closes frames, plugins and <base>', () => {
    const csp = directives(contentSecurityPolicy({ development: false, firestore: production }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", FIRESTORE_ORIGIN]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('worker-src'), "the settings worker is the site's own script").toEqual(["'self'"]);
    for (const closed of ['object-src', 'base-uri', 'frame-ancestors', 'frame-src']) expect(csp.get(closed), closed).toEqual(["'none'"]);
    expect(csp.get('form-action'), '« Mon plan » sends its form to the site itself').toEqual(["'self'"]);
  });

  it('lists only the Firestore endpoint the build reads: the emulator, or none for a fixed snapshot', () => {
    const emulator = { kind: 'emulator', host: '127.0.0.1', port: 8787, projectId: 'demo-parrainage' } as const;
    expect(directives(contentSecurityPolicy({ development: false, firestore: emulator })).get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
    ]);
    expect(
      directives(contentSecurityPolicy({ development: false, firestore: { kind: 'static', reason: 'requested' } })).get('connect-src'),
    ).toEqual(["'self'"]);
  });

  it('reports violations to the guard’s endpoint in production (report-to, report-uri for older browsers), not under next dev', () => {
    const csp = directives(contentSecurityPolicy({ development: false }));
    expect(csp.get('report-to')).toEqual(['csp']);
    expect(csp.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    const endpoints = securityHeaders({ development: false, preview: false }).find((h) => h.key === 'Reporting-Endpoints');
    expect(endpoints?.value).toBe(`csp="${CSP_REPORT_PATH}"`);
    expect(directives(contentSecurityPolicy({ development: true })).has('report-to')).toBe(false);
    expect(securityHeaders({ development: true, preview: false }).map((h) => h.key)).not.toContain('Reporting-Endpoints');
  });

  it('adds eval and hot reload in development only', () => {
    const dev = directives(contentSecurityPolicy({ development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
  });
});

describe('securityHeaders', () => {
  const names = (preview: boolean) => securityHeaders({ development: false, preview }).map((h) => h.key);
  it('sends noindex only from a preview', () => {
    expect(names(false)).not.toContain('X-Robots-Tag');
    expect(securityHeaders({ development: false, preview: true }).find((h) => h.key === 'X-Robots-Tag')?.value).toBe('noindex, nofollow');
  });
  it('always sends the transport, type, referrer, permissions and framing headers', () => {
    expect(names(false)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
        'Cross-Origin-Resource-Policy',
      ]),
    );
    expect(securityHeaders({ development: false, preview: false }).find((h) => h.key === 'Cross-Origin-Resource-Policy')?.value).toBe(
      'same-origin',
    );
  });
});
