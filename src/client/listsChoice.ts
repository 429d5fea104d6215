/**
 * Step 3's lists: a ranking crosstable sheet and a prize lists sheet (which categories, the
 * year of the event for age groups, the rating limits), the printable pairing list of a round,
 * starting list and alphabetical list, and the player list a results list takes them from.
 * Shown for individual events only.
 */
import type { ListsRequest, SourceReport } from '../shared/types';
import { el, uid } from './dom';
import type { Strings } from './i18n';
import type { Store } from './store';

export interface ListsChoice {
  readonly root: HTMLElement;
  /** The lists asked for (null: none), or the message when a field cannot be read. */
  readonly request: () => { lists: ListsRequest | null } | { error: string };
}

function checkbox(label: string, className: string, checked = false) {
  const id = uid(className);
  const input = el('input', { id, className, attrs: { type: 'checkbox' } });
  input.checked = checked;
  const row = el(
    'div',
    {},
    input,
    el('label', { className: 'inline', text: label, attrs: { for: id } }),
  );
  return { input, row };
}

function field(label: string, className: string, hint: string, placeholder = '') {
  const id = uid(className);
  const input = el('input', {
    id,
    className,
    attrs: { type: 'text', autocomplete: 'off', ...(placeholder ? { placeholder } : {}) },
  });
  const row = el(
    'div',
    { attrs: { style: 'margin-top:6px' } },
    el('label', { text: label, attrs: { for: id } }),
    input,
    el('p', { className: 'hint', text: hint }),
  );
  return { input, row };
}

export function listsChoice(s: Strings, source: Store<SourceReport>): ListsChoice {
  const crosstable = checkbox(s.listCrosstable, 'list-crosstable');
  const prizes = checkbox(s.listPrizes, 'list-prizes');
  const women = checkbox(s.listWomen, 'cat-women', true);
  const age = checkbox(s.listAge, 'cat-age', true);
  const rating = checkbox(s.listRating, 'cat-rating');
  const unrated = checkbox(s.listUnrated, 'cat-unrated');
  const club = checkbox(s.listClub, 'cat-club', true);
  const limits = field(s.listLimits, 'rating-limits', s.listLimitsHint, '1600,1900');
  const year = field(s.listYear, 'event-year', s.listYearHint);
  const players = field(s.listPlayers, 'list-players', s.listPlayersHint, "'Players'!A1:H");
  const pairings = checkbox(s.listPairings, 'list-pairings');
  const round = field(s.listRound, 'pairing-round', s.listRoundHint);
  round.row.style.marginLeft = '22px';
  const starting = checkbox(s.listStarting, 'list-starting');
  const alphabetical = checkbox(s.listAlphabetical, 'list-alphabetical');
  const categories = el(
    'div',
    { className: 'categories', attrs: { style: 'margin-left:22px' } },
    women.row,
    age.row,
    rating.row,
    limits.row,
    unrated.row,
    club.row,
    year.row,
  );
  const sync = () => {
    categories.hidden = !prizes.input.checked;
    limits.row.hidden = !rating.input.checked;
    year.row.hidden = !age.input.checked;
    round.row.hidden = !pairings.input.checked;
  };
  for (const c of [prizes, rating, age, pairings]) c.input.addEventListener('change', sync);
  sync();
  const root = el(
    'fieldset',
    { className: 'lists', attrs: { style: 'margin-top:10px' } },
    el('legend', { text: s.listsTitle }),
    crosstable.row,
    prizes.row,
    categories,
    el('p', { className: 'hint', text: s.listPrintable }),
    pairings.row,
    round.row,
    starting.row,
    alphabetical.row,
    players.row,
  );
  const syncSource = (report: SourceReport) => {
    root.hidden = report.ok && report.kind === 'team';
  };
  source.subscribe(syncSource);
  syncSource(source.get());

  return {
    root,
    request() {
      const printable = [pairings, starting, alphabetical].some(c => c.input.checked);
      if (root.hidden || (!crosstable.input.checked && !prizes.input.checked && !printable)) {
        return { lists: null };
      }
      const chosen: string[] = [];
      if (prizes.input.checked) {
        if (women.input.checked) chosen.push('women');
        if (age.input.checked) chosen.push('age');
        if (rating.input.checked) {
          const typed = limits.input.value.trim() || '1600,1900';
          if (!/^\d+(\s*[,;/ ]\s*\d+)*$/.test(typed)) return { error: s.badLimits };
          chosen.push(`rating:${typed.replace(/[\s;/]+/g, ',')}`);
        }
        if (unrated.input.checked) chosen.push('unrated');
        if (club.input.checked) chosen.push('club');
      }
      const typedYear = year.input.value.trim();
      if (typedYear !== '' && !/^\d{4}$/.test(typedYear)) return { error: s.badNumber(s.listYear) };
      const typedRound = round.input.value.trim();
      if (pairings.input.checked && typedRound !== '' && !/^[1-9]\d{0,2}$/.test(typedRound)) {
        return { error: s.badNumber(s.listRound) };
      }
      return {
        lists: {
          crosstable: crosstable.input.checked,
          categories: chosen.length > 0 ? chosen.join('; ') : null,
          year: typedYear === '' || !age.input.checked ? null : Number(typedYear),
          players: players.input.value.trim() === '' ? null : players.input.value.trim(),
          pairings: pairings.input.checked
            ? { round: typedRound === '' ? null : Number(typedRound) }
            : null,
          starting: starting.input.checked,
          alphabetical: alphabetical.input.checked,
        },
      };
    },
  };
}
