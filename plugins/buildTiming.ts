import {PerfLogger} from '@docusaurus/logger';

/**
 * Names a part of the build in Docusaurus's performance log (printed when
 * `DOCUSAURUS_PERF_LOGGER=true`), so the bench can give each plugin's share of a cold build. The
 * log prints nothing otherwise, and costs nothing.
 */
export function timed<T>(part: string, work: () => Promise<T>): Promise<T> {
  return PerfLogger.async(`tessera: ${part}`, work);
}

/** {@link timed} for work that does not wait. */
export function timedSync<T>(part: string, work: () => T): T {
  const label = `tessera: ${part}`;
  PerfLogger.start(label);
  try {
    return work();
  } finally {
    PerfLogger.end(label);
  }
}
