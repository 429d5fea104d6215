/** Import a TRF file or an event's PGN into a new sheet; export the source table as a TRF file. */
import type { SourceReport } from '../shared/types';
import { button, el, fill, uid } from './dom';
import type { Strings } from './i18n';
import { call } from './rpc';
import { bergerFor, detect, rangeText, sourceBox } from './sourceBox';
import type { Status } from './status';
import type { Store } from './store';

/** Bytes as base64, in chunks (a whole file through String.fromCharCode would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...Array.from(bytes.subarray(i, i + 0x8000)));
  }
  return btoa(binary);
}

function readFile(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

export function importView(
  s: Strings,
  status: Status,
  source: Store<SourceReport>,
  showStandings: () => void,
): HTMLElement {
  const fileId = uid('trf-file');
  const textId = uid('trf-text');
  const file = el('input', {
    id: fileId,
    className: 'trf-file',
    attrs: { type: 'file', accept: '.trf,.txt,.pgn,text/plain,application/x-chess-pgn' },
  });
  const text = el('textarea', {
    id: textId,
    className: 'trf-text',
    attrs: { rows: '8', spellcheck: 'false' },
  });

  const run = async () => {
    const chosen = file.files && file.files.length > 0 ? file.files[0] : null;
    const pasted = text.value;
    const base64 = pasted.trim() === '' && chosen ? toBase64(await readFile(chosen)) : null;
    const out = await status.run(() =>
      call('importTrf', {
        fileName: chosen ? chosen.name : null,
        text: pasted.trim() === '' ? null : pasted,
        base64,
      }),
    );
    if (!out) return;
    if (!out.ok) {
      status.showError(out.error);
      return;
    }
    const r = out.value;
    await detect(status, source, r.ref);
    status.showNotice(
      el('p', {
        className: 'result-summary',
        text: s.imported(r.sheet, r.description),
        attrs: { style: 'margin:0' },
      }),
      el(
        'ul',
        { attrs: { style: 'margin:4px 0 0;padding-left:16px' } },
        ...r.notes.map(n => el('li', { text: n })),
      ),
    );
    showStandings();
  };

  return el(
    'section',
    { id: 'view-import', className: 'view' },
    el('h2', { text: s.importTitle }),
    el('p', { className: 'hint', text: s.importHint }),
    el('label', { text: s.trfFile, attrs: { for: fileId } }),
    file,
    el('label', { text: s.trfPaste, attrs: { for: textId } }),
    text,
    button(s.importButton, () => void run(), { className: 'create main-action', id: 'import' }),
  );
}

export function exportView(s: Strings, status: Status, source: Store<SourceReport>): HTMLElement {
  const outId = uid('trf-out');
  const link = el('a', { className: 'download', attrs: { target: '_self' } });
  const out = el('textarea', {
    id: outId,
    className: 'trf-out',
    attrs: { rows: '8', readonly: 'readonly' },
  });
  const result = el('div', { className: 'export-result' });
  result.hidden = true;
  let url: string | null = null;

  const run = async () => {
    const report = source.get();
    const answer = await status.run(() =>
      call('exportTrf', rangeText(report), ...(bergerFor(report) ? [true] : [])),
    );
    if (!answer) return;
    if (!answer.ok) {
      status.showError(answer.error);
      return;
    }
    const r = answer.value;
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(new Blob([r.text], { type: 'text/plain;charset=utf-8' }));
    link.href = url;
    link.setAttribute('download', r.fileName);
    link.textContent = s.download(r.fileName);
    out.value = r.text;
    result.hidden = false;
    status.clear();
    link.focus();
  };

  fill(
    result,
    el('p', {}, link),
    el('label', { text: s.exportText, attrs: { for: outId } }),
    out,
    button(s.selectAll, () => {
      out.focus();
      out.select();
    }),
  );

  return el(
    'section',
    { id: 'view-export', className: 'view' },
    el('h2', { text: s.exportTitle }),
    el('p', { className: 'hint', text: s.exportHint }),
    sourceBox(s, status, source, false),
    button(s.exportButton, () => void run(), { className: 'action main-action', id: 'export' }),
    result,
  );
}
