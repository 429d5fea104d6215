/**
 * The Keizer evening: the results list (and optional player list) to read, the players in
 * Keizer ranking order to tick, and the next round's pairings appended below the results list.
 *
 * Nobody is ticked when the list loads: organisers tick who came, and a player ticked by default
 * who stayed home would be paired and leave a game without a result to sort out. Withdrawn
 * players are listed, but their box cannot be ticked. After pairing, the boards and the bye are
 * shown with a button selecting the new rows, and the list is read again (now waiting for the
 * round's results).
 */
import type { KeizerEveningResult, KeizerEveningState } from '../shared/types';
import { button, el, fill, uid } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';
import type { Status } from './status';

interface Tick {
  readonly box: HTMLInputElement;
  readonly name: string;
  readonly item: HTMLElement;
}

export interface KeizerView {
  readonly root: HTMLElement;
  /** Called when the view is shown: reads the lists the first time. */
  activate(): void;
}

function textInput(className: string): HTMLInputElement {
  return el('input', {
    id: uid(className),
    className,
    attrs: { type: 'text', spellcheck: 'false', autocomplete: 'off' },
  });
}

export function keizerView(s: Strings, status: Status): KeizerView {
  const results = textInput('keizer-results');
  const players = textInput('keizer-players');
  const options = textInput('keizer-options');
  const description = el('p', { className: 'description keizer-description' });
  const pending = el('p', { className: 'hint keizer-pending' });
  pending.hidden = true;
  const list = el('ul', { className: 'keizer-list' });
  const count = el('p', {
    className: 'keizer-count',
    attrs: { role: 'status', 'aria-live': 'polite' },
  });
  const result = el('div', { className: 'keizer-result' });
  result.hidden = true;
  let boxes: Tick[] = [];
  let started = false;

  const updateCount = () => {
    const ticked = boxes.filter(b => b.box.checked).length;
    count.textContent = s.keizerCount(ticked, boxes.filter(b => !b.box.disabled).length);
  };

  const showState = (state: KeizerEveningState) => {
    if (document.activeElement !== results) results.value = state.results;
    if (document.activeElement !== players) players.value = state.players ?? '';
    if (!state.ok) {
      description.textContent = s.keizerFix;
      pending.hidden = true;
      boxes = [];
      fill(list);
      updateCount();
      status.showError(state.error);
      return;
    }
    description.textContent = `${state.description}. ${s.keizerNext(state.nextRound)}`;
    pending.textContent = state.pendingRound === null ? '' : s.keizerPending(state.pendingRound);
    pending.hidden = state.pendingRound === null;
    boxes = state.ranking.map((p): Tick => {
      const id = uid('keizer-player');
      const box = el('input', { id, className: 'keizer-tick', attrs: { type: 'checkbox' } });
      box.disabled = p.withdrawn;
      box.setAttribute('data-name', p.name);
      box.addEventListener('change', updateCount);
      const label = el('label', {
        className: 'inline',
        text:
          p.rank === null ? s.keizerWithdrawn(p.name) : s.keizerPlayer(p.rank, p.name, p.points),
        attrs: { for: id },
      });
      return { box, name: p.name, item: el('li', {}, box, label) };
    });
    fill(list, ...boxes.map(b => b.item));
    updateCount();
  };

  const load = async (resultsText: string | null) => {
    const state = await status.run(() =>
      call(
        'keizerEveningState',
        resultsText,
        players.value.trim() === '' ? null : players.value.trim(),
        options.value.trim() === '' ? null : options.value,
      ),
    );
    if (!state) return;
    if (state.ok) status.clear();
    showState(state);
  };

  const showResult = (r: KeizerEveningResult) => {
    const header = el(
      'tr',
      {},
      el('th', { text: s.keizerBoard, attrs: { scope: 'col' } }),
      el('th', { text: s.keizerWhite, attrs: { scope: 'col' } }),
      el('th', { text: s.keizerBlack, attrs: { scope: 'col' } }),
    );
    const rows = r.boards.map(b =>
      el(
        'tr',
        {},
        el('td', { text: String(b.board) }),
        el('td', { text: b.white }),
        el('td', { text: b.black }),
      ),
    );
    fill(
      result,
      el('p', { className: 'keizer-summary', text: s.keizerWritten(r.round, r.writtenRef) }),
      el(
        'table',
        { className: 'keizer-boards' },
        el('thead', {}, header),
        el('tbody', {}, ...rows),
      ),
      r.bye === null ? null : el('p', { className: 'keizer-bye', text: s.keizerBye(r.bye) }),
      button(
        s.keizerSelect,
        () =>
          void status.run(
            async () => {
              const out = await call('selectCell', r.written);
              if (!out.ok) status.showError(out.error);
            },
            { keep: true },
          ),
        { className: 'keizer-select' },
      ),
    );
    result.hidden = false;
  };

  const pair = async () => {
    const range = results.value.trim();
    if (range === '') {
      status.showError({ message: s.keizerNoResults, cells: [] });
      return;
    }
    const out = await status.run(() =>
      call('pairKeizerEvening', {
        results: range,
        players: players.value.trim() === '' ? null : players.value.trim(),
        present: boxes.filter(b => b.box.checked).map(b => b.name),
        options: options.value,
      }),
    );
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    status.clear();
    showResult(out.value);
    results.value = out.value.results;
    await load(out.value.results);
  };

  const useEnter = (input: HTMLInputElement) =>
    input.addEventListener('keydown', e => {
      if (e.key === 'Enter') {
        e.preventDefault();
        void load(results.value.trim() === '' ? null : results.value.trim());
      }
    });
  [results, players, options].forEach(useEnter);

  const tickAll = (checked: boolean) => {
    for (const b of boxes) if (!b.box.disabled) b.box.checked = checked;
    updateCount();
  };

  const root = el(
    'section',
    { id: 'view-keizer', className: 'view' },
    el('h2', { text: s.keizerTitle }),
    el('p', { className: 'hint', text: s.keizerHint }),
    el('label', { text: s.keizerResults, attrs: { for: results.id } }),
    results,
    el('label', { text: s.keizerPlayers, attrs: { for: players.id } }),
    players,
    el('label', { text: s.keizerOptions, attrs: { for: options.id } }),
    options,
    button(
      s.keizerLoad,
      () => void load(results.value.trim() === '' ? null : results.value.trim()),
      { className: 'action keizer-load' },
    ),
    description,
    pending,
    el(
      'fieldset',
      { className: 'keizer-present' },
      el('legend', { text: s.keizerPresent }),
      el(
        'div',
        { className: 'tools' },
        button(s.keizerAll, () => tickAll(true), { className: 'keizer-all' }),
        button(s.keizerNone, () => tickAll(false), { className: 'keizer-none' }),
      ),
      list,
      count,
    ),
    button(s.keizerPair, () => void pair(), { className: 'action main-action', id: 'keizer-pair' }),
    result,
  );

  return {
    root,
    activate() {
      if (started) return;
      started = true;
      void load(null);
    },
  };
}
