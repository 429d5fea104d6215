/**
 * *Pair next round…* of a Swiss kept in the sheet: the results list, the player list and the
 * options (`rounds=9`), the players with a choice for who is absent (half-point bye, zero-point
 * bye, full-point bye, withdrawn; loaded from the player list's Status column), a preview of the next round's pairing, and Write, which puts it below the
 * results list. Until a result is typed into those rows, pairing the round again replaces them.
 * Below: a new round robin (Berger schedule and empty crosstable) from the same player list.
 * Text goes in through textContent only; the words are the catalogues' `pairView` section.
 */
import type {
  EventInfo,
  EventsState,
  Locale,
  SwissAbsence,
  SwissRoundPreview,
  SwissRoundRequest,
} from '../shared/types';
import { eventView as EVENT_DE, pairView as DE } from '../core/messages/de';
import { eventView as EVENT_EN, pairView as EN } from '../core/messages/en';
import type { Store } from './store';
import { button, el, fill, uid } from './dom';
import { call } from './rpc';
import type { Status } from './status';

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

/**
 * The warning that earlier rounds differ from what the rules give: a heading and one line per
 * round (boards as played and by the rules, and the rule), as text.
 */
function handMade(lines: readonly string[], heading: string): HTMLElement | null {
  if (lines.length === 0) return null;
  return el(
    'div',
    { className: 'pair-handmade warning', attrs: { role: 'status' } },
    el('p', { className: 'pair-handmade-heading', text: heading }),
    ...lines.map(line => el('p', { className: 'pair-handmade-round', text: line })),
  );
}

/**
 * The event chooser: the spreadsheet's events and "type the ranges". Choosing an event fills the
 * ranges and options (they stay editable); the active sheet's event, or the only one, comes
 * chosen. `onChoose` gets the event, or null for typed ranges.
 */
export function eventChooser(
  label: string,
  typed: string,
  events: Store<EventsState>,
  onChoose: (event: EventInfo | null, byUser: boolean) => void,
): HTMLElement {
  const choice = el('select', { id: uid('event-choice'), className: 'event-choice' });
  const root = el(
    'div',
    { className: 'event-chooser' },
    el('label', { text: label, attrs: { for: choice.id } }),
    choice,
  );
  const show = (state: EventsState) => {
    while (choice.firstChild) choice.removeChild(choice.firstChild);
    for (const e of state.events)
      choice.appendChild(el('option', { text: e.name, attrs: { value: String(e.id) } }));
    choice.appendChild(el('option', { text: typed, attrs: { value: '' } }));
    choice.value = state.current === null ? '' : String(state.current);
    root.hidden = state.events.length === 0;
    onChoose(state.events.find(e => e.id === state.current) ?? null, false);
  };
  choice.addEventListener('change', () => {
    const id = choice.value === '' ? null : Number(choice.value);
    onChoose(events.get().events.find(e => e.id === id) ?? null, true);
  });
  events.subscribe(show);
  show(events.get());
  return root;
}

export function pairView(locale: Locale, status: Status, events: Store<EventsState>): HTMLElement {
  const s = locale === 'de' ? DE : EN;
  const ev = locale === 'de' ? EVENT_DE : EVENT_EN;
  const results = textInput('pair-results');
  const players = textInput('pair-players');
  const options = textInput('pair-options', 'rounds=');
  const accelerate = el('input', {
    id: uid('pair-accelerate'),
    className: 'pair-accelerate',
    attrs: { type: 'checkbox' },
  });
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
      ...(accelerate.checked ? { accelerate: true } : {}),
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
      p.numbered === null ? null : el('p', { className: 'hint pair-numbered', text: p.numbered }),
      handMade(p.handMade, s.handMade),
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

  // A round robin event: its whole schedule at once instead of round by round.
  let chosen: EventInfo | null = null;
  const scheduled = el('p', { className: 'schedule-summary', attrs: { 'aria-live': 'polite' } });
  const schedule = async () => {
    if (chosen === null) return;
    const id = chosen.id;
    const out = await status.run(() => call('writeSchedule', id));
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    status.clear();
    scheduled.textContent = [out.value.numbered, ev.scheduled(out.value.rounds, out.value.written)]
      .filter(t => t !== null)
      .join(' ');
  };
  const scheduleBlock = el(
    'div',
    { className: 'pair-schedule-block' },
    button(ev.schedule, () => void schedule(), { className: 'create pair-schedule' }),
    scheduled,
  );
  const swissBlock = el(
    'div',
    { className: 'pair-swiss-block' },
    el('label', { text: s.results, attrs: { for: results.id } }),
    results,
    el('label', { text: s.players, attrs: { for: players.id } }),
    players,
    el('label', { text: s.options, attrs: { for: options.id } }),
    options,
    el(
      'div',
      {},
      accelerate,
      el('label', { className: 'inline', text: s.accelerate, attrs: { for: accelerate.id } }),
    ),
    button(s.load, () => void preview(true), { className: 'action pair-load' }),
    heading,
    el('fieldset', { className: 'pair-players' }, el('legend', { text: s.absentLegend }), list),
    button(s.preview, () => void preview(false), { className: 'action pair-preview' }),
    button(s.write, () => void write(), { className: 'action create', id: 'pair-write' }),
    result,
  );
  const chooser = eventChooser(ev.event, ev.typed, events, event => {
    chosen = event;
    const roundRobin = event?.system === 'round-robin';
    scheduleBlock.hidden = !roundRobin;
    swissBlock.hidden = roundRobin;
    if (event === null) return;
    results.value = event.results;
    players.value = event.players;
    options.value = event.options;
    fill(list);
    fill(result);
    heading.textContent = '';
  });

  return el(
    'section',
    { id: 'view-swiss', className: 'view' },
    el('h2', { text: s.title }),
    el('p', { className: 'hint', text: s.hint }),
    chooser,
    scheduleBlock,
    swissBlock,
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
