import { describe, expect, it } from 'vitest';
import { REPORT_LINES_PER_MINUTE, rateLimitedLog, violationLine, violationsIn } from './csp-report.mjs';

/** What Chromium posts for `report-to` (application/reports+json). */
const REPORTING_API = [
  {
    type: 'csp-violation',
    age: 12,
    url: 'https://parrainage.example/banque',
    user_agent: 'Chromium',
    body: {
      documentURL: 'https://parrainage.example/banque',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: 'https://parrainage.example/banque',
      lineNumber: 3,
      statusCode: 200,
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
];
/** What a browser without the Reporting API posts for `report-uri` (application/csp-report). */
const REPORT_URI = {
  'csp-report': {
    'document-uri': 'https://parrainage.example/',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'blocked-uri': 'https://tracker.example/p.gif',
    disposition: 'report',
  },
};

describe('violationsIn', () => {
  it('reads both report formats, CSP reports only', () => {
    expect(violationsIn('application/reports+json', JSON.stringify(REPORTING_API))?.map(violationLine)).toEqual([
      'Violation CSP : script-src-elem a bloqué https://evil.example/x.js sur https://parrainage.example/banque (https://parrainage.example/banque:3)',
    ]);
    expect(violationsIn('application/csp-report; charset=utf-8', JSON.stringify(REPORT_URI))?.map(violationLine)).toEqual([
      'Violation CSP (rapport seul) : img-src a bloqué https://tracker.example/p.gif sur https://parrainage.example/',
    ]);
  });

  it('refuses what is not a report', () => {
    expect(violationsIn('application/csp-report', '{')).toBeUndefined();
    expect(violationsIn('application/csp-report', '{"autre":1}')).toBeUndefined();
    expect(violationsIn('application/reports+json', '{"csp-report":{}}')).toBeUndefined();
  });

  it('keeps a forged report to one short line: control characters replaced, bidirectional controls removed, fields cut', () => {
    const forged = {
      'csp-report': { 'document-uri': `https://x/\nFAUX : ligne injectée\r\u2028\u202eetirw\u2066`, 'blocked-uri': 'b'.repeat(5000) },
    };
    const [line] = (violationsIn('application/json', JSON.stringify(forged)) ?? []).map(violationLine);
    expect(line).not.toMatch(/[\n\r\u2028]/);
    expect(line).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(line).toContain('etirw');
    expect(line?.length).toBeLessThan(500);
  });
});

describe('rateLimitedLog', () => {
  it('writes at most REPORT_LINES_PER_MINUTE lines a minute, then says how many it left out', () => {
    let time = 0;
    const lines: string[] = [];
    const log = rateLimitedLog(
      (line) => lines.push(line),
      () => time,
    );
    for (let i = 0; i < REPORT_LINES_PER_MINUTE + 5; i++) log(`rapport ${i}`, '192.0.2.1');
    expect(lines).toHaveLength(REPORT_LINES_PER_MINUTE);
    time = 60_000;
    log('suivant', '192.0.2.1');
    expect(lines.slice(REPORT_LINES_PER_MINUTE)).toEqual([
      `Violation CSP : 5 rapport(s) de 192.0.2.1 non journalisé(s) (plus de ${REPORT_LINES_PER_MINUTE} par minute)`,
      'suivant',
    ]);
  });

  it('gives each client address its own budget: one client’s flood leaves another’s reports logged', () => {
    const lines: string[] = [];
    const log = rateLimitedLog(
      (line) => lines.push(line),
      () => 0,
    );
    for (let i = 0; i < 200; i++) log(`flot ${i}`, '192.0.2.1');
    log('autre client', '198.51.100.7');
    expect(lines).toHaveLength(REPORT_LINES_PER_MINUTE + 1);
    expect(lines.at(-1)).toBe('autre client');
  });
});
