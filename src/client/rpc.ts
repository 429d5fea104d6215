/**
 * google.script.run as typed promises: `call('buildStandings', request)` is checked against
 * ServerApi (src/shared/types.ts), which the server implements.
 */
import type { ServerApi } from '../shared/types';

export type ServerFunction = keyof ServerApi;

export function call<K extends ServerFunction>(
  name: K,
  ...args: Parameters<ServerApi[K]>
): Promise<ReturnType<ServerApi[K]>> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value: unknown) => resolve(value as ReturnType<ServerApi[K]>))
      .withFailureHandler((error: Error) =>
        reject(error instanceof Error ? error : new Error(String(error))),
      ) as unknown as Record<K, (...a: Parameters<ServerApi[K]>) => void>;
    runner[name](...args);
  });
}
