import type { Tournament } from '../../src/core/model/types';

const RESULT: Record<string, string> = { win: '1', draw: '½', loss: '0' };

/** The tournament as a progress table grid (`No | Name | Elo | 1 … R`), as Sheets would deliver it. */
export function progressGrid(t: Tournament): (string | number)[][] {
  const header: (string | number)[] = ['No', 'Name', 'Elo'];
  for (let r = 1; r <= t.rounds; r++) header.push(`R${r}`);
  const rows = t.participants.map(p => {
    const row: (string | number)[] = [p.startNo, p.name, p.rating ?? ''];
    for (const e of p.rounds) {
      switch (e.kind) {
        case 'played':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}${RESULT[e.result]}`);
          break;
        case 'forfeit-win':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}+`);
          break;
        case 'forfeit-loss':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}-`);
          break;
        case 'double-forfeit':
          row.push(`${e.opponent}${e.colour === 'b' ? 's' : 'w'}--`);
          break;
        case 'pairing-bye':
          row.push('bye');
          break;
        case 'half-bye':
          row.push('H');
          break;
        case 'full-bye':
          row.push('F');
          break;
        default:
          row.push('Z');
      }
    }
    return row;
  });
  return [header, ...rows];
}
