import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only cleans up by itself when test globals are enabled.
afterEach(cleanup);

// Components render here without Next.js's App Router around them, as its testing guide
// describes: `useRouter` gets a router that records nothing and goes nowhere. The rest of
// next/navigation is the real module.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({
    push: () => undefined,
    replace: () => undefined,
    prefetch: () => undefined,
    refresh: () => undefined,
    back: () => undefined,
    forward: () => undefined,
  }),
}));
