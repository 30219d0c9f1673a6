import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Both themes' colour variables (app/globals.css) meet WCAG 2.2 contrast for every
 * pair the styles actually use: 4.5:1 for text, 3:1 for the focus ring.
 */
const css = readFileSync(join(import.meta.dirname, '..', 'app', 'globals.css'), 'utf8');

function variablesOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`${selector} introuvable dans globals.css`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name, value]));
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;
const PAIRS: [foreground: string, background: string, minimum: number][] = [
  ['text', 'bg', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'accent-soft', TEXT],
  ['text', 'info-soft', TEXT],
  ['text', 'warn-soft', TEXT],
  ['muted', 'bg', TEXT],
  ['muted', 'surface', TEXT],
  ['muted', 'accent-soft', TEXT],
  ['accent', 'bg', TEXT],
  ['accent', 'surface', TEXT],
  ['accent', 'accent-soft', TEXT],
  ['accent-strong', 'surface', TEXT],
  ['accent-strong', 'accent-soft', TEXT],
  ['on-accent', 'accent', TEXT],
  ['on-accent', 'accent-strong', TEXT],
  ['boost', 'boost-soft', TEXT],
  ['focus', 'bg', NON_TEXT],
  ['focus', 'surface', NON_TEXT],
];

describe.each([
  ['light', ':root'],
  ['dark', "[data-theme='dark']"], // as Prettier writes it
])('%s theme', (_name, selector) => {
  const vars = variablesOf(selector);
  it.each(PAIRS)('%s on %s reaches %s:1', (foreground, background, minimum) => {
    const fg = vars[foreground];
    const bg = vars[background];
    expect(fg, `--${foreground}`).toBeDefined();
    expect(bg, `--${background}`).toBeDefined();
    expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(minimum);
  });
});

it('the system’s dark preference gets exactly the dark theme a visitor can choose', () => {
  const chosen = variablesOf("[data-theme='dark']");
  expect(Object.keys(chosen).length).toBeGreaterThan(10);
  expect(variablesOf(":root:not([data-theme='light'])")).toEqual(chosen);
  expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \{/);
});

it('the contrast formula gives the reference values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});
