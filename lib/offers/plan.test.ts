import { describe, expect, it } from 'vitest';
import DEFAULT_DOCUMENT from '../primes/default-document.json';
import { allOfferRecords } from './index';
import { buildPlan, planQuestions, type PlanLine } from './plan';
import { planCalendar, PLAN_REMINDER_DAYS } from './plan-calendar';
import { parsePlanQuery, planSearch } from './plan-query';
import { isOpen } from './programme';
import { resolveOffer } from './resolved-offer';

const TODAY = '2026-12-06';
const values: Readonly<Record<string, unknown>> = DEFAULT_DOCUMENT;
const planOf = (query: string) => buildPlan(parsePlanQuery(new URLSearchParams(query), TODAY).answers, values, { today: TODAY });
const statusOf = (plan: ReturnType<typeof planOf>) => Object.fromEntries(plan.lines.map((line) => [line.provider, line.answer.status]));

describe('« Mon plan »', () => {
  it('asks once per company with an open offer, with the date its rule counts from (the closing by default)', () => {
    const questions = planQuestions();
    const open = allOfferRecords().filter((record) => isOpen(record));
    expect(
      questions.flatMap((question) => question.company.providers.filter((provider) => open.some((r) => r.provider === provider))),
    ).toEqual(open.map((record) => record.provider));
    for (const question of questions) {
      const rule = open
        .filter((record) => question.company.providers.includes(record.provider))
        .map((record) => record.eligibility.newCustomer)
        .find((candidate) => candidate?.rule === 'not-client-for');
      expect(question.anchor, question.company.name).toBe(rule?.rule === 'not-client-for' ? (rule.since ?? 'closing') : 'closing');
      expect(question.dateLabel, question.company.name).toMatch(/^Date /);
    }
  });

  it('lists every open offer, each once, possible for someone who was never a client of anything', () => {
    const plan = planOf('');
    expect(plan.lines.map((line) => line.provider).sort()).toEqual(
      allOfferRecords()
        .filter((record) => isOpen(record))
        .map((record) => record.provider)
        .sort(),
    );
    for (const line of plan.lines) expect(line.answer.status, line.provider).toBe('possible');
  });

  it('answers a former BoursoBank client « pas pour vous » there, and leaves every other offer as it was', () => {
    const before = statusOf(planOf(''));
    const after = statusOf(planOf('boursobank=ancien&boursobank-date=2024-05-31'));
    expect(after.BOURSOBANK).toBe('not-for-you');
    expect({ ...after, BOURSOBANK: before.BOURSOBANK }).toEqual(before);
    const line = planOf('boursobank=ancien').lines.find((candidate) => candidate.provider === 'BOURSOBANK');
    // The record's sentence and the number of its source in the offer's box.
    expect(line?.rule?.text).toMatch(/jamais été client/);
    expect(line?.rule?.sourceNumber).toBeGreaterThan(0);
    expect(line?.rule?.sourceHref).toMatch(/^\/banque\/boursobank#source-boursobank-\d+$/);
  });

  it('asks to check an offer whose terms give no rule, once the visitor was a client', () => {
    const plan = planOf('fortuneo=ancien');
    const fortuneo = plan.lines.filter((line) => line.company.slug === 'fortuneo');
    expect(fortuneo.length).toBe(2);
    for (const line of fortuneo) {
      expect(line.answer.status).toBe('to-check');
      expect(line.answer.words).toBe('à vérifier');
    }
  });

  it('puts what can be done now first, and adds up the net values the resolved offers show', () => {
    const plan = planOf('boursobank=client&fortuneo=ancien');
    const order = plan.lines.map((line) => line.answer.status);
    const rank = { possible: 0, 'possible-from': 1, 'to-check': 2, 'not-for-you': 3, closed: 4 } as const;
    expect(order.map((status) => rank[status])).toEqual([...order.map((status) => rank[status])].sort((a, b) => a - b));
    // One account per company earns one bonus: the best of its offers counts, once.
    const bestByCompany = new Map<string, number>();
    for (const line of plan.lines) {
      if (!line.rewardsYou || (line.answer.status !== 'possible' && line.answer.status !== 'possible-from')) continue;
      const value = resolveOffer(
        line.provider,
        allOfferRecords().find((r) => r.provider === line.provider),
        values,
      ).netValue;
      const euros = value.kind === 'exact' ? value.value : value.kind === 'range' ? value.max : 0;
      bestByCompany.set(line.company.slug, Math.max(bestByCompany.get(line.company.slug) ?? 0, euros));
    }
    expect(plan.total.euros).toBeCloseTo(
      [...bestByCompany.values()].reduce((sum, euros) => sum + euros, 0),
      2,
    );
    for (const line of plan.lines) expect(line.netValue).toEqual(line.offer.netValue);
  });

  it('counts Fortuneo’s two cards as one bonus, names each as the other’s alternative, and never counts an offer that pays only the sponsor', () => {
    const plan = planOf('');
    const gold = plan.lines.find((line) => line.provider === 'FORTUNEO_GOLD');
    const fosfo = plan.lines.find((line) => line.provider === 'FORTUNEO_FOSFO');
    expect(gold?.alternatives).toEqual(['Fortuneo (carte Fosfo)']);
    expect(fosfo?.alternatives).toEqual(['Fortuneo (carte Gold)']);
    const worth = (line: PlanLine | undefined) => (line?.netValue.kind === 'exact' ? line.netValue.value : 0);
    const withoutFortuneo = plan.lines
      .filter((line) => line.company.slug !== 'fortuneo' && line.rewardsYou)
      .reduce((sum, line) => sum + worth(line), 0);
    expect(plan.total.euros).toBeCloseTo(withoutFortuneo + Math.max(worth(gold), worth(fosfo)), 2);
    const sponsorOnly = plan.lines.filter((line) => !line.rewardsYou);
    expect(sponsorOnly.length).toBeGreaterThan(0);
    for (const line of sponsorOnly) expect(line.offer.referee.status, line.provider).toBe('none');
    expect(plan.now).toBe(plan.lines.filter((line) => line.rewardsYou && line.answer.status === 'possible').length);
  });

  it('writes the answers back as one address, which reads back the same', () => {
    const query = parsePlanQuery(new URLSearchParams('n26=client&boursobank=ancien&boursobank-date=2024-05-31&x=1'), TODAY);
    const search = planSearch(query.answers);
    expect(search).toBe('?boursobank=ancien&boursobank-date=2024-05-31&n26=client');
    expect(parsePlanQuery(new URLSearchParams(search), TODAY).answers).toEqual(query.answers);
  });
});

describe('the plan’s calendar', () => {
  const deadlines = [
    {
      provider: 'CURVE',
      key: 'ouverture',
      day: '2027-02-28',
      title: 'Curve\u00a0: l’offre vous est ouverte',
      description:
        'Les conditions comptent 12\u00a0mois depuis la clôture de votre précédent compte, ce qui fait une longue ligne à plier; avec, des virgules.',
    },
    { provider: 'BOURSOBANK', key: 'fin', day: '2026-12-31', title: 'BoursoBank\u00a0: dernier jour de l’offre', description: 'Fin.' },
  ] as const;
  const text = planCalendar(deadlines, new Date('2026-12-06T10:00:00Z'));
  const lines = text.split('\r\n');

  it('is RFC 5545: CRLF lines of at most 75 octets, one VEVENT per deadline, each with one display alarm days before', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
    expect(lines.filter((line) => line === `TRIGGER:-P${PLAN_REMINDER_DAYS}D`)).toHaveLength(2);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270228');
    // An all-day event ends the next day, exclusive: across a month's end too.
    expect(lines).toContain('DTEND;VALUE=DATE:20270301');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    // Unfolded, the description keeps its text, escaped.
    expect(text.replace(/\r\n /g, '')).toContain('plier\\; avec\\, des virgules.');
    expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(2);
  });
});
