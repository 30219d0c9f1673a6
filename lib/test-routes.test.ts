import { expect, it } from 'vitest';
import { testRoutesEnabled } from './test-routes';

it('test-only pages exist only when the end-to-end build asks for them', () => {
  expect(testRoutesEnabled({})).toBe(false);
  expect(testRoutesEnabled({ E2E_TEST_ROUTES: '0' })).toBe(false);
  expect(testRoutesEnabled({ E2E_TEST_ROUTES: '1' })).toBe(true);
});
