/** The standings walk-through: 1) source, 2) tie-breaks, 3) output, then "Create standings". */
import type { EventsState, SidebarState, SourceReport, StandingsRequest } from '../shared/types';
import { button, el, uid } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';
import { listsChoice } from './listsChoice';
import { ratingColumnField } from './ratingColumn';
import { bergerFor, rangeText, sourceBox } from './sourceBox';
import type { Status } from './status';
import type { Store } from './store';
import { tiebreakSection } from './tiebreaks';

/** A whole number from a field, null when empty, undefined when it is not one. */
export function wholeNumber(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : undefined;
}

export function standingsView(
  s: Strings,
  state: SidebarState,
  status: Status,
  source: Store<SourceReport>,
  events?: Store<EventsState>,
): HTMLElement {
  const tiebreaks = tiebreakSection(s, state, status, source);
  const rating = ratingColumnField(s, source);
  const lists = listsChoice(s, source);

  const snapshotId = uid('output');
  const liveId = uid('output');
  const explainId = uid('explain');
  const snapshot = el('input', {
    id: snapshotId,
    attrs: { type: 'radio', name: 'output', value: 'snapshot' },
  });
  snapshot.checked = true;
  const live = el('input', { id: liveId, attrs: { type: 'radio', name: 'output', value: 'live' } });
  const explain = el('input', {
    id: explainId,
    className: 'explanations',
    attrs: { type: 'checkbox' },
  });
  const liveLabel = el('label', { className: 'inline', text: s.live, attrs: { for: liveId } });
  const syncLabel = (report: SourceReport) => {
    liveLabel.textContent = report.ok && report.kind === 'team' ? s.liveTeam : s.live;
  };
  source.subscribe(syncLabel);
  syncLabel(source.get());
  const syncOutput = () => {
    explain.disabled = live.checked;
    if (live.checked) explain.checked = false;
  };
  snapshot.addEventListener('change', syncOutput);
  live.addEventListener('change', syncOutput);

  const create = async () => {
    const afterRound = wholeNumber(tiebreaks.settings.afterRound());
    const unrated = wholeNumber(tiebreaks.settings.unrated());
    if (afterRound === undefined) {
      status.showError({ message: s.badNumber(s.afterRound), cells: [] });
      return;
    }
    if (unrated === undefined) {
      status.showError({ message: s.badNumber(s.unrated), cells: [] });
      return;
    }
    const ratingChange = rating.choice();
    if (ratingChange === 'bad') {
      status.showError({ message: s.badDate, cells: [] });
      return;
    }
    const listed = lists.request();
    if ('error' in listed) {
      status.showError({ message: listed.error, cells: [] });
      return;
    }
    const request: StandingsRequest = {
      range: rangeText(source.get()),
      tiebreaks: tiebreaks.settings.choice(),
      rules: tiebreaks.settings.rules(),
      afterRound,
      unratedRating: unrated,
      output: live.checked ? 'live' : 'snapshot',
      explanations: explain.checked,
    };
    const teamScoring = tiebreaks.settings.teamScoring();
    if (teamScoring) Object.assign(request, { teamScoring });
    if (bergerFor(source.get())) Object.assign(request, { bergerRounds: true });
    if (ratingChange) Object.assign(request, { ratingChange });
    if (listed.lists) Object.assign(request, { lists: listed.lists });
    const out = await status.run(() => call('buildStandings', request));
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    const r = out.value;
    status.showNotice(
      el('p', {
        className: 'result-summary',
        text:
          r.kind === 'team'
            ? (r.created ? s.createdTeams : s.updatedTeams)(r.sheet, r.players)
            : (r.created ? s.created : s.updated)(r.sheet, r.players),
        attrs: { style: 'margin:0' },
      }),
      r.explanationSheet
        ? el('p', { text: s.explanationsIn(r.explanationSheet), attrs: { style: 'margin:0' } })
        : '',
      // A preset's code the source cannot give, left out: which and why (textContent only).
      ...r.notes.map(n => el('p', { className: 'note', text: n, attrs: { style: 'margin:0' } })),
      r.listSheets.length > 0
        ? el('p', {
            className: 'list-sheets',
            text: s.alsoWritten(r.listSheets.join(', ')),
            attrs: { style: 'margin:0' },
          })
        : '',
      el(
        'ol',
        { className: 'top', attrs: { style: 'margin:4px 0 0;padding-left:0;list-style:none' } },
        ...r.top.map(row =>
          el('li', {
            // Team points arrive labelled (4 MP · 6.5 BP); a player's are just points.
            text: `${row.place}. ${row.name} — ${row.points}${r.kind === 'team' ? '' : ` ${s.points}`}`,
          }),
        ),
      ),
    );
    const current = source.get();
    if (current.ok) source.set({ ...current, existingOutput: r.sheet });
  };

  return el(
    'section',
    { id: 'view-standings', className: 'view' },
    el(
      'section',
      { className: 'step', attrs: { 'aria-labelledby': 'step1' } },
      el('h2', { id: 'step1', text: s.step1 }),
      el('p', { className: 'hint', text: s.sourceHint }),
      sourceBox(s, status, source, true, events),
    ),
    tiebreaks.root,
    el(
      'section',
      { className: 'step', attrs: { 'aria-labelledby': 'step3' } },
      el('h2', { id: 'step3', text: s.step3 }),
      el(
        'fieldset',
        {},
        el('legend', { className: 'visually-hidden', text: s.output }),
        el(
          'div',
          {},
          snapshot,
          el('label', { className: 'inline', text: s.snapshot, attrs: { for: snapshotId } }),
        ),
        el('div', {}, live, liveLabel),
      ),
      el(
        'div',
        { attrs: { style: 'margin-top:8px' } },
        explain,
        el('label', { className: 'inline', text: s.explanations, attrs: { for: explainId } }),
      ),
      rating.root,
      lists.root,
    ),
    button(s.create, () => void create(), { className: 'create main-action', id: 'create' }),
  );
}
