import { describe, expect, it } from 'vitest';
import { violationLine } from './csp-report.mjs';
import { withoutQuery } from './log-address.mjs';

describe('addresses in the server log', () => {
  it('keep no query and no fragment: « Mon plan »’s state stays out of the log', () => {
    expect(withoutQuery('/mon-plan?boursobank=ancien&boursobank-date=2025-03-01#resultat')).toBe('/mon-plan');
    expect(withoutQuery('https://exemple.fr/mon-plan?curve=client')).toBe('https://exemple.fr/mon-plan');
    expect(withoutQuery('/parrainage')).toBe('/parrainage');
    const line = violationLine({
      directive: 'script-src-elem',
      blocked: 'inline',
      document: 'https://exemple.fr/mon-plan?n26=ancien&n26-date=2024-01-01',
      source: 'https://exemple.fr/mon-plan?n26=ancien',
      disposition: 'enforce',
    });
    expect(line).not.toContain('n26');
    expect(line).toContain('sur https://exemple.fr/mon-plan');
  });
});
