/**
 * Step 1: the table the standings come from — its range (editable), what was detected there
 * ("Swiss progress table, 24 players, 7 rounds") and which sheet a build would update; for a
 * crosstable, whether its rounds followed the Berger table.
 */
import type { EventsState, Locale, SourceReport } from '../shared/types';
import { eventView as EVENT_DE } from '../core/messages/de';
import { eventView as EVENT_EN } from '../core/messages/en';
import { eventChooser } from './pairView';
import { button, el, uid } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';
import type { Status } from './status';
import { Store } from './store';

/**
 * "The rounds followed the Berger table", one choice for the page: the standings step and the
 * TRF export show the same source, so they share it. A new source starts unticked.
 */
export const bergerRounds = new Store<boolean>(false);

/** The choice as a request carries it: only for a crosstable, only when ticked. */
export function bergerFor(report: SourceReport): boolean {
  return report.ok && report.crosstable && bergerRounds.get();
}

export function rangeText(report: SourceReport): string {
  return report.ok ? report.ref : report.range;
}

/** Asks the server for the table at `range` (null: detect on the active sheet) and shares it. */
export async function detect(
  status: Status,
  store: Store<SourceReport>,
  range: string | null,
): Promise<void> {
  const report = await status.run(() => call('detectSource', range));
  if (!report) return;
  store.set(report);
  if (report.ok) status.clear();
  else status.showError(report.error);
}

/** `forStandings`: say which sheet Create would write (the TRF export writes none). */
export function sourceBox(
  s: Strings,
  status: Status,
  store: Store<SourceReport>,
  forStandings = true,
  events?: Store<EventsState>,
): HTMLElement {
  const inputId = uid('range');
  const input = el('input', {
    id: inputId,
    className: 'range-input',
    attrs: { type: 'text', spellcheck: 'false', autocomplete: 'off' },
  });
  const description = el('p', { className: 'description', attrs: { 'aria-live': 'polite' } });
  const output = el('p', { className: 'hint will-write' });
  output.hidden = !forStandings;
  const bergerId = uid('berger');
  const berger = el('input', { id: bergerId, className: 'berger', attrs: { type: 'checkbox' } });
  berger.addEventListener('change', () => bergerRounds.set(berger.checked));
  bergerRounds.subscribe(on => {
    berger.checked = on;
  });
  const bergerBlock = el(
    'div',
    { className: 'berger-block' },
    el(
      'div',
      { className: 'check' },
      berger,
      el('label', { className: 'inline', text: s.bergerRounds, attrs: { for: bergerId } }),
    ),
    el('p', { className: 'hint', text: s.bergerHint }),
  );
  let shownRef: string | null = rangeText(store.get());
  const use = () =>
    void detect(status, store, input.value.trim() === '' ? null : input.value.trim());
  input.addEventListener('keydown', e => {
    if (e.key === 'Enter') {
      e.preventDefault();
      use();
    }
  });

  const show = (report: SourceReport) => {
    if (document.activeElement !== input) input.value = rangeText(report);
    bergerBlock.hidden = !(report.ok && report.crosstable);
    if (rangeText(report) !== shownRef) {
      shownRef = rangeText(report);
      if (bergerRounds.get()) bergerRounds.set(false);
    }
    if (report.ok) {
      description.textContent = report.description;
      output.textContent = report.existingOutput
        ? s.willUpdate(report.existingOutput)
        : s.willCreate;
    } else {
      description.textContent = s.fixSource;
      output.textContent = '';
    }
  };
  store.subscribe(show);
  show(store.get());

  // The spreadsheet's events: choosing one reads its results list (with its player list).
  const ev = s.locale === ('de' as Locale) ? EVENT_DE : EVENT_EN;
  const chooser = events
    ? eventChooser(ev.event, ev.typed, events, (event, byUser) => {
        // A new event while nothing readable is shown, or the organiser's choice: read it.
        if (event === null || (!byUser && store.get().ok)) return;
        input.value = event.results;
        void detect(status, store, event.results);
      })
    : null;
  const root = el(
    'div',
    { className: 'source' },
    chooser,
    el('label', { text: s.tableRange, attrs: { for: inputId } }),
    el('div', { className: 'row' }, input, button(s.useRange, use, { className: 'use-range' })),
    button(s.detect, () => void detect(status, store, null), { className: 'detect' }),
    description,
    output,
    bergerBlock,
  );
  return root;
}
