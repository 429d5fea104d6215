/**
 * The busy indicator and the message areas. While a server call runs, the spinner shows, the
 * page is marked aria-busy and the action buttons are disabled. Errors go to a role=alert area
 * with a "Select D7" button for each cell they name; confirmations to a polite status area.
 */
import type { CellTarget, ErrorInfo } from '../shared/types';
import { button, el, fill } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';

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

  /** Runs a server call with the busy indicator; a failure of the call itself is shown. */
  async run<T>(work: () => Promise<T>): Promise<T | undefined> {
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
    for (const b of Array.from(this.app.querySelectorAll<HTMLButtonElement>('button.action'))) {
      b.disabled = busy;
    }
  }

  clear(): void {
    this.error.hidden = true;
    fill(this.error);
    this.notice.hidden = true;
    fill(this.notice);
  }

  showError(info: ErrorInfo): void {
    this.notice.hidden = true;
    fill(
      this.error,
      el('p', { text: info.message, attrs: { style: 'margin:0' } }),
      ...info.cells.map(cell => button(this.s.selectCell(cell.a1), () => void this.select(cell))),
    );
    this.error.hidden = false;
  }

  showNotice(...content: (Node | string)[]): void {
    this.error.hidden = true;
    fill(this.notice, ...content);
    this.notice.hidden = false;
  }

  private async select(cell: CellTarget): Promise<void> {
    const out = await this.run(() => call('selectCell', cell));
    if (out && !out.ok) this.showError(out.error);
  }
}
