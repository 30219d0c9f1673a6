import { describe, expect, it } from 'vitest';
import { formatEuros } from './format';

describe('formatEuros', () => {
  it.each([
    [80, '80\u00a0€'],
    [0, '0\u00a0€'],
    [7.5, '7,50\u00a0€'],
    [2.25, '2,25\u00a0€'],
    [1250, '1\u202f250\u00a0€'],
    [1000000, '1\u202f000\u202f000\u00a0€'],
    [10.001, '10\u00a0€'],
    [-5, '−5\u00a0€'],
  ])('%d → %s', (amount, text) => {
    expect(formatEuros(amount)).toBe(text);
  });
});
