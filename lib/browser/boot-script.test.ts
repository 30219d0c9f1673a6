// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../theme';
import { BOOT_SCRIPT } from './boot-script';
import { CHUNK_RETRY_GRACE_MS, RECOVER_GLOBAL, RELOAD_MARKER_KEY } from './reload-guard';

type Listener = (event: Event) => void;

/**
 * Runs the inline script as the browser would, in a fresh document, with `location`
 * and window's `addEventListener` observed.
 */
function runBootScript() {
  const doc = document.implementation.createHTMLDocument('essai');
  const windowListeners: { type: string; listener: Listener }[] = [];
  const reload = vi.fn();
  const add = (type: string, listener: Listener) => windowListeners.push({ type, listener });
  new Function('location', 'addEventListener', 'document', BOOT_SCRIPT)({ reload }, add, doc);
  const onWindow = (type: string, event: Event) => windowListeners.filter((l) => l.type === type).forEach((l) => l.listener(event));
  const onElement = (type: 'error' | 'load', src: string) => {
    const element = doc.createElement('script');
    element.src = src;
    doc.head.append(element);
    element.dispatchEvent(new Event(type));
    element.remove();
  };
  return { doc, reload, onElement, onWindow };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // The boot script publishes its guarded reload on window; Node files run next in this worker.
  Reflect.deleteProperty(window, RECOVER_GLOBAL);
});

describe('theme before the first paint', () => {
  it('applies a stored dark theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { doc } = runBootScript();
    expect(doc.documentElement.dataset.theme).toBe('dark');
  });
  it('applies a stored light choice too, which overrides a dark system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { doc } = runBootScript();
    expect(doc.documentElement.dataset.theme).toBe('light');
  });
  it('sets nothing otherwise: the stylesheet follows the system’s preference', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    const { doc } = runBootScript();
    expect(doc.documentElement.dataset.theme).toBeUndefined();
  });
});

describe('chunk failure', () => {
  const chunk = 'http://127.0.0.1/_next/static/chunks/abc.js';

  it('reloads once when a build file fails and no retry loads it', () => {
    const { reload, onElement } = runBootScript();
    onElement('error', chunk);
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(RELOAD_MARKER_KEY))).toBe(Date.now());
  });

  it('gives the runtime’s retry 1.5 s, and reloads then and not before', () => {
    // Written out rather than read from the constant: a changed grace period fails here.
    const { reload, onElement } = runBootScript();
    onElement('error', chunk);
    vi.advanceTimersByTime(1_499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the last reload is 10 s old, not before', () => {
    // The marker's age when the grace period ends, the moment the script decides.
    const markerAged = (ageMs: number) => String(Date.now() + 1_500 - ageMs);
    sessionStorage.setItem(RELOAD_MARKER_KEY, markerAged(9_999));
    const blocked = runBootScript();
    blocked.onElement('error', chunk);
    vi.advanceTimersByTime(1_500);
    expect(blocked.reload).not.toHaveBeenCalled();

    sessionStorage.setItem(RELOAD_MARKER_KEY, markerAged(10_000));
    const allowed = runBootScript();
    allowed.onElement('error', chunk);
    vi.advanceTimersByTime(1_500);
    expect(allowed.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the runtime retry of the file succeeds', () => {
    const { reload, onElement } = runBootScript();
    onElement('error', chunk);
    vi.advanceTimersByTime(400);
    onElement('load', chunk);
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores files that are not the build’s', () => {
    const { reload, onElement } = runBootScript();
    onElement('error', 'http://127.0.0.1/autre/script.js');
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload again while the marker of the last reload is valid', () => {
    sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now() - 3_000));
    const { reload, onElement } = runBootScript();
    onElement('error', chunk);
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it('sees a build file that failed before the script ran', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://127.0.0.1/_next/static/chunks/ok.js', responseStatus: 200 },
      { name: `${chunk}?v=1`, responseStatus: 404 },
    ] as unknown as PerformanceEntryList);
    const { reload } = runBootScript();
    vi.advanceTimersByTime(CHUNK_RETRY_GRACE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on an unhandled ChunkLoadError', () => {
    const { reload, onWindow } = runBootScript();
    const error = Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' });
    onWindow('unhandledrejection', Object.assign(new Event('unhandledrejection'), { reason: error }));
    onWindow('unhandledrejection', Object.assign(new Event('unhandledrejection'), { reason: new Error('autre') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
