import { describe, expect, it } from 'vitest';
import { formatDateFr } from '../format-date';
import { addMonths } from './months';
import { ANCHOR_DAY, newCustomerEligibility, type EligibilityInput, type ProviderHistory } from './new-customer';
import type { NewCustomer, NewCustomerAnchor, Programme } from './schema';

const NBSP = '\u00a0';
const TODAY = '2026-12-06';
const sure = { source: 'aide', certainty: 'sure' } as const;
const OPEN: Programme = { status: 'open', source: 'programme', certainty: 'sure' };
const neverClient: NewCustomer = { rule: 'never-client', ...sure };
const notClientFor = (months: number, since?: NewCustomerAnchor): NewCustomer => ({
  rule: 'not-client-for',
  months,
  ...(since ? { since } : {}),
  ...sure,
});
const frenchDay = (day: string) => formatDateFr(day).replace(/^1 /, '1er ');

const answer = (rule: NewCustomer | undefined, histories: readonly ProviderHistory[], fields: Partial<EligibilityInput> = {}) =>
  newCustomerEligibility({ rule, programme: OPEN, histories, today: TODAY, ...fields });

describe('newCustomerEligibility', () => {
  describe('a visitor who was never a client', () => {
    it('may get the offer under any rule, or none', () => {
      for (const rule of [
        neverClient,
        notClientFor(12, 'closing'),
        { rule: 'other', text: 'Une règle en mots', ...sure } as const,
        undefined,
      ]) {
        expect(answer(rule, [])).toMatchObject({ status: 'possible', words: 'possible' });
        expect(answer(rule, [{ held: 'never' }])).toMatchObject({ status: 'possible', words: 'possible' });
      }
    });

    it('rests on the rule’s source when the record has one, and on nothing otherwise', () => {
      expect(answer(neverClient, []).basis).toEqual({ fact: 'newCustomer', ...sure });
      expect(answer(undefined, []).basis).toBeUndefined();
    });
  });

  describe('never-client', () => {
    it('is not for anyone who held an account, current or closed', () => {
      for (const history of [{ held: 'current' }, { held: 'closed', closedOn: '2015-01-01' }] as const) {
        expect(answer(neverClient, [history])).toMatchObject({ status: 'not-for-you', words: 'pas pour vous', basis: { source: 'aide' } });
      }
    });
  });

  describe('not-client-for, counted from the closing', () => {
    it('opens the offer N months after the closing, said as a French date', () => {
      const closedOn = '2026-03-03';
      const result = answer(notClientFor(12, 'closing'), [{ held: 'closed', closedOn }]);
      const from = addMonths(closedOn, 12);
      expect(result).toMatchObject({ status: 'possible-from', from });
      expect(result.words).toBe(`possible à partir du ${frenchDay(from)}`);
      expect(result.words).toBe('possible à partir du 3 mars 2027');
      expect(result.why).toContain(`12${NBSP}mois depuis la clôture`);
    });

    it('is possible once the months have run, including on the very day', () => {
      expect(answer(notClientFor(12, 'closing'), [{ held: 'closed', closedOn: '2025-06-01' }])).toMatchObject({ status: 'possible' });
      expect(answer(notClientFor(12, 'closing'), [{ held: 'closed', closedOn: '2025-12-06' }])).toMatchObject({ status: 'possible' });
      expect(answer(notClientFor(12, 'closing'), [{ held: 'closed', closedOn: '2025-12-07' }])).toMatchObject({
        status: 'possible-from',
        from: '2026-12-07',
      });
    });

    it('clamps a month end: closed on 31 January, 1 month later is the last day of February', () => {
      expect(answer(notClientFor(1, 'closing'), [{ held: 'closed', closedOn: '2027-01-31' }], { today: '2027-02-01' })).toMatchObject({
        from: '2027-02-28',
      });
      expect(answer(notClientFor(1, 'closing'), [{ held: 'closed', closedOn: '2028-01-31' }], { today: '2028-02-01' })).toMatchObject({
        from: '2028-02-29',
      });
    });

    it('counts from 29 February to 28 February of a common year', () => {
      const result = answer(notClientFor(12, 'closing'), [{ held: 'closed', closedOn: '2024-02-29' }], { today: '2025-01-10' });
      expect(result).toMatchObject({ status: 'possible-from', from: '2025-02-28', words: 'possible à partir du 28 février 2025' });
      expect(answer(notClientFor(12, 'closing'), [{ held: 'closed', closedOn: '2024-02-29' }], { today: '2025-02-28' }).status).toBe(
        'possible',
      );
    });

    it('counts from a closing date in the future', () => {
      const result = answer(notClientFor(6, 'closing'), [{ held: 'closed', closedOn: '2027-01-31' }]);
      expect(result).toMatchObject({ status: 'possible-from', from: '2027-07-31' });
    });

    it('asks for the closing day when a former client does not give it', () => {
      const result = answer(notClientFor(12, 'closing'), [{ held: 'closed', openedOn: '2020-01-01' }]);
      expect(result).toMatchObject({ status: 'to-check', missing: ['closedOn'], words: 'à vérifier' });
      expect(result.why).toBe('Pour calculer la date, il manque le jour de clôture de votre compte.');
    });

    it('counts from the closing when the record names no anchor: the last day as a client', () => {
      expect(answer(notClientFor(12), [{ held: 'closed', closedOn: '2026-03-03', openedOn: '2020-01-01' }])).toMatchObject({
        status: 'possible-from',
        from: '2027-03-03',
      });
    });
  });

  describe('not-client-for, counted from the opening or the last bonus', () => {
    it('counts from the opening, not from the closing', () => {
      const history = { held: 'closed', openedOn: '2026-02-10', closedOn: '2026-04-01', lastBonusOn: '2026-05-01' } as const;
      expect(answer(notClientFor(12, 'opening'), [history])).toMatchObject({ status: 'possible-from', from: '2027-02-10' });
      expect(answer(notClientFor(12, 'last-bonus'), [history])).toMatchObject({ status: 'possible-from', from: '2027-05-01' });
      expect(answer(notClientFor(12, 'closing'), [history])).toMatchObject({ status: 'possible-from', from: '2027-04-01' });
    });

    it('needs the day of its own anchor, naming it', () => {
      const closed = { held: 'closed', closedOn: '2026-04-01' } as const;
      expect(answer(notClientFor(12, 'opening'), [closed])).toMatchObject({ status: 'to-check', missing: ['openedOn'] });
      const lastBonus = answer(notClientFor(24, 'last-bonus'), [closed]);
      expect(lastBonus).toMatchObject({ status: 'to-check', missing: ['lastBonusOn'] });
      expect(lastBonus.why).toBe('Pour calculer la date, il manque le jour où vous avez reçu votre dernière prime.');
    });

    it('names each anchor’s day by the field a history gives it in', () => {
      for (const anchor of ['opening', 'closing', 'last-bonus'] as const) {
        const history = { held: 'closed', [ANCHOR_DAY[anchor]]: '2026-06-15' } as ProviderHistory;
        expect(answer(notClientFor(12, anchor), [history])).toMatchObject({ status: 'possible-from', from: '2027-06-15' });
      }
    });

    it('does not open the offer before a current account is closed', () => {
      const result = answer(notClientFor(12, 'opening'), [{ held: 'current', openedOn: '2020-01-01', closingOn: '2027-01-15' }]);
      expect(result).toMatchObject({ status: 'possible-from', from: '2027-01-15' });
    });

    it('treats a day that is not a real one as not given', () => {
      expect(answer(notClientFor(12, 'opening'), [{ held: 'closed', openedOn: '2026-02-30' }])).toMatchObject({
        status: 'to-check',
        missing: ['openedOn'],
      });
    });
  });

  describe('a current client', () => {
    it('asks at once for every day the date needs', () => {
      expect(answer(notClientFor(12, 'opening'), [{ held: 'current' }])).toMatchObject({
        status: 'to-check',
        missing: ['closingOn', 'openedOn'],
      });
      expect(answer(notClientFor(12, 'opening'), [{ held: 'current', openedOn: '2025-01-01' }])).toMatchObject({ missing: ['closingOn'] });
    });

    it('is to check under not-client-for until a closing day is given', () => {
      const result = answer(notClientFor(12, 'closing'), [{ held: 'current', openedOn: '2023-01-01' }]);
      expect(result).toMatchObject({ status: 'to-check', missing: ['closingOn'] });
      expect(result.why).toBe('Pour calculer la date, il manque le jour où vous fermerez votre compte.');
    });

    it('counts from a closing planned in the future', () => {
      expect(answer(notClientFor(12, 'closing'), [{ held: 'current', closingOn: '2027-01-31' }])).toMatchObject({
        status: 'possible-from',
        from: '2028-01-31',
        words: 'possible à partir du 31 janvier 2028',
      });
    });
  });

  describe('a rule the record does not give, or gives in words', () => {
    it('is to check for a former or current client, asking to read the rule', () => {
      const other: NewCustomer = { rule: 'other', text: 'Ne pas avoir détenu de compte joint', ...sure };
      for (const rule of [undefined, other]) {
        const result = answer(rule, [{ held: 'closed', closedOn: '2020-01-01' }]);
        expect(result).toMatchObject({ status: 'to-check', missing: ['rule'] });
      }
      expect(answer(other, [{ held: 'current' }]).basis).toEqual({ fact: 'newCustomer', ...sure });
    });

    it('says which: terms silent on former clients, or a rule in words to read', () => {
      const other: NewCustomer = { rule: 'other', text: 'Ne pas avoir détenu de compte joint', ...sure };
      expect(answer(undefined, [{ held: 'closed' }]).why).toMatch(/^Les conditions publiées ne disent pas si un ancien client y a droit/);
      expect(answer(other, [{ held: 'closed' }]).why).toMatch(/la règle de l’offre ne se ramène pas à une date/);
    });
  });

  describe('a provider held twice', () => {
    it('counts from the latest anchor, whatever the order', () => {
      const early = { held: 'closed', closedOn: '2025-01-10' } as const;
      const late = { held: 'closed', closedOn: '2026-08-20' } as const;
      for (const histories of [
        [early, late],
        [late, early],
      ]) {
        expect(answer(notClientFor(12, 'closing'), histories)).toMatchObject({ status: 'possible-from', from: '2027-08-20' });
      }
    });

    it('lets a current account, a missing day or a refusal win over a date', () => {
      const closed = { held: 'closed', closedOn: '2026-08-20' } as const;
      expect(answer(notClientFor(12, 'closing'), [closed, { held: 'current' }])).toMatchObject({
        status: 'to-check',
        missing: ['closingOn'],
      });
      expect(answer(notClientFor(12, 'last-bonus'), [{ ...closed, lastBonusOn: '2026-01-01' }, closed])).toMatchObject({
        status: 'to-check',
        missing: ['lastBonusOn'],
      });
      expect(answer(neverClient, [{ held: 'never' }, closed])).toMatchObject({ status: 'not-for-you' });
    });

    it('names each missing day once', () => {
      const result = answer(notClientFor(12, 'opening'), [{ held: 'closed' }, { held: 'closed' }, { held: 'current' }]);
      expect(result).toMatchObject({ status: 'to-check', missing: ['openedOn', 'closingOn'] });
      expect(result.why).toBe(
        'Pour calculer la date, il manque le jour d’ouverture de votre compte et le jour où vous fermerez votre compte.',
      );
    });

    it('is possible only when every account is past its delay', () => {
      expect(
        answer(notClientFor(12, 'closing'), [
          { held: 'closed', closedOn: '2024-01-01' },
          { held: 'closed', closedOn: '2025-01-01' },
        ]),
      ).toMatchObject({ status: 'possible' });
    });
  });

  describe('a programme that is not open', () => {
    it('is « offre terminée », not « pas pour vous », whatever the history, resting on the programme', () => {
      const programme: Programme = { status: 'ended', end: '2026-10-31', ...sure };
      const result = answer(neverClient, [{ held: 'current' }], { programme });
      expect(result).toEqual({
        status: 'closed',
        words: 'offre terminée',
        why: `Le programme a pris fin le ${frenchDay('2026-10-31')}.`,
        basis: { fact: 'programme', ...sure },
      });
    });

    it('says a programme not found as such, without a source when the record has none', () => {
      const programme: Programme = { status: 'not-found', searched: 'un programme de parrainage', on: '2026-11-01' };
      const result = answer(undefined, [], { programme });
      expect(result).toMatchObject({
        status: 'closed',
        words: 'programme non publié',
        why: 'Aucun programme publié au 1er novembre 2026.',
      });
      expect(result.basis).toBeUndefined();
    });
  });
});
