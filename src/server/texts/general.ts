/**
 * The words the server writes into sheets and the messages it sends the sidebar, in English and
 * German. Messages from the readers and the engine stay as they are (English): they quote cells
 * and codes, which is what the organiser needs to find the mistake.
 */
import { formatNumber } from '../../core';
import type { Locale } from '../../shared/types';

/** 10000000 as 10,000,000 (English) or 10.000.000 (German). */
function grouped(n: number, separator: string): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The sidebar's checkbox for a crosstable (src/client/i18n.ts bergerRounds: keep both equal). */
export const BERGER_EN = 'The rounds followed the Berger table';
export const BERGER_DE = 'Die Runden folgten der Berger-Tabelle';

export interface Texts {
  readonly sidebarTitle: string;
  /** A sheet of ours named after its source: `Standings – Swiss open`. */
  readonly sheetFor: (kind: string, source: string) => string;
  /** A number in running text: `3.5` (English), `3,5` (German). */
  readonly number: (x: number) => string;
  /** Row 3 of an explanation sheet whose source is a crosstable without round order. */
  readonly noRoundOrder: string;
  readonly standingsSheet: string;
  readonly explanationSheet: string;
  readonly importSheet: string;
  readonly title: (source: string) => string;
  readonly explanationTitle: (source: string) => string;
  readonly source: string;
  readonly tiebreaks: string;
  readonly rules: string;
  readonly automatic: string;
  readonly afterRound: (k: number) => string;
  readonly allRounds: string;
  readonly unrated: (r: number) => string;
  readonly created: string;
  readonly live: string;
  readonly liveTeam: string;
  readonly header: {
    readonly place: string;
    readonly no: string;
    readonly name: string;
    readonly team: string;
    readonly points: string;
    readonly matchPoints: string;
    readonly boardPoints: string;
    readonly separatedBy: string;
  };
  readonly separatedByNote: string;
  readonly noValue: string;
  readonly explanationHeader: readonly string[];
  /** TIEBREAK_EXPLAIN's header and its last row's label. */
  readonly explainTableHeader: readonly string[];
  readonly total: string;
  readonly cut: string;
  readonly busy: string;
  /** A write failed and everything this run did was undone. */
  readonly writeFailed: (reason: string) => string;
  /** A write failed and undoing it failed too, for these sheets. */
  readonly writeFailedPartly: (reason: string, sheets: readonly string[]) => string;
  /** The run would take the spreadsheet past Sheets' cell limit. */
  readonly tooManyCells: (used: number, more: number, limit: number) => string;
  readonly emptySheet: (sheet: string) => string;
  readonly badRange: (text: string) => string;
  readonly noSheet: (name: string) => string;
  readonly ownSheetAsSource: (sheet: string) => string;
  readonly noCodes: string;
  readonly tooManyCodes: (max: number) => string;
  readonly unknownPreset: (name: string) => string;
  readonly afterRoundRange: (k: number, rounds: number) => string;
  readonly badUnrated: string;
  readonly badRequest: string;
  readonly emptyTrf: string;
  readonly importedNotJoined: (n: number) => string;
  readonly importedUnrated: (n: number) => string;
  readonly importedPoints: (points: string) => string;
  readonly importedTeams: string;
  readonly importedRoundRobin: string;
  readonly exportTeams: string;
  readonly scoring: string;
  readonly badMatchPoints: (text: string) => string;
  readonly teamUnrated: string;
  /** Codes refused on a crosstable without the Berger order; they point to the sidebar's control. */
  readonly codesNeedRounds: (codes: readonly string[]) => string;
  readonly afterRoundNeedsRounds: (k: number) => string;
  readonly exportNeedsRounds: string;
  /** The range holds no results table: what the add-on reads (the sidebar offers examples). */
  readonly notResults: (sheet: string) => string;
}

const EN: Texts = {
  sidebarTitle: 'Chess Standings',
  sheetFor: (kind, source) => `${kind} – ${source}`,
  number: x => formatNumber(x),
  noRoundOrder:
    'The crosstable does not say in which round each game was played, so the rows below follow its columns and have no round numbers.',
  standingsSheet: 'Standings',
  explanationSheet: 'Explanations',
  importSheet: 'TRF import',
  title: source => `Standings — ${source}`,
  explanationTitle: source => `How the tie-breaks were computed — ${source}`,
  source: 'Source',
  tiebreaks: 'Tie-breaks',
  rules: 'Rules',
  automatic: 'automatic',
  afterRound: k => `after round ${k}`,
  allRounds: 'all rounds',
  unrated: r => `unrated players count as ${r}`,
  created: 'Created',
  live: 'Live: the =STANDINGS formula below recalculates as results are typed.',
  liveTeam: 'Live: the =TEAM_STANDINGS formula below recalculates as results are typed.',
  header: {
    place: 'Place',
    no: 'No.',
    name: 'Name',
    team: 'Team',
    points: 'Points',
    matchPoints: 'MP',
    boardPoints: 'BP',
    separatedBy: 'Separated by',
  },
  separatedByNote:
    'The tie-break that put this player behind the one above with the same points (both cells are highlighted).',
  noValue:
    'An empty cell means the value does not exist (e.g. unrated players, FIDE C.07 Art. 10).',
  explanationHeader: [
    'Place',
    'Name',
    'Tie-break',
    'Round',
    'Opponent',
    "Opponent's score",
    'Result',
    'Points',
    'Contribution',
    'Note',
  ],
  explainTableHeader: [
    'Round',
    'Opponent',
    'Opponent score',
    'Result',
    'Points',
    'Contribution',
    'Note',
  ],
  total: 'Total',
  cut: 'cut',
  busy: 'Another standings update is still running in this spreadsheet. Try again in a moment.',
  writeFailed: reason =>
    `Google Sheets stopped the update (${reason}). Nothing was changed: the spreadsheet is as it was. Try again in a moment.`,
  writeFailedPartly: (reason, sheets) =>
    `Google Sheets stopped the update (${reason}), and it could not all be undone: check the sheet ${sheets.map(s => `"${s}"`).join(', ')}, then run it again.`,
  tooManyCells: (used, more, limit) =>
    `This would need ${grouped(more, ',')} more cells, but the spreadsheet already has ${grouped(used, ',')} of the ${grouped(limit, ',')} Google Sheets allows. Nothing was written. Delete sheets or rows you no longer need, or choose fewer tie-breaks or no explanations.`,
  emptySheet: sheet =>
    `The sheet "${sheet}" is empty. Open the sheet with the results, or type the range of the table.`,
  badRange: text => `"${text}" is not a range. Type it like A1:K25 or 'Swiss open'!A1:K25.`,
  noSheet: name => `There is no sheet called "${name}".`,
  ownSheetAsSource: sheet =>
    `"${sheet}" is a standings sheet written by Chess Standings. Choose the sheet with the results table.`,
  noCodes: 'The tie-break list is empty. Choose a preset or add at least one tie-break.',
  tooManyCodes: max => `At most ${max} tie-breaks, please.`,
  unknownPreset: name => `There is no preset called "${name}".`,
  afterRoundRange: (k, rounds) =>
    `"After round ${k}" does not fit: the table has ${rounds} round${rounds === 1 ? '' : 's'}.`,
  badUnrated: 'The rating for unrated players should be a whole number between 0 and 3500.',
  badRequest: 'The sidebar sent a request the server does not understand. Reload the sidebar.',
  emptyTrf: 'Paste the contents of a TRF file or a PGN, or choose a file first.',
  importedNotJoined: n =>
    `${n} round${n === 1 ? '' : 's'} before a player joined the event written as Z (zero-point bye): the progress table has no other way to say it.`,
  importedUnrated: n =>
    `${n} game${n === 1 ? '' : 's'} of less than one move (TRF W/D/L) written as ordinary games.`,
  importedPoints: points =>
    `The file scores ${points}: the points column is left out, and the standings use that point system.`,
  importedTeams: 'The team records of the file are not part of the progress table.',
  importedRoundRobin:
    'The event is a round robin: the sidebar’s standings of this sheet use round-robin rules; in a formula add the option "system=round-robin".',
  exportTeams:
    'TRF export writes a team event with its players’ games, and this range holds a team table without players. Select a TRF with team records or the players’ progress table instead.',
  teamUnrated:
    'A rating for unrated players applies to individual tournaments, not to team standings.',
  scoring: 'Scoring',
  badMatchPoints: text =>
    `"${text}" is not a match-point scheme: type the points for a won, drawn and lost match, e.g. 2/1/0 or 3/1/0.`,
  codesNeedRounds: codes =>
    `${codes.join(', ')} ${codes.length === 1 ? 'needs' : 'need'} the order of the rounds, and a crosstable does not record it. If the rounds were played in the order of the Berger table, tick “${BERGER_EN}” below the table range; otherwise use a progress table or a results list, which say who played whom in each round.`,
  afterRoundNeedsRounds: k =>
    `Standings after round ${k} need the order of the rounds, and a crosstable does not record it. If the rounds were played in the order of the Berger table, tick “${BERGER_EN}” below the table range; otherwise leave “Standings after round” empty.`,
  notResults: sheet =>
    `“${sheet}” does not hold a results table the add-on can read. It reads a round-robin crosstable, a progress table (a column per round) or a results list (one game per row), typed into a sheet or imported from a TRF or PGN file. Open the sheet with the results, or select the table and detect again.`,
  exportNeedsRounds: `A TRF file lists the games round by round, and a crosstable does not record the rounds. If they were played in the order of the Berger table, tick “${BERGER_EN}” below the table range and create the file again.`,
};

const DE: Texts = {
  sidebarTitle: 'Schach-Rangliste',
  sheetFor: (kind, source) => `${kind} – ${source}`,
  number: x => formatNumber(x).replace('.', ','),
  noRoundOrder:
    'Die Kreuztabelle sagt nicht, in welcher Runde jede Partie gespielt wurde: die Zeilen darunter folgen ihren Spalten und haben keine Rundennummern.',
  standingsSheet: 'Rangliste',
  explanationSheet: 'Erläuterungen',
  importSheet: 'TRF-Import',
  title: source => `Rangliste — ${source}`,
  explanationTitle: source => `Wie die Feinwertungen berechnet wurden — ${source}`,
  source: 'Quelle',
  tiebreaks: 'Feinwertungen',
  rules: 'Regeln',
  automatic: 'automatisch',
  afterRound: k => `nach Runde ${k}`,
  allRounds: 'alle Runden',
  unrated: r => `Spieler ohne Wertungszahl zählen mit ${r}`,
  created: 'Erstellt',
  live: 'Live: die =STANDINGS-Formel unten rechnet neu, sobald Ergebnisse eingetragen werden.',
  liveTeam:
    'Live: die =TEAM_STANDINGS-Formel unten rechnet neu, sobald Ergebnisse eingetragen werden.',
  header: {
    place: 'Platz',
    no: 'Nr.',
    name: 'Name',
    team: 'Mannschaft',
    points: 'Punkte',
    matchPoints: 'MP',
    boardPoints: 'BP',
    separatedBy: 'Getrennt durch',
  },
  separatedByNote:
    'Die Feinwertung, die diesen Spieler hinter den punktgleichen Spieler darüber setzte (beide Zellen sind markiert).',
  noValue:
    'Eine leere Zelle heißt: der Wert existiert nicht (z. B. Spieler ohne Wertungszahl, FIDE C.07 Art. 10).',
  explanationHeader: [
    'Platz',
    'Name',
    'Feinwertung',
    'Runde',
    'Gegner',
    'Punkte des Gegners',
    'Ergebnis',
    'Punkte',
    'Beitrag',
    'Hinweis',
  ],
  explainTableHeader: [
    'Runde',
    'Gegner',
    'Punkte des Gegners',
    'Ergebnis',
    'Punkte',
    'Beitrag',
    'Hinweis',
  ],
  total: 'Summe',
  cut: 'gestrichen',
  busy: 'In dieser Tabelle läuft gerade noch eine andere Aktualisierung. Bitte gleich noch einmal versuchen.',
  writeFailed: reason =>
    `Google Sheets hat die Aktualisierung abgebrochen (${reason}). Es wurde nichts geändert: die Tabelle ist wie vorher. Bitte gleich noch einmal versuchen.`,
  writeFailedPartly: (reason, sheets) =>
    `Google Sheets hat die Aktualisierung abgebrochen (${reason}), und sie ließ sich nicht ganz rückgängig machen: bitte das Blatt ${sheets.map(s => `„${s}“`).join(', ')} prüfen und noch einmal ausführen.`,
  tooManyCells: (used, more, limit) =>
    `Dafür wären ${grouped(more, '.')} weitere Zellen nötig, die Tabelle hat aber schon ${grouped(used, '.')} der ${grouped(limit, '.')} Zellen, die Google Sheets erlaubt. Es wurde nichts geschrieben. Nicht mehr benötigte Blätter oder Zeilen löschen oder weniger Feinwertungen bzw. keine Erläuterungen wählen.`,
  emptySheet: sheet =>
    `Das Blatt „${sheet}“ ist leer. Öffnen Sie das Blatt mit den Ergebnissen oder geben Sie den Bereich der Tabelle ein.`,
  badRange: text => `„${text}“ ist kein Bereich. Schreiben Sie ihn wie A1:K25 oder 'Open'!A1:K25.`,
  noSheet: name => `Es gibt kein Blatt „${name}“.`,
  ownSheetAsSource: sheet =>
    `„${sheet}“ ist eine Rangliste von Chess Standings. Wählen Sie das Blatt mit der Ergebnistabelle.`,
  noCodes:
    'Die Liste der Feinwertungen ist leer. Wählen Sie eine Vorlage oder fügen Sie mindestens eine Wertung hinzu.',
  tooManyCodes: max => `Höchstens ${max} Feinwertungen, bitte.`,
  unknownPreset: name => `Es gibt keine Vorlage „${name}“.`,
  afterRoundRange: (k, rounds) =>
    `„Nach Runde ${k}“ passt nicht: die Tabelle hat ${rounds} Runde${rounds === 1 ? '' : 'n'}.`,
  badUnrated:
    'Die Wertungszahl für Spieler ohne Wertung muss eine ganze Zahl zwischen 0 und 3500 sein.',
  badRequest:
    'Die Seitenleiste hat eine unverständliche Anfrage geschickt. Bitte die Seitenleiste neu laden.',
  emptyTrf: 'Fügen Sie zuerst den Inhalt einer TRF- oder PGN-Datei ein oder wählen Sie eine Datei.',
  importedNotJoined: n =>
    `${n} Runde${n === 1 ? '' : 'n'} vor dem Einstieg eines Spielers als Z (Null-Punkt-Freilos) geschrieben: anders kann die Fortschrittstabelle es nicht ausdrücken.`,
  importedUnrated: n =>
    `${n} Partie${n === 1 ? '' : 'n'} mit weniger als einem Zug (TRF W/D/L) als gewöhnliche Partie${n === 1 ? '' : 'n'} geschrieben.`,
  importedPoints: points =>
    `Die Datei wertet ${points}: die Punktespalte entfällt, und die Rangliste verwendet diese Punktwertung.`,
  importedTeams: 'Die Mannschaftsangaben der Datei gehören nicht zur Fortschrittstabelle.',
  importedRoundRobin:
    'Das Turnier ist ein Rundenturnier: die Rangliste der Seitenleiste wertet dieses Blatt nach den Regeln für Rundenturniere; in einer Formel die Option „system=round-robin“ angeben.',
  exportTeams:
    'Der TRF-Export schreibt einen Mannschaftswettbewerb mit den Partien seiner Spieler, und dieser Bereich enthält eine Mannschaftstabelle ohne Spieler. Bitte eine TRF mit Mannschaftsdatensätzen oder die Fortschrittstabelle der Spieler wählen.',
  teamUnrated:
    'Eine Wertungszahl für Spieler ohne Wertung gilt für Einzelturniere, nicht für Mannschaftsranglisten.',
  scoring: 'Wertung',
  badMatchPoints: text =>
    `„${text}“ ist keine Mannschaftspunkte-Regel: bitte die Punkte für einen gewonnenen, unentschiedenen und verlorenen Wettkampf eingeben, z. B. 2/1/0 oder 3/1/0.`,
  codesNeedRounds: codes =>
    `${codes.join(', ')} ${codes.length === 1 ? 'braucht' : 'brauchen'} die Reihenfolge der Runden, und eine Kreuztabelle hält sie nicht fest. Wurden die Runden in der Reihenfolge der Berger-Tabelle gespielt, kreuzen Sie „${BERGER_DE}“ unter dem Tabellenbereich an; sonst verwenden Sie eine Fortschrittstabelle oder eine Ergebnisliste, die sagen, wer in welcher Runde gegen wen spielte.`,
  afterRoundNeedsRounds: k =>
    `Die Rangliste nach Runde ${k} braucht die Reihenfolge der Runden, und eine Kreuztabelle hält sie nicht fest. Wurden die Runden in der Reihenfolge der Berger-Tabelle gespielt, kreuzen Sie „${BERGER_DE}“ unter dem Tabellenbereich an; sonst lassen Sie „Rangliste nach Runde“ leer.`,
  notResults: sheet =>
    `„${sheet}“ enthält keine Ergebnistabelle, die das Add-on lesen kann. Es liest eine Kreuztabelle eines Rundenturniers, eine Fortschrittstabelle (eine Spalte je Runde) oder eine Ergebnisliste (eine Partie je Zeile), in ein Blatt eingegeben oder aus einer TRF- oder PGN-Datei importiert. Öffnen Sie das Blatt mit den Ergebnissen oder markieren Sie die Tabelle und lassen Sie sie neu erkennen.`,
  exportNeedsRounds: `Eine TRF-Datei führt die Partien Runde für Runde auf, und eine Kreuztabelle hält die Runden nicht fest. Wurden sie in der Reihenfolge der Berger-Tabelle gespielt, kreuzen Sie „${BERGER_DE}“ unter dem Tabellenbereich an und erstellen Sie die Datei erneut.`,
};

export function texts(locale: Locale): Texts {
  return locale === 'de' ? DE : EN;
}

/** `de`, `de_AT`, `de-CH` → German; everything else English. */
export function localeOf(userLocale: string | null | undefined): Locale {
  return /^de(?:[-_]|$)/i.test(String(userLocale ?? '').trim()) ? 'de' : 'en';
}
