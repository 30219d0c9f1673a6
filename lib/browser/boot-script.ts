import { THEME_STORAGE_KEY } from '../theme';
import { BUILD_ASSET_PREFIX, CHUNK_RETRY_GRACE_MS, RECOVER_GLOBAL, RELOAD_GUARD_MS, RELOAD_MARKER_KEY, mayReload } from './reload-guard';

type BootConfig = {
  readonly themeKey: string;
  readonly markerKey: string;
  readonly guardMs: number;
  readonly assetPrefix: string;
  readonly graceMs: number;
  readonly recoverGlobal: string;
};

/**
 * Runs inline in <head>, before the first paint and before any script of the build:
 * 1. applies the visitor's stored choice of theme, so it never flashes the other one (without a
 *    choice the stylesheet follows the system's preference, script or not);
 * 2. marks the page as scripted (`data-js` on <html>), so that controls only scripts can
 *    work (the deadline calendar) are laid out from the first paint, never revealed later
 *    (which would move the page), and stay hidden for visitors without JavaScript;
 * 3. watches every file of the build (scripts and style sheets, those of the HTML and
 *    those loaded later) and reloads the page once, guarded, when one fails for good.
 *    It has to be inline: if the first-load scripts themselves are gone, nothing else runs.
 *
 * Self-contained (no imports, no outer variables): it is serialised with toString().
 */
function boot(config: BootConfig, mayReloadNow: typeof mayReload): void {
  const root = document.documentElement;
  root.dataset.js = '';
  try {
    const chosen = localStorage.getItem(config.themeKey);
    if (chosen === 'dark' || chosen === 'light') root.dataset.theme = chosen;
  } catch {
    // Storage blocked (privacy settings): the system's preference stays.
  }

  let reloading = false;
  const recover = (what: unknown): void => {
    if (reloading) return;
    let marker: string | null;
    try {
      marker = sessionStorage.getItem(config.markerKey);
    } catch {
      // Without a marker a reload could loop: do not reload at all.
      console.error('Un fichier du site ne se charge pas et la page ne peut pas être rechargée sans risque de boucle.', what);
      return;
    }
    if (!mayReloadNow(marker, Date.now(), config.guardMs)) {
      console.error('Un fichier du site ne se charge toujours pas après un rechargement : pas de nouveau rechargement.', what);
      return;
    }
    try {
      sessionStorage.setItem(config.markerKey, String(Date.now()));
    } catch {
      return;
    }
    reloading = true;
    console.warn('Un fichier du site n’a pas pu être chargé (nouvelle version en ligne ?) : rechargement de la page.', what);
    location.reload();
  };

  const assetOf = (target: EventTarget | null): string => {
    const url =
      target instanceof HTMLScriptElement
        ? target.src
        : target instanceof HTMLLinkElement && target.rel === 'stylesheet'
          ? target.href
          : '';
    return url.indexOf(config.assetPrefix) === -1 ? '' : (url.split('?')[0] ?? '');
  };
  // A failed file counts only if no retry of it has loaded within the grace period.
  const failing = new Map<string, ReturnType<typeof setTimeout>>();
  const failed = (asset: string) => {
    if (!asset || failing.has(asset)) return;
    failing.set(
      asset,
      setTimeout(() => {
        failing.delete(asset);
        recover(asset);
      }, config.graceMs),
    );
  };
  // On document, not window: an element's load event never reaches window.
  document.addEventListener('error', (event) => failed(assetOf(event.target)), true);
  // The HTML's own scripts may have failed before this script ran (it waits for the
  // style sheet above it): the browser's resource timing still tells.
  try {
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (entry.responseStatus >= 400 && entry.name.indexOf(config.assetPrefix) !== -1) failed(entry.name.split('?')[0] ?? '');
    }
  } catch {
    // No resource timing: only failures from now on are seen.
  }
  document.addEventListener(
    'load',
    (event) => {
      const asset = assetOf(event.target);
      const timer = asset ? failing.get(asset) : undefined;
      if (timer === undefined) return;
      clearTimeout(timer);
      failing.delete(asset);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.name === 'ChunkLoadError') recover(reason);
  });
  Object.defineProperty(window, config.recoverGlobal, { value: recover, configurable: true });
}

const CONFIG: BootConfig = {
  themeKey: THEME_STORAGE_KEY,
  markerKey: RELOAD_MARKER_KEY,
  guardMs: RELOAD_GUARD_MS,
  assetPrefix: BUILD_ASSET_PREFIX,
  graceMs: CHUNK_RETRY_GRACE_MS,
  recoverGlobal: RECOVER_GLOBAL,
};

/** The inline script of the root layout's <head>. */
export const BOOT_SCRIPT = `(${boot.toString()})(${JSON.stringify(CONFIG)},${mayReload.toString()});`;
