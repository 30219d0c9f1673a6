/**
 * docs/behaviours.md#données-de-page-indisponibles: a page-payload loading failure is only a warning. When the data of the next
 * page (its RSC payload) cannot be fetched, Next.js already recovers by loading the
 * page in full, but reports it with console.error, which error monitoring would count
 * as a fault. This turns exactly that message into a warning; every other error is
 * left as it is.
 */
const PAYLOAD_FAILURE = /^Failed to fetch RSC payload for /;

export function isPayloadFailure(args: readonly unknown[]): boolean {
  return typeof args[0] === 'string' && PAYLOAD_FAILURE.test(args[0]);
}

export function reportPayloadFailuresAsWarnings(target: Pick<Console, 'error' | 'warn'> = console): void {
  const error = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (isPayloadFailure(args)) target.warn(...args);
    else error(...args);
  };
}
