import { describe, expect, it, vi } from 'vitest';
import { TEST_CHROMIUM, ensureChromium } from './chromium.mjs';

describe('ensureChromium', () => {
  it('uses Debian’s Chromium headless shell when it is there, installing nothing', () => {
    const install = vi.fn(() => true);
    expect(ensureChromium({ env: {}, isExecutable: (path) => path === TEST_CHROMIUM, install })).toEqual({
      ok: true,
      path: TEST_CHROMIUM,
      installed: false,
    });
    expect(install).not.toHaveBeenCalled();
  });

  it('installs it with apt when missing and the user is root', () => {
    let present = false;
    const install = vi.fn(() => (present = true));
    expect(ensureChromium({ env: {}, isExecutable: () => present, isRoot: true, hasApt: true, install })).toEqual({
      ok: true,
      path: TEST_CHROMIUM,
      installed: true,
    });
  });

  it('otherwise stops with one French line giving the exact command', () => {
    const install = vi.fn(() => true);
    const result = ensureChromium({ env: {}, isExecutable: () => false, isRoot: false, hasApt: true, install });
    expect(install).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: false, message: expect.stringContaining('« sudo apt-get install -y chromium-headless-shell »') });
    expect(result.ok === false && result.message.split('\n')).toHaveLength(1);
  });

  it('never installs over an explicit CHROMIUM_PATH that is wrong', () => {
    const install = vi.fn(() => true);
    const result = ensureChromium({
      env: { CHROMIUM_PATH: '/opt/absent' },
      isExecutable: () => false,
      isRoot: true,
      hasApt: true,
      install,
    });
    expect(install).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^Chromium introuvable à CHROMIUM_PATH=\/opt\/absent/) });
  });
});
