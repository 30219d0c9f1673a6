import { PROVIDER_MONOGRAMS, type Provider } from '@/lib/primes/providers';

/**
 * The site's own badge for a provider: its letters (lib/primes/providers.ts) in the site's
 * accent, drawn as inline SVG. No third-party logo (their terms rarely allow it) and no
 * image request; decorative, since the provider's name is always written beside it.
 */
export function ProviderMonogram({ provider, size = 40 }: { provider: Provider; size?: number }) {
  const letters = PROVIDER_MONOGRAMS[provider];
  return (
    <svg className="monogram" viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false" data-monogram={letters}>
      <rect width="40" height="40" rx="10" />
      <text x="20" y="21" dominantBaseline="middle" textAnchor="middle" fontSize={letters.length > 2 ? 13 : 16}>
        {letters}
      </text>
    </svg>
  );
}
