/**
 * Names and one-line explanations of team tie-break codes in English and German, for the
 * sidebar when the source is a team event. Definitions: FIDE C.07 (2026) Art. 13 and the team
 * codes of the TRF-2026 annex, the German league rules and the Olympiad regulations quoted in
 * spec/club-systems.md section B. The engine (src/core/teams) computes; this file only names.
 */
import { parseTeamCode, TEAM_PRESETS } from '../../core/teams';
import type { TeamCode } from '../../core/teams';
import type { CodeInfo, Locale, PresetInfo } from '../../shared/types';
import { describeCode } from './tiebreakCatalogue';

interface Text {
  readonly name: string;
  readonly explanation: string;
}

const EDE_EN =
  'Among the teams still tied, ranks by the matches they played against each other only';
const EDE_DE =
  'Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander';

/** Keyed by the canonical acronym of the team code parser. */
const TEAM: Readonly<Record<string, Readonly<Record<Locale, Text>>>> = {
  MPTS: {
    en: { name: 'Match points', explanation: 'Points for won and drawn matches (2/1/0).' },
    de: {
      name: 'Mannschaftspunkte',
      explanation: 'Punkte für gewonnene und unentschiedene Wettkämpfe (2/1/0).',
    },
  },
  GPTS: {
    en: { name: 'Board points', explanation: 'Sum of the games won on all boards (game points).' },
    de: { name: 'Brettpunkte', explanation: 'Summe der an allen Brettern erzielten Punkte.' },
  },
  MPVGP: {
    en: {
      name: 'Secondary score',
      explanation: 'Game points when the standings are by match points, and the other way round.',
    },
    de: {
      name: 'Zweitwertung',
      explanation: 'Brettpunkte, wenn nach Mannschaftspunkten gewertet wird, und umgekehrt.',
    },
  },
  BW: {
    en: {
      name: 'Berliner Wertung',
      explanation:
        'Board points weighted by board: with n boards, points on board 1 count n times, on board 2 n−1 times, …, summed over the season.',
    },
    de: {
      name: 'Berliner Wertung',
      explanation:
        'Nach Brettern gewichtete Brettpunkte: bei n Brettern zählen Punkte an Brett 1 n-fach, an Brett 2 (n−1)-fach, …, über die Saison addiert.',
    },
  },
  OSB: {
    en: {
      name: 'Olympiad Sonneborn-Berger',
      explanation:
        'Each opponent’s match points times the game points scored against them, without the opponent with the fewest match points.',
    },
    de: {
      name: 'Olympia-Sonneborn-Berger',
      explanation:
        'Mannschaftspunkte jedes Gegners mal die gegen ihn erzielten Brettpunkte, ohne den Gegner mit den wenigsten Mannschaftspunkten.',
    },
  },
  OBH: {
    en: {
      name: 'Olympiad Buchholz',
      explanation: 'Sum of the opponents’ match points without the lowest.',
    },
    de: {
      name: 'Olympia-Buchholz',
      explanation: 'Summe der Mannschaftspunkte der Gegner ohne den niedrigsten Wert.',
    },
  },
  DE: {
    en: { name: 'Direct encounter', explanation: `${EDE_EN}.` },
    de: { name: 'Direkter Vergleich', explanation: `${EDE_DE}.` },
  },
  EDE: {
    en: {
      name: 'Extended direct encounter',
      explanation: `${EDE_EN}, also when not all of them met.`,
    },
    de: {
      name: 'Erweiterter direkter Vergleich',
      explanation: `${EDE_DE}, auch wenn nicht alle gegeneinander gespielt haben.`,
    },
  },
  EDEC: {
    en: {
      name: 'Extended direct encounter, board count',
      explanation: `${EDE_EN}, then the board count of those matches.`,
    },
    de: {
      name: 'Erweiterter direkter Vergleich, Brettwertung',
      explanation: `${EDE_DE}, danach die Brettwertung dieser Wettkämpfe.`,
    },
  },
  EDET: {
    en: {
      name: 'Extended direct encounter, top board',
      explanation: `${EDE_EN}, then the result on the highest board that differs.`,
    },
    de: {
      name: 'Erweiterter direkter Vergleich, Spitzenbrett',
      explanation: `${EDE_DE}, danach das Ergebnis am höchsten unterschiedlichen Brett.`,
    },
  },
  EDEB: {
    en: {
      name: 'Extended direct encounter, board elimination',
      explanation: `${EDE_EN}, then boards are dropped from the last until they differ.`,
    },
    de: {
      name: 'Erweiterter direkter Vergleich, Brettstreichung',
      explanation: `${EDE_DE}, danach werden Bretter vom letzten an gestrichen, bis sie sich unterscheiden.`,
    },
  },
  EDEBT: {
    en: {
      name: 'Extended direct encounter, board count, top board',
      explanation: `${EDE_EN}, then board count, then top board.`,
    },
    de: {
      name: 'Erweiterter direkter Vergleich, Brettwertung, Spitzenbrett',
      explanation: `${EDE_DE}, danach Brettwertung, dann Spitzenbrett.`,
    },
  },
  EDEBB: {
    en: {
      name: 'Extended direct encounter, board count, board elimination',
      explanation: `${EDE_EN}, then board count, then board elimination.`,
    },
    de: {
      name: 'Erweiterter direkter Vergleich, Brettwertung, Brettstreichung',
      explanation: `${EDE_DE}, danach Brettwertung, dann Brettstreichung.`,
    },
  },
  ESB: {
    en: {
      name: 'Extended Sonneborn-Berger',
      explanation: 'Each opponent’s score times the score against them, on the scores named.',
    },
    de: {
      name: 'Erweiterte Sonneborn-Berger',
      explanation: 'Wertung jedes Gegners mal das Ergebnis gegen ihn, auf den genannten Wertungen.',
    },
  },
  EMMSB: {
    en: {
      name: 'Sonneborn-Berger (MP × MP)',
      explanation: 'Each opponent’s match points times the match points scored against them.',
    },
    de: {
      name: 'Sonneborn-Berger (MP × MP)',
      explanation: 'Mannschaftspunkte jedes Gegners mal die gegen ihn erzielten Mannschaftspunkte.',
    },
  },
  EMGSB: {
    en: {
      name: 'Sonneborn-Berger (MP × BP)',
      explanation: 'Each opponent’s match points times the board points scored against them.',
    },
    de: {
      name: 'Sonneborn-Berger (MP × BP)',
      explanation: 'Mannschaftspunkte jedes Gegners mal die gegen ihn erzielten Brettpunkte.',
    },
  },
  EGMSB: {
    en: {
      name: 'Sonneborn-Berger (BP × MP)',
      explanation: 'Each opponent’s board points times the match points scored against them.',
    },
    de: {
      name: 'Sonneborn-Berger (BP × MP)',
      explanation: 'Brettpunkte jedes Gegners mal die gegen ihn erzielten Mannschaftspunkte.',
    },
  },
  EGGSB: {
    en: {
      name: 'Sonneborn-Berger (BP × BP)',
      explanation: 'Each opponent’s board points times the board points scored against them.',
    },
    de: {
      name: 'Sonneborn-Berger (BP × BP)',
      explanation: 'Brettpunkte jedes Gegners mal die gegen ihn erzielten Brettpunkte.',
    },
  },
  BC: {
    en: {
      name: 'Board count',
      explanation:
        'Sum of board number × points on that board; lower is better (needs board results).',
    },
    de: {
      name: 'Brettwertung',
      explanation:
        'Summe aus Brettnummer × Punkte an diesem Brett; weniger ist besser (braucht Brettergebnisse).',
    },
  },
  TBR: {
    en: {
      name: 'Top board result',
      explanation: 'Points on board 1, then board 2, … (needs board results).',
    },
    de: {
      name: 'Spitzenbrett',
      explanation: 'Punkte an Brett 1, dann an Brett 2, … (braucht Brettergebnisse).',
    },
  },
  BBE: {
    en: {
      name: 'Board elimination',
      explanation:
        'Board points with the last board dropped, then the next, … (needs board results).',
    },
    de: {
      name: 'Brettstreichung',
      explanation:
        'Brettpunkte ohne das letzte Brett, dann ohne das vorletzte, … (braucht Brettergebnisse).',
    },
  },
  SSSC: {
    en: {
      name: 'Score-strength combination',
      explanation:
        'The secondary score plus the Buchholz of the primary score divided by a factor.',
    },
    de: {
      name: 'Punkte-Stärke-Kombination',
      explanation:
        'Die Zweitwertung plus die Buchholz der Hauptwertung geteilt durch einen Faktor.',
    },
  },
};

const SCORE_WORDS: Readonly<Record<Locale, Readonly<Record<'MP' | 'GP', string>>>> = {
  en: { MP: 'on match points', GP: 'on board points' },
  de: { MP: 'auf Mannschaftspunkten', GP: 'auf Brettpunkten' },
};

function modifierSentence(c: TeamCode, locale: Locale): { suffix: string; sentence: string } {
  const de = locale === 'de';
  const parts: string[] = [];
  const sentences: string[] = [];
  if (c.cutHigh > 0) parts.push(`Median-${c.cutHigh}`);
  else if (c.cutLow > 0) parts.push(`Cut-${c.cutLow}`);
  if (c.cutLow > 0 || c.cutHigh > 0) {
    sentences.push(
      de
        ? `Ohne die ${c.cutLow} niedrigsten${c.cutHigh > 0 ? ` und ${c.cutHigh} höchsten` : ''} Werte.`
        : `Without the ${c.cutLow} lowest${c.cutHigh > 0 ? ` and ${c.cutHigh} highest` : ''} values.`,
    );
  }
  if (c.boardLimit !== null) {
    parts.push(de ? `erste ${c.boardLimit} Bretter` : `first ${c.boardLimit} boards`);
  }
  if (c.forfeitsAsPlayed) {
    sentences.push(
      de ? 'Kampflose Wettkämpfe zählen wie gespielte.' : 'Forfeited matches count as played.',
    );
  }
  if (c.swiss) sentences.push(de ? 'Regeln des Schweizer Systems.' : 'Swiss-system rules.');
  return {
    suffix: parts.length > 0 ? ` (${parts.join(', ')})` : '',
    sentence: sentences.join(' '),
  };
}

/** A team code as the engine spells it, with its name and explanation; throws for unknown codes. */
export function describeTeamCode(code: string, locale: Locale): CodeInfo {
  const parsed = parseTeamCode(code);
  const text = TEAM[parsed.name]?.[locale];
  const { suffix, sentence } = modifierSentence(parsed, locale);
  if (!text && parsed.individual) {
    // An individual code computed on the team's match or game points (BH:MP/C1, WIN:MP, TPN).
    const base = describeCode(parsed.individual.canonical, locale);
    const on = parsed.score ? ` ${SCORE_WORDS[locale][parsed.score]}` : '';
    return {
      code: parsed.canonical,
      name: `${base.name}${on}`,
      explanation: base.explanation,
    };
  }
  const explanation = [text?.explanation ?? '', sentence].filter(s => s !== '').join(' ');
  return { code: parsed.canonical, name: `${text?.name ?? parsed.name}${suffix}`, explanation };
}

/** The team codes offered for a custom list. */
const OFFERED = [
  'GPTS',
  'MPVGP',
  'BW',
  'BW4',
  'BW2',
  'OSB',
  'OBH',
  'DE',
  'EDE',
  'EDET',
  'EDEC',
  'EDEB',
  'BC',
  'TBR',
  'BBE',
  'EMGSB',
  'EMGSB/C1',
  'EMMSB',
  'EGMSB',
  'EGGSB',
  'BH:MP',
  'BH:MP/C1',
  'BH:GP',
  'SB:MP',
  'WIN:MP',
  'SSSC',
  'TPN',
  'LOT',
];

export function teamCatalogue(locale: Locale): CodeInfo[] {
  return OFFERED.map(code => describeTeamCode(code, locale));
}

export function teamPresetInfos(locale: Locale): PresetInfo[] {
  return TEAM_PRESETS.map(p => ({
    name: p.name,
    label: p.label[locale],
    explanation: p.explanation[locale],
    codes: p.codes.map(c => describeTeamCode(c, locale)),
  }));
}
