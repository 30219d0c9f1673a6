/** Runs `task` once the page has loaded and the main thread is idle (at the latest 5 s later). */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => task(), { timeout: 5_000 }) : setTimeout(task, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** `whenIdleAfterLoad` for work that awaits it. */
export const idleAfterLoad = (): Promise<void> => new Promise((resolve) => whenIdleAfterLoad(resolve));
