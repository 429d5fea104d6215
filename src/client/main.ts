/**
 * The sidebar. It reads which part to open and the language from the element the server appends
 * (#boot), asks the server for its state, and builds the page with textContent only.
 */
import type { EventsState, Locale, SidebarView, SourceReport } from '../shared/types';
import { eventView } from './eventView';
import { eventView as EVENT_DE } from '../core/messages/de';
import { eventView as EVENT_EN } from '../core/messages/en';
import { el, fill } from './dom';
import { strings } from './i18n';
import type { Strings } from './i18n';
import { call } from './rpc';
import { standingsView } from './standingsView';
import { Status } from './status';
import { keizerView } from './keizerView';
import { pairView } from './pairView';
import { Store } from './store';
import { exportView, importView } from './trfViews';

const VIEWS: readonly SidebarView[] = ['standings', 'import', 'export', 'keizer', 'swiss', 'event'];

function bootData(): { view: SidebarView; locale: Locale; system: 'swiss' | 'round-robin' } {
  const boot = document.getElementById('boot');
  const view = VIEWS.find(v => v === boot?.getAttribute('data-view')) ?? 'standings';
  const locale: Locale = boot?.getAttribute('data-locale') === 'de' ? 'de' : 'en';
  const system = boot?.getAttribute('data-system') === 'round-robin' ? 'round-robin' : 'swiss';
  return { view, locale, system };
}

function navigation(
  s: Strings,
  views: Record<SidebarView, HTMLElement>,
  first: SidebarView,
  onShow: (view: SidebarView) => void,
) {
  const labels: Record<SidebarView, string> = {
    standings: s.navStandings,
    import: s.navImport,
    export: s.navExport,
    keizer: s.navKeizer,
    swiss: s.navSwiss,
    event: (s.locale === 'de' ? EVENT_DE : EVENT_EN).nav,
  };
  const buttons = VIEWS.map(v => {
    const b = el('button', {
      text: labels[v],
      className: `nav-${v}`,
      attrs: { type: 'button', 'aria-controls': views[v].id },
    });
    b.addEventListener('click', () => show(v));
    return b;
  });
  const show = (view: SidebarView) => {
    VIEWS.forEach((v, i) => {
      views[v].hidden = v !== view;
      buttons[i].setAttribute('aria-pressed', String(v === view));
    });
    onShow(view);
  };
  show(first);
  return { nav: el('nav', { attrs: { 'aria-label': s.tasks } }, ...buttons), show };
}

async function start(): Promise<void> {
  const app = document.getElementById('app');
  if (!app) return;
  const { view, locale, system } = bootData();
  let s = strings(locale);
  document.documentElement.lang = locale;
  const loading = new Status(app, s);
  fill(app, loading.busy, loading.error);
  const state = await loading.run(() => call('sidebarState'));
  if (!state) return;

  s = strings(state.locale);
  document.documentElement.lang = state.locale;
  const status = new Status(app, s);
  const source = new Store<SourceReport>(state.source);
  const views = {} as Record<SidebarView, HTMLElement>;
  let showView: (v: SidebarView) => void = () => undefined;
  const events = new Store<EventsState>(state.events);
  views.standings = standingsView(s, state, status, source, events);
  views.import = importView(s, status, source, () => showView('standings'));
  views.export = exportView(s, status, source);
  const keizer = keizerView(s, status);
  views.keizer = keizer.root;
  views.swiss = pairView(state.locale, status, events);
  views.event = eventView(state.locale, state.presets, system, status, events);
  const { nav, show } = navigation(s, views, view, v => {
    if (v === 'keizer') keizer.activate();
  });
  showView = show;
  fill(
    app,
    nav,
    status.busy,
    status.error,
    status.notice,
    views.standings,
    views.import,
    views.export,
    views.keizer,
    views.swiss,
    views.event,
  );
  app.setAttribute('aria-busy', 'false');
  // The Keizer evening reads its own lists; the standings step's table does not concern it.
  if (!state.source.ok && view !== 'keizer' && view !== 'swiss' && view !== 'event')
    status.showError(state.source.error);
}

// The #boot element is appended after the page, so wait until the document is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start());
} else {
  void start();
}
