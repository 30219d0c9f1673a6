import { describe, expect, it } from 'vitest';
import { isNewerBuild, parseLatestBuild } from './build-id';

describe('build id comparison', () => {
  it('reads the id of a /builds/latest.json body', () => {
    expect(parseLatestBuild({ id: '3f9a1c0b7e2d4a61' })).toBe('3f9a1c0b7e2d4a61');
  });
  it('rejects bodies that are not a build id', () => {
    for (const body of [null, 'abc', 42, {}, { id: 12 }, { id: '' }, { id: '<script>' }, { id: 'x'.repeat(101) }]) {
      expect(parseLatestBuild(body), JSON.stringify(body)).toBeUndefined();
    }
  });
  it('a different id online is a newer build; the same id, or none, is not', () => {
    expect(isNewerBuild('aaa', 'bbb')).toBe(true);
    expect(isNewerBuild('aaa', 'aaa')).toBe(false);
    expect(isNewerBuild('aaa', undefined)).toBe(false);
  });
});
