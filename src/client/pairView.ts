/**
 * *Pair next round…* of a Swiss kept in the sheet: the results list, the player list and the
 * options (`rounds=9`), the players with a choice for who is absent (half-point bye, zero-point
 * bye, full-point bye, withdrawn; loaded from the player list's Status column), a preview of the next round's pairing, and Write, which puts it below the
 * results list. Until a result is typed into those rows, pairing the round again replaces them.
 * Below: a new round robin (Berger schedule and empty crosstable) from the same player list.
 * Text goes in through textContent only.
 */
import type { Locale, SwissAbsence, SwissRoundPreview, SwissRoundRequest } from '../shared/types';
import { button, el, fill, uid } from './dom';
import { call } from './rpc';
import type { Status } from './status';

interface PairStrings {
  readonly title: string;
  readonly hint: string;
  readonly results: string;
  readonly players: string;
  readonly options: string;
  readonly load: string;
  readonly absentLegend: string;
  readonly kinds: Readonly<Record<'present' | SwissAbsence, string>>;
  readonly player: (name: string, points: string) => string;
  readonly round: (round: number, of: number) => string;
  readonly preview: string;
  readonly write: string;
  readonly board: string;
  readonly white: string;
  readonly black: string;
  readonly bye: (name: string) => string;
  readonly replaces: string;
  readonly explain: string;
  readonly written: (round: number, ref: string) => string;
  readonly missing: string;
  readonly rrTitle: string;
  readonly rrHint: string;
  readonly rrDouble: string;
  readonly rrCreate: string;
  readonly rrWritten: (sheet: string, rounds: number) => string;
}

const EN: PairStrings = {
  title: 'Pair next round',
  hint: 'A Swiss kept as a results list (Round | Board | White | Black | Result) and a player list (Nr | Name | Elo | Status). Paired by the FIDE Dutch system. Absences load from the Status column (H, Z, F, W).',
  results: 'Results list (range)',
  players: 'Player list (range)',
  options: 'Options, as for =SWISS_PAIRINGS',
  load: 'Load players',
  absentLegend: 'Who is absent next round?',
  kinds: {
    present: 'plays',
    'half-bye': 'half-point bye',
    'zero-bye': 'zero-point bye',
    'full-bye': 'full-point bye',
    withdrawn: 'withdrawn',
  },
  player: (name, points) => `${name} (${points})`,
  round: (round, of) => `Round ${round} of ${of}`,
  preview: 'Preview',
  write: 'Write the pairing',
  board: 'Board',
  white: 'White',
  black: 'Black',
  bye: name => `Bye: ${name}`,
  replaces: 'Writing replaces the rows this round was written with before.',
  explain: 'How this pairing was made',
  written: (round, ref) => `Round ${round} written: ${ref}.`,
  missing: 'Type the ranges of the results list and the player list first.',
  rrTitle: 'New round robin',
  rrHint:
    'A new sheet with the Berger schedule as a results list and an empty crosstable, players in the order of the player list (or its Nr column).',
  rrDouble: 'Double round robin',
  rrCreate: 'Create the schedule',
  rrWritten: (sheet, rounds) => `Sheet ${sheet} created: ${rounds} rounds.`,
};

const DE: PairStrings = {
  title: 'Nächste Runde auslosen',
  hint: 'Ein Schweizer System als Ergebnisliste (Runde | Brett | Weiß | Schwarz | Ergebnis) und Spielerliste (Nr | Name | Elo | Status). Ausgelost nach dem FIDE-Dutch-System. Abwesenheiten kommen aus der Spalte Status (H, Z, F, W).',
  results: 'Ergebnisliste (Bereich)',
  players: 'Spielerliste (Bereich)',
  options: 'Optionen wie bei =SWISS_PAIRINGS',
  load: 'Spieler laden',
  absentLegend: 'Wer fehlt in der nächsten Runde?',
  kinds: {
    present: 'spielt',
    'half-bye': 'halber Punkt (Freilos)',
    'zero-bye': 'null Punkte',
    'full-bye': 'ganzer Punkt (Freilos)',
    withdrawn: 'zurückgezogen',
  },
  player: (name, points) => `${name} (${points})`,
  round: (round, of) => `Runde ${round} von ${of}`,
  preview: 'Vorschau',
  write: 'Auslosung eintragen',
  board: 'Brett',
  white: 'Weiß',
  black: 'Schwarz',
  bye: name => `Spielfrei: ${name}`,
  replaces: 'Beim Eintragen werden die früher für diese Runde geschriebenen Zeilen ersetzt.',
  explain: 'Wie diese Auslosung zustande kam',
  written: (round, ref) => `Runde ${round} eingetragen: ${ref}.`,
  missing: 'Bitte zuerst die Bereiche der Ergebnisliste und der Spielerliste eingeben.',
  rrTitle: 'Neues Rundenturnier',
  rrHint:
    'Ein neues Blatt mit dem Berger-Spielplan als Ergebnisliste und einer leeren Kreuztabelle, Spieler in der Reihenfolge der Spielerliste (oder ihrer Spalte Nr).',
  rrDouble: 'Doppelrundig',
  rrCreate: 'Spielplan anlegen',
  rrWritten: (sheet, rounds) => `Blatt ${sheet} angelegt: ${rounds} Runden.`,
};

interface Choice {
  readonly name: string;
  readonly select: HTMLSelectElement;
}

function textInput(className: string, value = ''): HTMLInputElement {
  const input = el('input', {
    id: uid(className),
    className,
    attrs: { type: 'text', spellcheck: 'false', autocomplete: 'off' },
  });
  input.value = value;
  return input;
}

/**
 * The explanation, folded: one paragraph per line, its leading spaces (two per level) as indent,
 * so brackets, their pairs and the colour reasons read as an outline in 300 px.
 */
function explanation(lines: readonly string[], summary: string): HTMLElement | null {
  if (lines.length === 0) return null;
  return el(
    'details',
    { className: 'pair-explain' },
    el('summary', { text: summary }),
    ...lines.map(line => {
      const depth = Math.floor((line.length - line.trimStart().length) / 2);
      return el('p', {
        className: `pair-explain-line depth-${Math.min(depth, 3)}`,
        text: line.trim(),
      });
    }),
  );
}

export function pairView(locale: Locale, status: Status): HTMLElement {
  const s = locale === 'de' ? DE : EN;
  const results = textInput('pair-results');
  const players = textInput('pair-players');
  const options = textInput('pair-options', 'rounds=');
  const heading = el('p', { className: 'description pair-round' });
  const list = el('ul', { className: 'pair-list' });
  const result = el('div', { className: 'pair-result', attrs: { 'aria-live': 'polite' } });
  let choices: Choice[] = [];

  const request = (): SwissRoundRequest | null => {
    if (results.value.trim() === '' || players.value.trim() === '') {
      status.showError({ message: s.missing, cells: [] });
      return null;
    }
    return {
      results: results.value.trim(),
      players: players.value.trim(),
      options: options.value,
      absent: choices
        .filter(c => c.select.value !== 'present')
        .map(c => ({ name: c.name, kind: c.select.value as SwissAbsence })),
      present: choices.filter(c => c.select.value === 'present').map(c => c.name),
    };
  };

  const showPlayers = (p: SwissRoundPreview) => {
    const absent = new Map(p.absent.map(a => [a.name, a.kind] as const));
    choices = p.players
      .map(pl => {
        const id = uid('pair-player');
        const select = el('select', { id, className: 'pair-absent' });
        for (const k of ['present', 'half-bye', 'zero-bye', 'full-bye', 'withdrawn'] as const) {
          const o = el('option', { text: s.kinds[k], attrs: { value: k } });
          select.appendChild(o);
        }
        // Pre-filled from the player list's Status column (and the options text).
        select.value = absent.get(pl.name) ?? 'present';
        return {
          name: pl.name,
          select,
          item: el(
            'li',
            {},
            el('label', { text: s.player(pl.name, pl.points), attrs: { for: id } }),
            select,
          ),
        };
      })
      .map(c => {
        list.appendChild(c.item);
        return { name: c.name, select: c.select };
      });
  };

  const showPairing = (p: SwissRoundPreview, writtenRef: string | null) => {
    heading.textContent = s.round(p.round, p.totalRounds);
    const head = el(
      'tr',
      {},
      ...[s.board, s.white, s.black].map(t => el('th', { text: t, attrs: { scope: 'col' } })),
    );
    const rows = p.boards.map(b =>
      el('tr', {}, ...[String(b.board), b.white, b.black].map(t => el('td', { text: t }))),
    );
    fill(
      result,
      writtenRef === null
        ? null
        : el('p', { className: 'pair-summary', text: s.written(p.round, writtenRef) }),
      el('table', { className: 'pair-boards' }, el('thead', {}, head), el('tbody', {}, ...rows)),
      p.bye === null ? null : el('p', { className: 'pair-bye', text: s.bye(p.bye) }),
      explanation(p.explanation, s.explain),
      writtenRef === null && p.replaces
        ? el('p', { className: 'hint pair-replaces', text: s.replaces })
        : null,
    );
  };

  const preview = async (reload: boolean) => {
    const r = request();
    if (r === null) return;
    const out = await status.run(() =>
      call('previewSwissRound', reload ? { ...r, absent: [], present: [] } : r),
    );
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    status.clear();
    if (reload) {
      fill(list);
      showPlayers(out.value);
    }
    showPairing(out.value, null);
  };

  const write = async () => {
    const r = request();
    if (r === null) return;
    const out = await status.run(() => call('pairSwissRound', r));
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    status.clear();
    showPairing(out.value, out.value.writtenRef);
  };

  const double = el('input', {
    id: uid('rr-double'),
    className: 'rr-double',
    attrs: { type: 'checkbox' },
  });
  const rrDone = el('p', { className: 'rr-summary', attrs: { 'aria-live': 'polite' } });
  const roundRobin = async () => {
    if (players.value.trim() === '') {
      status.showError({ message: s.missing, cells: [] });
      return;
    }
    const out = await status.run(() =>
      call('newRoundRobin', { players: players.value.trim(), double: double.checked }),
    );
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    status.clear();
    rrDone.textContent = s.rrWritten(out.value.sheet, out.value.rounds);
  };

  return el(
    'section',
    { id: 'view-swiss', className: 'view' },
    el('h2', { text: s.title }),
    el('p', { className: 'hint', text: s.hint }),
    el('label', { text: s.results, attrs: { for: results.id } }),
    results,
    el('label', { text: s.players, attrs: { for: players.id } }),
    players,
    el('label', { text: s.options, attrs: { for: options.id } }),
    options,
    button(s.load, () => void preview(true), { className: 'action pair-load' }),
    heading,
    el('fieldset', { className: 'pair-players' }, el('legend', { text: s.absentLegend }), list),
    button(s.preview, () => void preview(false), { className: 'action pair-preview' }),
    button(s.write, () => void write(), { className: 'action create', id: 'pair-write' }),
    result,
    el('h2', { text: s.rrTitle }),
    el('p', { className: 'hint', text: s.rrHint }),
    el(
      'div',
      {},
      double,
      el('label', { className: 'inline', text: s.rrDouble, attrs: { for: double.id } }),
    ),
    button(s.rrCreate, () => void roundRobin(), { className: 'action rr-create' }),
    rrDone,
  );
}
