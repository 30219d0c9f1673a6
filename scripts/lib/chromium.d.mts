export declare const DEFAULT_CHROMIUM: string;
export declare const INSTALL_COMMAND: string;
export declare function ensureChromium(deps?: {
  env?: Record<string, string | undefined>;
  isExecutable?: (path: string) => boolean;
  isRoot?: boolean;
  hasApt?: boolean;
  install?: () => boolean;
}): { ok: true; path: string; installed: boolean } | { ok: false; message: string };
