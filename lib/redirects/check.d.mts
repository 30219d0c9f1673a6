export type RedirectStatus = 301 | 302 | 303 | 307 | 308;
export type CheckedRule = {
  readonly source: string;
  readonly destination: string;
  readonly status: RedirectStatus;
  readonly why: string;
  readonly label?: string;
  readonly providers?: readonly string[];
};
export declare const REDIRECT_STATUSES: readonly RedirectStatus[];
export declare const OUTBOUND_STATUSES: readonly RedirectStatus[];
export declare const OUTBOUND_PREFIX: '/go/';
export declare function checkRedirects(rules: unknown, file?: string): CheckedRule[];
