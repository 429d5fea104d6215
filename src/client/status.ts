/**
 * The busy indicator and the message areas. While a server call runs, the spinner shows, the
 * page is marked aria-busy and the action buttons are disabled. Errors go to a role=alert area
 * with a "Select D7" button for each cell they name; confirmations to a polite status area. A new
 * action clears the last one's message, and a new message is scrolled to where the eye is: the
 * button that asked for it sits at the foot of a long page, the messages at its head.
 */
import type { CellTarget, ErrorInfo } from '../shared/types';
import { button, el, fill, uid } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';
import { tableExamples } from './tableExamples';

export class Status {
  readonly busy: HTMLElement;
  readonly error: HTMLElement;
  readonly notice: HTMLElement;
  private pending = 0;

  constructor(
    private readonly app: HTMLElement,
    private readonly s: Strings,
  ) {
    this.busy = el(
      'div',
      { id: 'busy', className: 'busy', attrs: { role: 'status', 'aria-live': 'polite' } },
      el('span', { className: 'spinner', attrs: { 'aria-hidden': 'true' } }),
      el('span', { text: s.working }),
    );
    this.busy.hidden = true;
    this.error = el('div', { id: 'error', className: 'message', attrs: { role: 'alert' } });
    this.error.hidden = true;
    this.notice = el('div', {
      id: 'notice',
      className: 'message ok',
      attrs: { role: 'status', 'aria-live': 'polite' },
    });
    this.notice.hidden = true;
  }

  /**
   * Runs a server call with the busy indicator; a failure of the call itself is shown. The last
   * action's message goes first, unless the call only serves it (`keep`: "Select D7").
   */
  async run<T>(work: () => Promise<T>, options: { keep?: boolean } = {}): Promise<T | undefined> {
    if (!options.keep) this.clear();
    this.pending += 1;
    this.update();
    try {
      return await work();
    } catch (e) {
      this.showError({
        message: `${this.s.failed} ${e instanceof Error ? e.message : String(e)}`,
        cells: [],
      });
      return undefined;
    } finally {
      this.pending -= 1;
      this.update();
    }
  }

  get isBusy(): boolean {
    return this.pending > 0;
  }

  private update(): void {
    const busy = this.pending > 0;
    this.busy.hidden = !busy;
    this.app.setAttribute('aria-busy', String(busy));
    // Google's classes mark the buttons that start an action (blue action, green create, red share).
    const actions = 'button.action, button.create, button.share';
    for (const b of Array.from(this.app.querySelectorAll<HTMLButtonElement>(actions))) {
      b.disabled = busy;
    }
  }

  clear(): void {
    this.error.hidden = true;
    fill(this.error);
    this.notice.hidden = true;
    fill(this.notice);
  }

  /** The error with its cells to select, and examples of tables when the range holds none. */
  showError(info: ErrorInfo): void {
    this.notice.hidden = true;
    fill(
      this.error,
      el('p', { text: info.message, attrs: { style: 'margin:0' } }),
      ...info.cells.map(cell => button(this.s.selectCell(cell.a1), () => void this.select(cell))),
      info.help === 'tables' ? examplesToggle(this.s) : null,
      info.notations ? notationsToggle(this.s, info.notations) : null,
    );
    this.error.hidden = false;
    reveal(this.error);
  }

  showNotice(...content: (Node | string)[]): void {
    this.error.hidden = true;
    fill(this.notice, ...content);
    this.notice.hidden = false;
    reveal(this.notice);
  }

  private async select(cell: CellTarget): Promise<void> {
    const out = await this.run(() => call('selectCell', cell), { keep: true });
    if (out && !out.ok) this.showError(out.error);
  }
}

/** Brings a message into view (and no further than needed, so the page does not jump). */
function reveal(message: HTMLElement): void {
  // jsdom and old engines lack scrollIntoView; the message is then where it always was.
  if (typeof message.scrollIntoView === 'function') {
    message.scrollIntoView({ block: 'nearest' });
  }
}

/** A button that shows and hides a panel (aria-expanded follows). */
function toggle(show: string, hide: string, panel: HTMLElement, className: string): HTMLElement {
  panel.hidden = true;
  const b = button(
    show,
    () => {
      panel.hidden = !panel.hidden;
      b.textContent = panel.hidden ? show : hide;
      b.setAttribute('aria-expanded', String(!panel.hidden));
    },
    { className, attrs: { 'aria-expanded': 'false', 'aria-controls': panel.id } },
  );
  return el('div', {}, b, panel);
}

/** "Show what a cell may hold": the readers' list, kept out of the message itself. */
function notationsToggle(s: Strings, notations: string): HTMLElement {
  const panel = el('div', { id: uid('notations'), className: 'notations', text: notations });
  return toggle(s.showNotations, s.hideNotations, panel, 'show-notations');
}

/** "Show examples of tables": the three layouts the add-on reads, on request only. */
function examplesToggle(s: Strings): HTMLElement {
  const panelId = uid('examples');
  const panel = el(
    'div',
    { id: panelId, className: 'examples' },
    ...tableExamples(s.locale).map(x =>
      el(
        'figure',
        {},
        el('figcaption', { text: x.title }),
        el(
          'table',
          { className: 'example' },
          el(
            'tbody',
            {},
            ...x.rows.map(row => el('tr', {}, ...row.map(c => el('td', { text: c })))),
          ),
        ),
        el('div', { className: 'hint', text: x.note }),
      ),
    ),
  );
  return toggle(s.showExamples, s.hideExamples, panel, 'show-examples');
}
