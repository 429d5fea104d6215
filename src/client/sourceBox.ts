/**
 * Step 1: the table the standings come from — its range (editable), what was detected there
 * ("Swiss progress table, 24 players, 7 rounds") and which sheet a build would update.
 */
import type { SourceReport } from '../shared/types';
import { button, el, uid } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';
import type { Status } from './status';
import type { Store } from './store';

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

export function sourceBox(s: Strings, status: Status, store: Store<SourceReport>): HTMLElement {
  const inputId = uid('range');
  const input = el('input', {
    id: inputId,
    className: 'range-input',
    attrs: { type: 'text', spellcheck: 'false', autocomplete: 'off' },
  });
  const description = el('p', { className: 'description', attrs: { 'aria-live': 'polite' } });
  const output = el('p', { className: 'hint' });
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

  const root = el(
    'div',
    { className: 'source' },
    el('label', { text: s.tableRange, attrs: { for: inputId } }),
    el('div', { className: 'row' }, input, button(s.useRange, use, { className: 'use-range' })),
    button(s.detect, () => void detect(status, store, null), { className: 'detect' }),
    description,
    output,
  );
  return root;
}
