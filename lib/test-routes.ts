/**
 * Pages that exist only in the build made for the end-to-end tests (Playwright's
 * webServer sets E2E_TEST_ROUTES=1): /essai-erreur throws a render error on demand, to
 * prove the error page; /essai-parrainage shows a referral block with a code, to prove
 * the copy button. Everywhere else they are the French 404. The variable is part
 * of the build fingerprint (scripts/lib/build-stamp.mjs), so a test build is never
 * reused as the public one.
 */
export const TEST_ROUTES_ENV = 'E2E_TEST_ROUTES';

export function testRoutesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env[TEST_ROUTES_ENV] === '1';
}
