import { describe, expect, it } from 'vitest';
import { COMPANIES, companyOf } from './plan-companies';
import { MAX_PLAN_FIELDS, parsePlanQuery } from './plan-query';

const TODAY = '2026-12-06';
const read = (query: string) => parsePlanQuery(new URLSearchParams(query), TODAY);

describe('the companies « Mon plan » asks about', () => {
  it('asks once per company: both Fortuneo cards are one client relationship', () => {
    expect(companyOf('FORTUNEO_GOLD')).toBe(companyOf('FORTUNEO_FOSFO'));
    expect(companyOf('FORTUNEO_GOLD')).toMatchObject({ slug: 'fortuneo', name: 'Fortuneo' });
    expect(companyOf('BOURSOBANK').slug).toBe('boursobank');
    expect(companyOf('TRADEREPUBLIC').slug).toBe('traderepublic');
    const slugs = COMPANIES.map((company) => company.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+$/);
  });
});

describe('the plan’s address, read back', () => {
  it('reads each company’s situation and date, in either date spelling', () => {
    const plan = read('boursobank=ancien&boursobank-date=2025-03-31&curve=ancien&curve-date=01/02/2024&n26=client&revolut=jamais');
    expect(plan.asked).toBe(true);
    expect(plan.problems).toEqual([]);
    expect(plan.answers.get('boursobank')).toEqual({ situation: 'former', date: '2025-03-31' });
    expect(plan.answers.get('curve')).toEqual({ situation: 'former', date: '2024-02-01' });
    expect(plan.answers.get('n26')).toEqual({ situation: 'current' });
    // Never a client is the default: not kept.
    expect(plan.answers.has('revolut')).toBe(false);
  });

  it('shows the form alone for an empty address or one with trackers only', () => {
    expect(read('').asked).toBe(false);
    const tracked = read('utm_source=lettre&fbclid=abc');
    expect(tracked.asked).toBe(false);
    expect(tracked.problems).toEqual([]);
  });

  it('keeps the latest date and the closest tie when a company is given twice', () => {
    const plan = read('boursobank=ancien&boursobank-date=2025-06-01&boursobank=client&boursobank-date=2024-01-15');
    expect(plan.answers.get('boursobank')).toEqual({ situation: 'current', date: '2025-06-01' });
  });

  it('says in French what it cannot read, and keeps the rest', () => {
    const plan = read('banquefictive=client&curve=ancien&curve-date=2025-02-30&n26=peut-etre&revolut=ancien&revolut-date=hier');
    expect(plan.answers.get('curve')).toEqual({ situation: 'former' });
    expect(plan.answers.get('revolut')).toEqual({ situation: 'former' });
    expect(plan.answers.has('n26')).toBe(false);
    expect(plan.problems).toEqual([
      '«\u00a0banquefictive\u00a0» ne désigne aucune société de ce comparatif\u00a0: ce choix est ignoré.',
      'La date «\u00a02025-02-30\u00a0» pour Curve n’existe pas ou n’est pas vraisemblable.',
      'La situation «\u00a0peut-etre\u00a0» pour N26 n’est pas un choix du formulaire\u00a0: elle est ignorée.',
      'La date «\u00a0hier\u00a0» pour Revolut n’est pas lisible\u00a0: écrivez-la JJ/MM/AAAA.',
    ]);
  });

  it('refuses a 29 February outside leap years and dates no account can have', () => {
    expect(read('curve=ancien&curve-date=2024-02-29').answers.get('curve')?.date).toBe('2024-02-29');
    expect(read('curve=ancien&curve-date=2025-02-29').problems).toHaveLength(1);
    expect(read('curve=ancien&curve-date=1900-01-01').problems).toHaveLength(1);
    expect(read('curve=ancien&curve-date=2099-01-01').problems).toHaveLength(1);
    // A former client's date cannot be to come; a closing planned for next year is a current client's real answer.
    expect(read('curve=ancien&curve-date=2027-06-30').problems).toEqual([
      'La date «\u00a02027-06-30\u00a0» pour Curve est à venir\u00a0: pour un compte encore ouvert, choisissez «\u00a0Client aujourd’hui\u00a0».',
    ]);
    expect(read('curve=ancien&curve-date=2027-06-30').answers.get('curve')).toEqual({ situation: 'former' });
    expect(read('curve=client&curve-date=2027-06-30').answers.get('curve')).toEqual({ situation: 'current', date: '2027-06-30' });
  });

  it('reads a bounded number of fields, and says so', () => {
    const many = Array.from({ length: 400 }, (_, index) => `x${index}=client`).join('&');
    const plan = read(`curve=ancien&${many}`);
    expect(plan.answers.get('curve')).toEqual({ situation: 'former' });
    // Five problems at most, then a count; the bound is said.
    expect(plan.problems).toHaveLength(6);
    expect(plan.problems.at(-1)).toMatch(/^Et \d+\u00a0autres points illisibles\.$/);
    const bounded = parsePlanQuery(new URLSearchParams(many), TODAY);
    expect(bounded.problems.join(' ')).not.toContain('x399');
    expect(MAX_PLAN_FIELDS).toBeLessThan(100);
  });

  it('never throws on broken percent-encoding or control characters', () => {
    const plan = read('curve=%E0%A4%A&curve-date=%ZZ&%FF=1');
    expect(plan.answers.size).toBe(0);
    expect(plan.problems.length).toBeGreaterThan(0);
    for (const problem of plan.problems) expect(problem).not.toMatch(/\p{Cc}/u);
  });
});
