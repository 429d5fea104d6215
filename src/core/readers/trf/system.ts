import type { TournamentSystem } from '../../model/types';

/** Round robin or Swiss from the encoded type (192), else from the free text (092). */
export function systemOf(
  typeCode: string | undefined,
  typeText: string | undefined,
): TournamentSystem | undefined {
  const code = (typeCode ?? '').toUpperCase();
  // Pre-determined pairings (Art. 15.2): round robins, and Scheveningen/Schiller schedules.
  if (/ROUNDROBIN|SCHEVENINGEN|SCHILLER/.test(code)) return 'round-robin';
  if (/DUTCH|DUBOV|BURSTEIN|LIM|SWISS|BAKU|^FIDE_TEAM/.test(code)) return 'swiss';
  const text = (typeText ?? '').toLowerCase();
  if (
    /round[\s-]*robin|rundenturnier|berger|toutes[\s-]*rondes|all[\s-]*play[\s-]*all|jeder[\s-]*gegen[\s-]*jeden/.test(
      text,
    )
  ) {
    return 'round-robin';
  }
  if (/swiss|schweizer/.test(text)) return 'swiss';
  return undefined;
}
