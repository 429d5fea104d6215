/**
 * Names and one-line explanations of tie-break codes in English and German, for the sidebar.
 * The definitions are FIDE C.07 (2026) Art. 6–10 and the club systems of spec/club-systems.md;
 * the engine (src/core/tiebreaks) stays the authority on how each value is computed.
 */
import { findTiebreak, parseTiebreakCode, render } from '../../core';
import { PRESETS } from '../../core/tiebreaks/presets';
import type { TiebreakCode } from '../../core';
import type { CodeInfo, Locale, PresetInfo, RuleSetId, RuleSetInfo } from '../../shared/types';

interface Text {
  readonly name: string;
  readonly explanation: string;
}

/** Keyed by the canonical acronym of the registry. */
const BASE: Readonly<Record<string, Readonly<Record<Locale, Text>>>> = {
  PTS: {
    en: { name: 'Points', explanation: 'The score itself.' },
    de: { name: 'Punkte', explanation: 'Die erzielte Punktzahl selbst.' },
  },
  BH: {
    en: { name: 'Buchholz', explanation: "Sum of the opponents' final scores." },
    de: { name: 'Buchholz', explanation: 'Summe der Endpunktzahlen der Gegner.' },
  },
  FB: {
    en: {
      name: 'Fore Buchholz',
      explanation: 'Buchholz as if every game of the final round had been drawn.',
    },
    de: {
      name: 'Fore-Buchholz',
      explanation: 'Buchholz, als wären alle Partien der letzten Runde remis ausgegangen.',
    },
  },
  AOB: {
    en: {
      name: "Average of opponents' Buchholz",
      explanation: 'Average Buchholz of the opponents met over the board.',
    },
    de: {
      name: 'Durchschnittliche Gegner-Buchholz',
      explanation: 'Durchschnitt der Buchholzwertungen der am Brett gespielten Gegner.',
    },
  },
  RBH: {
    en: { name: 'Refined Buchholz', explanation: "Sum of the opponents' Buchholz scores." },
    de: { name: 'Verfeinerte Buchholz', explanation: 'Summe der Buchholzwertungen der Gegner.' },
  },
  SB: {
    en: {
      name: 'Sonneborn-Berger',
      explanation: "Each opponent's final score times the points scored against them, summed.",
    },
    de: {
      name: 'Sonneborn-Berger',
      explanation: 'Endpunktzahl jedes Gegners mal die gegen ihn erzielten Punkte, aufsummiert.',
    },
  },
  PS: {
    en: { name: 'Progressive score', explanation: 'Sum of the running scores after each round.' },
    de: {
      name: 'Fortschrittswertung',
      explanation: 'Summe der Zwischenstände nach jeder Runde.',
    },
  },
  KS: {
    en: {
      name: 'Koya',
      explanation:
        'Points scored against the opponents who made at least half the possible points.',
    },
    de: {
      name: 'Koya-Wertung',
      explanation:
        'Punkte gegen die Gegner, die mindestens die Hälfte der möglichen Punkte holten.',
    },
  },
  DE: {
    en: {
      name: 'Direct encounter',
      explanation: 'The results of the games among the tied players decide.',
    },
    de: {
      name: 'Direkter Vergleich',
      explanation: 'Die Ergebnisse der Partien zwischen den punktgleichen Spielern entscheiden.',
    },
  },
  WIN: {
    en: {
      name: 'Wins',
      explanation: 'Rounds scored as a win, with or without playing (byes and forfeit wins count).',
    },
    de: {
      name: 'Siege',
      explanation:
        'Runden mit vollem Punkt, gespielt oder nicht (Freilose und kampflose Siege zählen).',
    },
  },
  WON: {
    en: { name: 'Games won', explanation: 'Games won over the board.' },
    de: { name: 'Gewonnene Partien', explanation: 'Am Brett gewonnene Partien.' },
  },
  BPG: {
    en: { name: 'Games with black', explanation: 'Games played over the board with black.' },
    de: { name: 'Partien mit Schwarz', explanation: 'Am Brett mit Schwarz gespielte Partien.' },
  },
  BWG: {
    en: { name: 'Wins with black', explanation: 'Games won over the board with black.' },
    de: { name: 'Siege mit Schwarz', explanation: 'Am Brett mit Schwarz gewonnene Partien.' },
  },
  REP: {
    en: {
      name: 'Rounds elected to play',
      explanation: 'Rounds minus half-point byes, zero-point byes and forfeit losses.',
    },
    de: {
      name: 'Angetretene Runden',
      explanation: 'Runden abzüglich halber und Null-Punkt-Freilose und kampfloser Niederlagen.',
    },
  },
  STD: {
    en: {
      name: 'Standard points',
      explanation: 'The results counted 1 / ½ / 0 whatever point system the event uses.',
    },
    de: {
      name: 'Standardpunkte',
      explanation: 'Die Ergebnisse als 1 / ½ / 0 gezählt, gleich welche Punktwertung gilt.',
    },
  },
  TPN: {
    en: { name: 'Starting rank', explanation: 'The lower start number ranks first.' },
    de: { name: 'Startrangliste', explanation: 'Die niedrigere Startnummer liegt vorn.' },
  },
  RTNG: {
    en: { name: 'Rating', explanation: 'The player’s own rating, highest first.' },
    de: { name: 'Wertungszahl', explanation: 'Die eigene Wertungszahl, die höchste zuerst.' },
  },
  ARO: {
    en: {
      name: 'Average rating of opponents',
      explanation: 'Average rating of the opponents met over the board, rounded half up.',
    },
    de: {
      name: 'Gegnerschnitt',
      explanation:
        'Durchschnittliche Wertungszahl der am Brett gespielten Gegner, kaufmännisch gerundet.',
    },
  },
  SOR: {
    en: {
      name: "Sum of opponents' ratings",
      explanation: 'The ratings of the opponents met over the board, added up.',
    },
    de: {
      name: 'Wertungssumme der Gegner',
      explanation: 'Die Wertungszahlen der am Brett gespielten Gegner, aufsummiert.',
    },
  },
  TPR: {
    en: {
      name: 'Performance rating',
      explanation: "Opponents' average rating plus the FIDE rating difference for the score.",
    },
    de: {
      name: 'Turnierleistung',
      explanation: 'Gegnerschnitt plus die FIDE-Wertungsdifferenz für das Ergebnis.',
    },
  },
  PTP: {
    en: {
      name: 'Perfect tournament performance',
      explanation: 'The lowest rating whose expected score reaches the score made.',
    },
    de: {
      name: 'Perfekte Turnierleistung',
      explanation: 'Die niedrigste Wertungszahl, deren Erwartungswert das Ergebnis erreicht.',
    },
  },
  APRO: {
    en: {
      name: "Average of opponents' performance",
      explanation: 'Average performance rating of the opponents met over the board.',
    },
    de: {
      name: 'Durchschnittliche Gegner-Turnierleistung',
      explanation: 'Durchschnittliche Turnierleistung der am Brett gespielten Gegner.',
    },
  },
  APPO: {
    en: {
      name: "Average of opponents' perfect performance",
      explanation: 'Average perfect tournament performance of the opponents met over the board.',
    },
    de: {
      name: 'Durchschnittliche perfekte Gegner-Leistung',
      explanation: 'Durchschnittliche perfekte Turnierleistung der am Brett gespielten Gegner.',
    },
  },
  DWZP: {
    en: {
      name: 'DWZ performance',
      explanation: "German rating rules: opponents' average DWZ plus the table difference.",
    },
    de: {
      name: 'DWZ-Leistung',
      explanation: 'Wertungsordnung des DSB: DWZ-Schnitt der Gegner plus die Tabellendifferenz.',
    },
  },
  SWIN: {
    en: {
      name: 'Scored wins',
      explanation: 'Games scored as a win, forfeit wins included, byes not (Lechenich).',
    },
    de: {
      name: 'Gewertete Siege',
      explanation:
        'Als Sieg gewertete Partien, kampflose eingeschlossen, Freilose nicht (Lechenich).',
    },
  },
  SWINB: {
    en: {
      name: 'Scored wins with black',
      explanation: 'Games scored as a win with black, forfeit wins included (Lechenich).',
    },
    de: {
      name: 'Gewertete Siege mit Schwarz',
      explanation: 'Mit Schwarz als Sieg gewertete Partien, kampflose eingeschlossen (Lechenich).',
    },
  },
  LECH: {
    en: {
      name: 'Lechenich score',
      explanation:
        '10 + 5 × result per regular game; 1 for a player who defaulted, 5 + 5 × result for the opponent.',
    },
    de: {
      name: 'Lechenicher Wertung',
      explanation:
        '10 + 5 × Ergebnis je regulärer Partie; 1 für den säumigen Spieler, 5 + 5 × Ergebnis für den Gegner.',
    },
  },
  LOT: {
    en: {
      name: 'Drawing of lots',
      explanation: 'A hidden, reproducible random order decides what nothing else did.',
    },
    de: {
      name: 'Los',
      explanation: 'Eine verdeckte, reproduzierbare Zufallsreihenfolge entscheidet den Rest.',
    },
  },
};

/** The "add a tie-break" list, in the order organisers meet them. */
const OFFERED: readonly string[] = [
  'BH/C1',
  'BH',
  'BH/C2',
  'BH/M1',
  'SB',
  'SB/C1',
  'RBH',
  'RBH/C1',
  'FB',
  'AOB',
  'PS',
  'PS/C1',
  'KS',
  'DE',
  'WIN',
  'WON',
  'BWG',
  'BPG',
  'REP',
  'STD',
  'ARO',
  'ARO/C1',
  'SOR',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'DWZP',
  'RTNG',
  'TPN',
  'SWIN',
  'SWINB',
  'LECH',
  'LOT',
];

/** 0.5 → ½, 1 → 1, 1.5 → 1½ (Koya limit shifts are half points). */
function halves(x: number): string {
  const whole = Math.floor(x);
  const half = x - whole >= 0.5;
  return half ? `${whole === 0 ? '' : whole}½` : String(whole);
}

function modifierWords(c: TiebreakCode, locale: Locale): { suffix: string; sentence: string } {
  const de = locale === 'de';
  const parts: string[] = [];
  const sentences: string[] = [];
  if (c.cutHigh > 0) {
    parts.push(`Median-${c.cutHigh}`);
    sentences.push(
      de
        ? `Ohne die ${c.cutLow} niedrigsten und ${c.cutHigh} höchsten Werte.`
        : `Without the ${c.cutLow} lowest and ${c.cutHigh} highest values.`,
    );
  } else if (c.cutLow > 0) {
    parts.push(`Cut-${c.cutLow}`);
    sentences.push(
      de
        ? c.cutLow === 1
          ? 'Ohne den schwächsten Wert (Streichergebnis).'
          : `Ohne die ${c.cutLow} schwächsten Werte (Streichergebnisse).`
        : c.cutLow === 1
          ? 'Without the least significant value.'
          : `Without the ${c.cutLow} least significant values.`,
    );
  }
  if (c.limitPercent !== null || c.limitShift !== 0) {
    const limit =
      c.limitPercent !== null
        ? `${c.limitPercent} %`
        : `50 % ${c.limitShift > 0 ? '+' : '−'} ${halves(Math.abs(c.limitShift))}`;
    parts.push(de ? `Grenze ${limit}` : `limit ${limit}`);
  }
  if (c.forfeitsAsPlayed)
    sentences.push(de ? 'Kampflose zählen als gespielt.' : 'Forfeits count as played.');
  if (c.fore) parts.push('Fore');
  if (c.unratedRating !== null) {
    sentences.push(
      de
        ? `Spieler ohne Wertungszahl zählen mit ${c.unratedRating}.`
        : `Unrated players count as ${c.unratedRating}.`,
    );
  }
  if (c.reverse) parts.push(de ? 'umgekehrt' : 'reversed');
  if (c.version !== null) parts.push(`FIDE ${c.version}`);
  return { suffix: parts.length > 0 ? ` ${parts.join(', ')}` : '', sentence: sentences.join(' ') };
}

/**
 * Name and explanation of a code as the user typed it (`BH/C1`, `sb`, `KS/L+1`). Throws the
 * engine's InputError for an unknown code, whose message lists close matches.
 */
export function describeCode(code: string, locale: Locale): CodeInfo {
  const parsed = parseTiebreakCode(code);
  const base = BASE[parsed.name]?.[locale];
  const registered = findTiebreak(parsed.name)?.title;
  const title = base?.name ?? (registered === undefined ? parsed.name : render(registered, locale));
  const { suffix, sentence } = modifierWords(parsed, locale);
  const explanation = [base?.explanation ?? '', sentence].filter(s => s !== '').join(' ');
  return { code: parsed.canonical, name: `${title}${suffix}`, explanation };
}

/** The codes offered for a custom list. */
export function catalogue(locale: Locale): CodeInfo[] {
  return OFFERED.map(code => describeCode(code, locale));
}

export function presetInfos(locale: Locale): PresetInfo[] {
  return PRESETS.map(p => ({
    name: p.name,
    label: p.label[locale],
    explanation: p.explanation[locale],
    codes: p.codes.map(c => describeCode(c, locale)),
  }));
}

const RULES: Readonly<Record<RuleSetId, Readonly<Record<Locale, Text>>>> = {
  'fide-2026': {
    en: {
      name: 'FIDE 2026',
      explanation:
        'C.07 from 1 March 2026: unplayed rounds by Art. 16, dummy opponent’s score capped.',
    },
    de: {
      name: 'FIDE 2026',
      explanation:
        'C.07 ab 1. März 2026: nicht gespielte Runden nach Art. 16, Punkte des Ersatzgegners gedeckelt.',
    },
  },
  'fide-2024': {
    en: {
      name: 'FIDE 2024',
      explanation:
        'C.07 of 2023/2024: unplayed rounds by Art. 16, dummy opponent with the player’s own score.',
    },
    de: {
      name: 'FIDE 2024',
      explanation:
        'C.07 von 2023/2024: nicht gespielte Runden nach Art. 16, Ersatzgegner mit der eigenen Punktzahl.',
    },
  },
  'fide-2009': {
    en: {
      name: 'FIDE 2009 (virtual opponent)',
      explanation:
        'Old rule: a virtual opponent for one’s own unplayed rounds, opponents’ unplayed rounds as draws.',
    },
    de: {
      name: 'FIDE 2009 (virtueller Gegner)',
      explanation:
        'Alte Regel: virtueller Gegner für eigene nicht gespielte Runden, die der Gegner zählen remis.',
    },
  },
  raw: {
    en: {
      name: 'Raw',
      explanation:
        'Forfeits count as games against the scheduled opponent, byes as nothing, scores unadjusted.',
    },
    de: {
      name: 'Unbereinigt',
      explanation:
        'Kampflose zählen als Partie gegen den angesetzten Gegner, Freilose gar nicht, Punkte unverändert.',
    },
  },
  ignore: {
    en: {
      name: 'Games played only',
      explanation: 'Only games played over the board count; scores unadjusted.',
    },
    de: {
      name: 'Nur gespielte Partien',
      explanation: 'Nur am Brett gespielte Partien zählen; Punkte unverändert.',
    },
  },
};

export function ruleSetInfos(locale: Locale): RuleSetInfo[] {
  return (Object.keys(RULES) as RuleSetId[]).map(id => ({
    id,
    label: RULES[id][locale].name,
    explanation: RULES[id][locale].explanation,
  }));
}

export function ruleSetLabel(id: RuleSetId, locale: Locale): string {
  return RULES[id][locale].name;
}

/** Acronyms that have names in both languages (tests check the registry is covered). */
export function describedNames(): string[] {
  return Object.keys(BASE);
}
