/**
 * Step 2: the tie-break list — a preset with its exact codes, or a custom ordered list the
 * organiser builds (add from the catalogue or type any code, move up and down, remove), each code
 * with its name and a one-line explanation; then the rule set for unplayed rounds, standings
 * after round k and the rating for unrated players.
 */
import type {
  CodeInfo,
  PresetInfo,
  RuleSetId,
  SidebarState,
  SourceReport,
  TeamScoringChoice,
  TiebreakChoice,
} from '../shared/types';
import { button, el, fill, uid } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';
import type { Status } from './status';
import type { Store } from './store';

export interface TiebreakSettings {
  choice(): TiebreakChoice;
  rules(): RuleSetId | 'auto';
  /** Raw text of the number fields; checked when the request is made. */
  afterRound(): string;
  unrated(): string;
  /** The team scoring choices, or null when the source is not a team event. */
  teamScoring(): TeamScoringChoice | null;
}

function codeItem(info: CodeInfo, ...tools: Node[]): HTMLLIElement {
  return el(
    'li',
    { attrs: { 'data-code': info.code } },
    el('span', { className: 'code', text: info.code }),
    ` — ${info.name}`,
    el('div', { className: 'hint', text: info.explanation }),
    tools.length > 0 ? el('div', { className: 'tools' }, ...tools) : null,
  );
}

function radio(name: string, value: string, label: string, checked: boolean): HTMLElement {
  const id = uid(name);
  const input = el('input', { id, attrs: { type: 'radio', name, value } });
  input.checked = checked;
  return el(
    'div',
    {},
    input,
    el('label', { className: 'inline', text: label, attrs: { for: id } }),
  );
}

type Scope = 'individual' | 'team';

/** What the organiser chose in the list part, remembered per source. */
interface ListState {
  readonly mode: 'preset' | 'custom';
  readonly preset: string;
  readonly custom: readonly CodeInfo[];
}

/** Which source a list belongs to: the range, and what it holds (another system is another event). */
function listKey(report: SourceReport): string | null {
  return report.ok ? `${report.ref}|${report.kind}|${report.system}` : null;
}

function scopeOf(report: SourceReport): Scope {
  return report.ok ? report.kind : 'individual';
}

export function tiebreakSection(
  s: Strings,
  state: SidebarState,
  status: Status,
  source: Store<SourceReport>,
): { root: HTMLElement; settings: TiebreakSettings } {
  const initial = source.get();
  // Team events have their own presets and codes; the lists follow the source of step 1.
  let scope: Scope = scopeOf(initial);
  let presets: readonly PresetInfo[] = scope === 'team' ? state.teamPresets : state.presets;
  let offered: readonly CodeInfo[] = scope === 'team' ? state.teamCatalogue : state.catalogue;
  let mode: 'preset' | 'custom' = 'preset';
  let custom: CodeInfo[] = [];
  // The list follows the table: a new source gets its suggested preset, unless the organiser
  // edited the list for that very source before (then their list comes back).
  let listFor = listKey(initial);
  const edits = new Map<string, ListState>();

  // --- list kind ---------------------------------------------------------------------------
  const kind = el(
    'fieldset',
    {},
    el('legend', { text: s.listKind }),
    radio('list-kind', 'preset', s.usePreset, true),
    radio('list-kind', 'custom', s.useCustom, false),
  );
  const kindInputs = Array.from(kind.querySelectorAll('input'));

  // --- preset --------------------------------------------------------------------------------
  const presetId = uid('preset');
  const presetAboutId = uid('preset-about');
  // A long preset name may not fit the 300 px dropdown: it is spelled out above its explanation.
  const presetSelect = el('select', {
    id: presetId,
    className: 'preset-select',
    attrs: { 'aria-describedby': presetAboutId },
  });
  const fillPresets = (report: SourceReport) => {
    fill(
      presetSelect,
      ...presets.map(p => el('option', { text: p.label, attrs: { value: p.name } })),
    );
    presetSelect.value = report.ok ? report.suggestedPreset : (presets[0]?.name ?? '');
  };
  fillPresets(initial);
  const presetName = el('strong', { className: 'preset-name' });
  const presetExplanation = el('p', { className: 'hint preset-explanation' });
  const presetCodes = el('ol', { className: 'codes preset-codes' });
  const currentPreset = (): PresetInfo | undefined =>
    presets.find(p => p.name === presetSelect.value);
  const showPreset = () => {
    const p = currentPreset();
    presetName.textContent = p ? p.label : '';
    presetExplanation.textContent = p ? p.explanation : '';
    fill(presetCodes, ...(p ? p.codes.map(c => codeItem(c)) : []));
  };
  presetSelect.addEventListener('change', () => {
    showPreset();
    remember();
  });
  const presetPanel = el(
    'div',
    { className: 'preset-panel' },
    el('label', { text: s.preset, attrs: { for: presetId } }),
    presetSelect,
    el('div', { id: presetAboutId, className: 'preset-about' }, presetName, presetExplanation),
    presetCodes,
    button(
      s.editPreset,
      () => {
        custom = [...(currentPreset()?.codes ?? [])];
        setMode('custom');
        renderCustom();
        remember();
        customList.querySelector('button')?.focus();
      },
      { className: 'edit-preset' },
    ),
  );

  // --- custom list ---------------------------------------------------------------------------
  const customList = el('ol', { className: 'codes custom-codes' });
  const customEmpty = el('p', { className: 'hint', text: s.customEmpty });
  const listStatus = el('p', { className: 'hint list-status', attrs: { 'aria-live': 'polite' } });

  const move = (i: number, by: number, focusClass: string) => {
    const j = i + by;
    if (j < 0 || j >= custom.length) return;
    [custom[i], custom[j]] = [custom[j], custom[i]];
    renderCustom();
    remember();
    const target = customList.children[j]?.querySelector<HTMLButtonElement>(`button.${focusClass}`);
    (target && !target.disabled
      ? target
      : customList.children[j]?.querySelector('button')
    )?.focus();
  };
  const renderCustom = () => {
    fill(
      customList,
      ...custom.map((info, i) =>
        codeItem(
          info,
          button('↑', () => move(i, -1, 'up'), {
            className: 'up',
            attrs: { 'aria-label': s.moveUp(info.code), title: s.moveUp(info.code) },
          }),
          button('↓', () => move(i, 1, 'down'), {
            className: 'down',
            attrs: { 'aria-label': s.moveDown(info.code), title: s.moveDown(info.code) },
          }),
          button(
            '✕',
            () => {
              custom.splice(i, 1);
              renderCustom();
              remember();
              const next = customList.children[Math.min(i, custom.length - 1)];
              (next?.querySelector<HTMLButtonElement>('button.remove') ?? addSelect).focus();
            },
            {
              className: 'remove',
              attrs: { 'aria-label': s.remove(info.code), title: s.remove(info.code) },
            },
          ),
        ),
      ),
    );
    customList
      .querySelectorAll<HTMLButtonElement>('li:first-child button.up, li:last-child button.down')
      .forEach(b => {
        b.disabled = true;
      });
    customEmpty.hidden = custom.length > 0;
  };
  const addInfo = (info: CodeInfo) => {
    if (custom.some(c => c.code === info.code)) {
      listStatus.textContent = s.alreadyInList(info.code);
      return;
    }
    custom.push(info);
    renderCustom();
    remember();
    listStatus.textContent = s.added(info.code);
  };

  const addId = uid('add-code');
  const addHintId = uid('add-hint');
  // Some names are longer than a 300 px dropdown shows: the chosen one is spelled out below it.
  const addSelect = el('select', {
    id: addId,
    className: 'add-select',
    attrs: { 'aria-describedby': addHintId },
  });
  const addHint = el('p', { id: addHintId, className: 'hint add-explanation' });
  const showAddHint = () => {
    const info = offered.find(c => c.code === addSelect.value);
    addHint.textContent = info ? `${info.code} — ${info.name}: ${info.explanation}` : '';
  };
  addSelect.addEventListener('change', showAddHint);
  const fillOffered = () => {
    fill(
      addSelect,
      ...offered.map(c =>
        el('option', { text: `${c.code} — ${c.name}`, attrs: { value: c.code } }),
      ),
    );
    showAddHint();
  };
  fillOffered();
  const otherId = uid('other-code');
  const otherInput = el('input', {
    id: otherId,
    className: 'other-code',
    attrs: { type: 'text', spellcheck: 'false', autocomplete: 'off' },
  });
  const addOther = async () => {
    const code = otherInput.value.trim();
    if (code === '') return;
    const check = await status.run(() => call('checkTiebreakCode', code, scope));
    if (!check) return;
    if (check.ok && check.info) {
      addInfo(check.info);
      otherInput.value = '';
    } else {
      listStatus.textContent = check.message;
    }
  };
  otherInput.addEventListener('keydown', e => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void addOther();
    }
  });
  const customPanel = el(
    'div',
    { className: 'custom-panel' },
    customList,
    customEmpty,
    el('label', { text: s.addCode, attrs: { for: addId } }),
    addSelect,
    addHint,
    button(
      s.add,
      () => {
        const info = offered.find(c => c.code === addSelect.value);
        if (info) addInfo(info);
      },
      { className: 'add-code' },
    ),
    el('label', { text: s.otherCode, attrs: { for: otherId } }),
    el(
      'div',
      { className: 'row' },
      otherInput,
      button(s.add, () => void addOther(), { className: 'add-other' }),
    ),
    listStatus,
  );

  const setMode = (m: 'preset' | 'custom') => {
    mode = m;
    for (const input of kindInputs) input.checked = input.value === m;
    presetPanel.hidden = m !== 'preset';
    customPanel.hidden = m !== 'custom';
  };
  function remember(): void {
    if (listFor !== null) {
      edits.set(listFor, { mode, preset: presetSelect.value, custom: [...custom] });
    }
  }
  for (const input of kindInputs) {
    input.addEventListener('change', () => {
      if (input.checked) setMode(input.value === 'custom' ? 'custom' : 'preset');
      remember();
    });
  }

  // --- rule set, after round, unrated --------------------------------------------------------
  const rulesId = uid('rules');
  const rulesSelect = el('select', { id: rulesId, className: 'rules-select' });
  const rulesExplanation = el('p', { className: 'hint rules-explanation' });
  const labelOf = (id: RuleSetId) => state.ruleSets.find(r => r.id === id)?.label ?? id;
  const fillRules = (report: SourceReport) => {
    const chosen = rulesSelect.value || 'auto';
    fill(
      rulesSelect,
      el('option', {
        text: s.automatic(labelOf(report.ok ? report.automaticRules : 'fide-2026')),
        attrs: { value: 'auto' },
      }),
      ...state.ruleSets.map(r => el('option', { text: r.label, attrs: { value: r.id } })),
    );
    rulesSelect.value = chosen;
    showRules();
  };
  const showRules = () => {
    const r = state.ruleSets.find(x => x.id === rulesSelect.value);
    rulesExplanation.textContent = r ? r.explanation : s.automaticExplanation;
  };
  rulesSelect.addEventListener('change', showRules);

  const afterId = uid('after-round');
  const afterInput = el('input', {
    id: afterId,
    className: 'after-round',
    attrs: { type: 'number', min: '1', step: '1', inputmode: 'numeric' },
  });
  const afterHint = el('p', { className: 'hint' });
  const unratedId = uid('unrated');
  const unratedInput = el('input', {
    id: unratedId,
    className: 'unrated',
    attrs: { type: 'number', min: '0', max: '3500', step: '1', inputmode: 'numeric' },
  });

  const unratedBlock = el('div', { className: 'unrated-block' });

  // Team events: which score ranks first, and the match points of a won / drawn / lost match.
  const primaryId = uid('primary');
  const primarySelect = el(
    'select',
    { id: primaryId, className: 'primary-select' },
    el('option', { text: s.primaryMP, attrs: { value: 'MP' } }),
    el('option', { text: s.primaryBP, attrs: { value: 'GP' } }),
  );
  const matchPointsId = uid('match-points');
  const matchPointsInput = el('input', {
    id: matchPointsId,
    className: 'match-points',
    attrs: { type: 'text', spellcheck: 'false', autocomplete: 'off', placeholder: '2/1/0' },
  });
  const teamBlock = el(
    'div',
    { className: 'team-scoring' },
    el('label', { text: s.primary, attrs: { for: primaryId } }),
    primarySelect,
    el('label', { text: s.matchPoints, attrs: { for: matchPointsId } }),
    matchPointsInput,
    el('p', { className: 'hint', text: s.matchPointsHint }),
  );
  const onSource = (report: SourceReport) => {
    const next = scopeOf(report);
    if (next !== scope) {
      // Individual codes mean nothing for teams and the other way round: other lists to offer.
      scope = next;
      presets = scope === 'team' ? state.teamPresets : state.presets;
      offered = scope === 'team' ? state.teamCatalogue : state.catalogue;
      fillPresets(report);
      fillOffered();
    }
    const key = listKey(report);
    if (report.ok && key !== listFor) {
      listFor = key;
      const saved = key === null ? undefined : edits.get(key);
      presetSelect.value = saved ? saved.preset : report.suggestedPreset;
      custom = saved ? [...saved.custom] : [];
      setMode(saved ? saved.mode : 'preset');
      renderCustom();
      showPreset();
      listStatus.textContent = '';
    }
    unratedBlock.hidden = scope === 'team';
    teamBlock.hidden = scope !== 'team';
    if (scope === 'team') unratedInput.value = '';
    fillRules(report);
    if (report.ok) {
      afterInput.max = String(report.rounds);
      afterHint.textContent = s.afterRoundHint(report.rounds);
    }
  };
  source.subscribe(onSource);
  onSource(initial);

  showPreset();
  renderCustom();
  setMode('preset');

  const root = el(
    'section',
    { className: 'step tiebreaks', attrs: { 'aria-labelledby': 'step2' } },
    el('h2', { id: 'step2', text: s.step2 }),
    kind,
    presetPanel,
    customPanel,
    el('label', { text: s.rules, attrs: { for: rulesId } }),
    rulesSelect,
    rulesExplanation,
    el('label', { text: s.afterRound, attrs: { for: afterId } }),
    afterInput,
    afterHint,
    unratedBlock,
    teamBlock,
  );
  fill(
    unratedBlock,
    el('label', { text: s.unrated, attrs: { for: unratedId } }),
    unratedInput,
    el('p', { className: 'hint', text: s.unratedHint }),
  );

  return {
    root,
    settings: {
      choice: () =>
        mode === 'preset'
          ? { kind: 'preset', name: presetSelect.value }
          : { kind: 'custom', codes: custom.map(c => c.code) },
      rules: () => (rulesSelect.value === 'auto' ? 'auto' : (rulesSelect.value as RuleSetId)),
      afterRound: () => afterInput.value,
      unrated: () => unratedInput.value,
      teamScoring: () =>
        scope === 'team'
          ? {
              primary: primarySelect.value === 'GP' ? 'GP' : 'MP',
              matchPoints: matchPointsInput.value.trim(),
            }
          : null,
    },
  };
}
