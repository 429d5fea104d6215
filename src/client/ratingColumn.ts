/**
 * Step 3's choice of a column of rating changes (Rtg+/-): none, FIDE or DWZ, and the event's date
 * when the table has none (a sheet never has one; a TRF has 042/052). Individual events only.
 */
import type { RatingChangeChoice, SourceReport } from '../shared/types';
import { el, uid } from './dom';
import type { Strings } from './i18n';
import type { Store } from './store';

export interface RatingColumnField {
  readonly root: HTMLElement;
  /** The choice, null for none, 'bad' for a date that is not YYYY-MM-DD. */
  choice(): RatingChangeChoice | null | 'bad';
}

export function ratingColumnField(s: Strings, source: Store<SourceReport>): RatingColumnField {
  const selectId = uid('rating-change');
  const dateId = uid('rating-date');
  const select = el(
    'select',
    { id: selectId, className: 'rating-change' },
    el('option', { text: s.ratingNone, attrs: { value: '' } }),
    el('option', { text: s.ratingFide, attrs: { value: 'fide' } }),
    el('option', { text: s.ratingDwz, attrs: { value: 'dwz' } }),
  );
  const date = el('input', { id: dateId, className: 'rating-date', attrs: { type: 'date' } });
  const dateBlock = el(
    'div',
    {},
    el('label', { text: s.ratingDate, attrs: { for: dateId } }),
    date,
  );
  const sync = () => {
    dateBlock.hidden = select.value === '';
  };
  select.addEventListener('change', sync);
  sync();
  const root = el(
    'div',
    { className: 'rating-block', attrs: { style: 'margin-top:8px' } },
    el('label', { text: s.ratingColumn, attrs: { for: selectId } }),
    select,
    dateBlock,
  );
  const syncScope = (report: SourceReport) => {
    root.hidden = report.ok && report.kind === 'team';
    if (root.hidden) select.value = '';
    sync();
  };
  source.subscribe(syncScope);
  syncScope(source.get());
  return {
    root,
    choice() {
      if (select.value !== 'fide' && select.value !== 'dwz') return null;
      const d = date.value.trim();
      if (d !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(d)) return 'bad';
      return { system: select.value, date: d };
    },
  };
}
