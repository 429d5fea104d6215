/** Die Wörter der Wertungsänderungen auf Deutsch (RatingWords); de.ts exportiert sie als `ratingWords`. */
import type { RatingWords } from './catalogueTypes';

export const ratingWords: RatingWords = {
  fideHeader: [
    'Nr',
    'Name',
    'FIDE-ID',
    'Ro',
    'K',
    'Partien',
    'W',
    'We',
    'W − We',
    'Änderung',
    'Gerundet',
    'Hinweis',
  ],
  dwzHeader: [
    'Nr',
    'Name',
    'Index',
    'Ro',
    'Alter',
    'E',
    'Partien',
    'W',
    'We',
    'Rh',
    'Rn',
    '+/−',
    'Hinweis',
  ],
  kHeader: 'K',
  shortHeader: ['Name', 'Änderung'],
  ratingColumn: system => (system === 'dwz' ? 'DWZ+/-' : 'Elo+/-'),
  fideTitle: (category, amended, gap600) =>
    `Elo-Änderungen · FIDE-Wertungsbestimmungen vom 1. März 2024, ${category}` +
    (amended ? ', mit der Änderung vom 1. Oktober 2025 (keine 400-Punkte-Grenze ab 2650)' : '') +
    (gap600 ? ', mit der 600-Punkte-Regel vom 1. Dezember 2024' : ''),
  category: { standard: 'Standardliste', rapid: 'Schnellschachliste', blitz: 'Blitzliste' },
  dwzTitle: rules2026 =>
    rules2026
      ? 'DWZ-Auswertung · Wertungsordnung vom 30. Mai 2026 (Turnierende ab 8. Juni 2026)'
      : 'DWZ-Auswertung · Wertungsordnung von 2014 (Turnierende bis 7. Juni 2026)',
  date: (date, source) =>
    `Turnierdatum ${date} (${source === 'given' ? 'wie angegeben' : source === 'start' ? 'Beginn, TRF 042' : 'Ende, TRF 052'})`,
  dateUnknown: 'Turnierdatum unbekannt (die Regeln dieses Datums ändern hier nichts)',
  kGiven: 'K wie angegeben',
  kSource: 'K aus der Datei',
  kRule: (rule, birthKnown) =>
    `K nach den Regeln (8.3.3): ${rule === 'junior' ? '40, Jugendlicher unter 2300' : rule === 'below-2400' ? '20, unter 2400' : '10, ab 2400'}${birthKnown ? '' : ', Geburtsjahr unbekannt'}`,
  k700: (listed, used) => `K ${listed} → ${used}: K × Partien ≤ 700 (8.3.3)`,
  reasons: {
    forfeit: 'kampflos: nicht gewertet',
    bye: 'keine Partie',
    'not-rated': 'weniger als ein Zug: nicht gewertet',
    pending: 'noch kein Ergebnis',
    'unrated-opponent': 'Gegner ohne Wertung: nicht gewertet',
    'gap-600': 'Unterschied von 600 oder mehr, ein Spieler über 2600: nicht gewertet',
  },
  capped: 'auf ±400 begrenzt (8.3.1)',
  firstRating: (rating, floor) =>
    `erste Elo ${rating} (8.2)${floor ? ': unter 1400, nicht veröffentlicht' : ''}`,
  notYet: (games, needed) =>
    `noch keine Elo: ${games} ${games === 1 ? 'Partie' : 'Partien'} gegen gewertete Spieler, ${needed} weitere nötig`,
  zeroScore:
    'noch keine Elo: kein Punkt gegen gewertete Spieler (ein erstes Turnier ohne Punkt zählt nicht)',
  firstDwz: stage => `erste DWZ (3.4, ${stage}. Zusatzstufe)`,
  noDwzTooFew: needed =>
    `noch keine DWZ: ${needed} weitere ${needed === 1 ? 'Partie' : 'Partien'} gegen gewertete Spieler nötig`,
  noDwzExtreme: 'noch keine DWZ: alle Partien gegen gewertete Spieler verloren oder gewonnen',
  noDwz2026: 'erste DWZ nach den Regeln von 2026 nicht berechnet',
  fideFromSeed: 'Elo als DWZ, Index 6 (2.2.4)',
  exceptional: 'zählt für seine Gegner mit seiner Leistung (3.6)',
  ratedAs: { first: 'erste DWZ', performance: 'Leistung (3.6)', fide: 'Elo' },
  notes: {
    kRules:
      'K nach den Regeln (8.3.3: 40 für Jugendliche unter 2300 und bis 30 Partien, 20 unter 2400, 10 sobald 2400 erreicht war), wo die Datei keines angibt: maßgeblich ist das K der FIDE-Liste (eine K-Spalte, --k-column).',
    rounding:
      'Gerundet: die Änderung eines Wertungszeitraums wird einmal gerundet (8.3.4), über alle Turniere des Spielers in diesem Zeitraum; der Wert gilt, wenn dies das einzige ist.',
    ratingsAsDwz: 'Keine DWZ-Spalte: die angegebenen Wertungszahlen werden als DWZ gelesen.',
    ageUnknown: 'Alter unbekannt: über 25, wie der DWZ-Rechner des DSB annimmt.',
    indexUnknown: 'Index unbekannt: E ist nur auf 30 begrenzt (wie bei einem Index über 5).',
    dwz2026:
      'Die Regeln von 2026, wie zwei quelloffene Umsetzungen sie angeben (Chess League Manager, DWZ-Calc); eine erste DWZ nach diesen Regeln wird nicht berechnet.',
    dwzFirst:
      'Erste DWZ durch die Iteration der WO 3.4.4; gespeicherte Restpartien sind hier nicht bekannt.',
  },
  explainFideHeader: ['Rd', 'Gegner', 'Elo', 'Benutzt', 'PD', 'Ergebnis', 'W − PD', 'Hinweis'],
  explainDwzHeader: ['Rd', 'Gegner', 'DWZ', 'D', 'P', 'Ergebnis', 'W − P', 'Hinweis'],
  explainHead: (player, rating) => `${player}: ${rating}`,
  unrated: 'ohne Wertung',
  fideTotal: (w, we, diff, k, change, rounded) =>
    `W ${w}, We ${we}, W − We ${diff}; K × (W − We) = ${k} × ${diff} = ${change}, gerundet ${rounded}`,
  firstTotal: (sum, games, average, points, percent, dp, rating) =>
    `Ra = ${sum} / ${games} = ${average} (zwei gedachte Gegner mit 1800); p = ${points} / ${games} → ${percent} %, dp ${dp}; Ru = ${rating}`,
  dwzCoefficient: (e0, j, fB, sBr, raw, e, limit) =>
    `E0 = (Ro/1000)^4 + ${j} = ${e0}; E = E0 × ${fB} + ${sBr} = ${raw} → ${e}${limit}`,
  dwzLimits: {
    'minimum-5': ' (mindestens 5)',
    index: ' (höchstens 5 × Index)',
    'maximum-30': ' (höchstens 30)',
    'maximum-150': ' (höchstens 150)',
  },
  dwzK: (k0, b, a, k, capped) => `K = ${k0} × ${b} + ${a} = ${k}${capped ? ' (höchstens 80)' : ''}`,
  dwzTotal: (ro, w, we, divisor, rn) => `Rn = ${ro} + ${divisor} × (${w} − ${we}) = ${rn}`,
  dwzFirstTotal: (ri, rn) =>
    `Iteration Ri = ${ri}; erste DWZ ${rn}${ri < 800 ? ' (700 + Ri/8)' : ''}`,
};
