// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../theme';
import { BOOT_SCRIPT } from './boot-script';
import { CHUNK_RETRY_GRACE_MS, RELOAD_MARKER_KEY } from './reload-guard';

type Listener = (event: Event) => void;

/** Runs the inline script as the browser would, with `location` and `addEventListener` observed. */
function runBootScript() {
  const listeners: { type: string; listener: Listener }[] = [];
  const reload = vi.fn();
  const add = (type: string, listener: Listener) => listeners.push({ type, listener });
  new Function('location', 'addEventListener', BOOT_SCRIPT)({ reload }, add);
  const dispatch = (type: string, event: Event) => listeners.filter((l) => l.type === type).forEach((l) => l.listener(event));
  const onElement = (type: string, target: Element) => {
    const event = new Event(type);
    Object.defineProperty(event, 'target', { value: target });
    dispatch(type, event);
  };
  return { reload, onElement, dispatch };
}

const script = (src: string) => Object.assign(document.createElement('script'), { src });

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('theme before the first paint', () => {
  it('applies a stored dark theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
  it('leaves the default (light) otherwise', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});

describe('chunk failure', () => {
  const chunk = 'http://127.0.0.1/_next/static/chunks/abc.js';

  it('reloads once when a build file fails and no retry loads it', () => {
    const { reload, onElement } = runBootScript();
    onElement('error', script(chunk));
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(RELOAD_MARKER_KEY))).toBe(Date.now());
  });

  it('does not reload when the runtime retry of the file succeeds', () => {
    const { reload, onElement } = runBootScript();
    onElement('error', script(chunk));
    vi.advanceTimersByTime(400);
    onElement('load', script(chunk));
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores files that are not the build’s', () => {
    const { reload, onElement } = runBootScript();
    onElement('error', script('http://127.0.0.1/autre/script.js'));
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload again while the marker of the last reload is valid', () => {
    sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now() - 3_000));
    const { reload, onElement } = runBootScript();
    onElement('error', script(chunk));
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('reloads on an unhandled ChunkLoadError', () => {
    const { reload, dispatch } = runBootScript();
    const error = Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });
    dispatch('unhandledrejection', Object.assign(new Event('unhandledrejection'), { reason: error }));
    dispatch('unhandledrejection', Object.assign(new Event('unhandledrejection'), { reason: new Error('autre') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
