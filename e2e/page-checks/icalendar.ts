import { expect } from '@playwright/test';

/*
 * The site's iCalendar files (an offer box's deadlines, « Mon plan »'s), read strictly: the
 * end-to-end checks of both hold them to RFC 5545 with this one reader.
 */
type Property = { readonly name: string; readonly params: readonly string[]; readonly value: string };
export type Component = { readonly name: string; readonly properties: Property[]; readonly children: Component[] };

/**
 * A strict reading of RFC 5545's syntax (§3.1): CRLF lines of at most 75 octets, folding
 * undone, every content line `NAME[;PARAM…]:value`, BEGIN and END nested and matched. Enough
 * to say the file parses, without a dependency for a dozen lines.
 */
export function parseICalendar(text: string): Component {
  expect(text.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line, 'no bare CR or LF').not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), `75 octets at most: ${line}`).toBeLessThanOrEqual(75);
  }
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const root: Component = { name: '', properties: [], children: [] };
  const stack: Component[] = [root];
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=[^:;]+)*):(.*)$/.exec(line);
    expect(match, `a content line: ${line}`).not.toBeNull();
    const [, name = '', params = '', value = ''] = match ?? [];
    const current = stack.at(-1) as Component;
    if (name === 'BEGIN') {
      const child: Component = { name: value, properties: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(value, 'END matches its BEGIN').toBe(current.name);
      stack.pop();
    } else {
      current.properties.push({ name, params: params.split(';').filter(Boolean), value });
    }
  }
  expect(stack, 'every BEGIN has its END').toHaveLength(1);
  expect(root.children.map((child) => child.name)).toEqual(['VCALENDAR']);
  return root.children[0] as Component;
}

export const one = (component: Component, name: string) => {
  const found = component.properties.filter((property) => property.name === name);
  expect(found, `${component.name} has one ${name}`).toHaveLength(1);
  return found[0] as Property;
};
