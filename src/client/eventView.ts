/**
 * *New Swiss…* / *New round robin…*: the event's name, its rounds (a Swiss) or single/double (a
 * round robin), the colour of No. 1 in round 1 or a public lot with its number, how pairing
 * numbers are given and the tie-break preset. Creating makes the two sheets and refreshes the
 * events the other views choose from. Text goes in through textContent only; the words are the
 * catalogues' `eventView` section.
 */
import type { EventsState, Locale, NewEventRequest, PresetInfo } from '../shared/types';
import { eventView as DE } from '../core/messages/de';
import { eventView as EN } from '../core/messages/en';
import { button, el, uid } from './dom';
import { call } from './rpc';
import type { Status } from './status';
import type { Store } from './store';
import { wholeNumber } from './standingsView';

function labelled(text: string, control: HTMLElement & { id: string }): HTMLElement[] {
  return [el('label', { text, attrs: { for: control.id } }), control];
}

function select(className: string, options: readonly [string, string][]): HTMLSelectElement {
  const s = el('select', { id: uid(className), className });
  for (const [value, text] of options) s.appendChild(el('option', { text, attrs: { value } }));
  return s;
}

export function eventView(
  locale: Locale,
  presets: readonly PresetInfo[],
  system: 'swiss' | 'round-robin',
  status: Status,
  events: Store<EventsState>,
): HTMLElement {
  const s = locale === 'de' ? DE : EN;
  const radio = (value: 'swiss' | 'round-robin', text: string) => {
    const input = el('input', {
      id: uid('event-system'),
      className: 'event-system',
      attrs: { type: 'radio', name: 'event-system', value },
    });
    input.checked = value === system;
    return {
      input,
      row: el(
        'div',
        {},
        input,
        el('label', { className: 'inline', text, attrs: { for: input.id } }),
      ),
    };
  };
  const swiss = radio('swiss', s.swiss);
  const rr = radio('round-robin', s.roundRobin);
  const name = el('input', {
    id: uid('event-name'),
    className: 'event-name',
    attrs: { type: 'text', autocomplete: 'off' },
  });
  const rounds = el('input', {
    id: uid('event-rounds'),
    className: 'event-rounds',
    attrs: { type: 'number', min: '1', max: '30' },
  });
  rounds.value = '7';
  const double = el('input', {
    id: uid('event-double'),
    className: 'event-double',
    attrs: { type: 'checkbox' },
  });
  const colour = select('event-colour', [
    ['white1', s.colours.white1],
    ['black1', s.colours.black1],
    ['lot', s.colours.lot],
  ]);
  const seed = el('input', {
    id: uid('event-seed'),
    className: 'event-seed',
    attrs: { type: 'number', min: '0' },
  });
  const order = select('event-order', [
    ['ranking', s.orders.ranking],
    ['list', s.orders.list],
  ]);
  const preset = select(
    'event-preset',
    presets.map(p => [p.name, p.label] as [string, string]),
  );
  const done = el('p', { className: 'event-summary', attrs: { 'aria-live': 'polite' } });

  const swissOnly = el('div', {}, ...labelled(s.rounds, rounds), ...labelled(s.colour, colour));
  const seedBlock = el(
    'div',
    {},
    ...labelled(s.seed, seed),
    el('p', { className: 'hint', text: s.seedHint }),
  );
  const rrOnly = el(
    'div',
    {},
    double,
    el('label', { className: 'inline', text: s.double, attrs: { for: double.id } }),
  );
  const chosen = (): 'swiss' | 'round-robin' => (rr.input.checked ? 'round-robin' : 'swiss');
  const sync = (systemChanged: boolean) => {
    const isSwiss = chosen() === 'swiss';
    swissOnly.hidden = !isSwiss;
    seedBlock.hidden = !isSwiss || colour.value !== 'lot';
    rrOnly.hidden = isSwiss;
    if (systemChanged) preset.value = isSwiss ? 'fide-swiss' : 'fide-rr';
  };
  swiss.input.addEventListener('change', () => sync(true));
  rr.input.addEventListener('change', () => sync(true));
  colour.addEventListener('change', () => sync(false));
  sync(true);

  const create = async () => {
    const isSwiss = chosen() === 'swiss';
    const r = wholeNumber(rounds.value);
    const n = wholeNumber(seed.value);
    if (isSwiss && (r === undefined || r === null)) {
      status.showError({ message: s.badNumber(s.rounds), cells: [] });
      return;
    }
    if (isSwiss && colour.value === 'lot' && (n === undefined || n === null)) {
      status.showError({ message: s.badNumber(s.seed), cells: [] });
      return;
    }
    const request: NewEventRequest = {
      system: chosen(),
      name: name.value,
      rounds: isSwiss ? (r as number) : null,
      double: !isSwiss && double.checked,
      colour: colour.value as NewEventRequest['colour'],
      seed: isSwiss && colour.value === 'lot' ? (n as number) : null,
      order: order.value as NewEventRequest['order'],
      preset: preset.value,
    };
    const out = await status.run(() => call('newEvent', request));
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    status.clear();
    const e = out.value;
    done.textContent =
      e.system === 'swiss'
        ? s.created(e.playersSheet, e.resultsSheet)
        : s.createdRoundRobin(e.playersSheet);
    const fresh = await status.run(() => call('eventsState'), { keep: true });
    if (fresh) events.set({ ...fresh, current: e.id });
  };

  return el(
    'section',
    { id: 'view-event', className: 'view' },
    el('h2', { text: s.title }),
    el('p', { className: 'hint', text: s.hint }),
    el('fieldset', {}, el('legend', { text: s.system }), swiss.row, rr.row),
    ...labelled(s.name, name),
    swissOnly,
    seedBlock,
    rrOnly,
    ...labelled(s.order, order),
    ...labelled(s.preset, preset),
    button(s.create, () => void create(), { className: 'create main-action', id: 'event-create' }),
    done,
  );
}
