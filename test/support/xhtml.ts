/**
 * A strict checker for the HTML pages the command line writes, at the level of an XML parser in
 * XHTML mode: the document is `<!DOCTYPE html>` and one `<html>` element with `lang`; every
 * element is closed in order (void elements written `<… />`), attribute values are quoted, text
 * and attribute values hold no raw `<`, `>` or `"` and no `&` that does not start a known entity
 * (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;` or a numeric one), and no `<script>`, event handler
 * attribute or external resource appears. Returns the problems found (empty when none), and the
 * page's text content for checking what a reader sees.
 */

const VOID = new Set(['meta', 'br', 'hr', 'img', 'link', 'col', 'input']);

const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/i;

export interface Checked {
  readonly problems: string[];
  /** The text between the tags, entities decoded, in document order. */
  readonly text: string;
  /** Every element name in document order. */
  readonly elements: string[];
  /** The `lang` attribute of `<html>`, or null. */
  readonly lang: string | null;
}

function decode(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()];
    return String.fromCodePoint(
      e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
    );
  });
}

function checkText(s: string, where: string, problems: string[]): void {
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '<' || ch === '>') problems.push(`${where}: raw "${ch}"`);
    if (ch === '&' && !ENTITY.test(s.slice(i)))
      problems.push(`${where}: "&" that starts no entity`);
  }
}

export function checkXhtml(page: string): Checked {
  const problems: string[] = [];
  const elements: string[] = [];
  let lang: string | null = null;
  let text = '';
  const doctype = '<!DOCTYPE html>';
  if (!page.startsWith(doctype)) problems.push('does not start with <!DOCTYPE html>');
  let i = page.startsWith(doctype) ? doctype.length : 0;
  const open: string[] = [];
  let roots = 0;
  while (i < page.length) {
    const lt = page.indexOf('<', i);
    const chunk = page.slice(i, lt < 0 ? page.length : lt);
    if (open.length === 0 && chunk.trim() !== '')
      problems.push(`text outside <html>: ${chunk.trim().slice(0, 30)}`);
    checkText(chunk, `text "${chunk.trim().slice(0, 30)}"`, problems);
    text += decode(chunk);
    if (lt < 0) break;
    const gt = page.indexOf('>', lt);
    if (gt < 0) {
      problems.push('a tag is not closed');
      break;
    }
    const tag = page.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('!--')) {
      problems.push('a comment');
      continue;
    }
    const close = /^\/([a-z][a-z0-9]*)\s*$/.exec(tag);
    if (close) {
      const expected = open.pop();
      if (expected !== close[1]) problems.push(`</${close[1]}> closes <${expected ?? 'nothing'}>`);
      continue;
    }
    const m = /^([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*(\/?)$/.exec(tag);
    if (!m) {
      problems.push(`malformed tag <${tag.slice(0, 40)}>`);
      continue;
    }
    const [, name, attrs, selfClosing] = m;
    elements.push(name);
    if (open.length === 0) roots++;
    for (const a of attrs.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      checkText(a[2], `attribute ${a[1]} of <${name}>`, problems);
      if (/^on/.test(a[1])) problems.push(`event handler ${a[1]} on <${name}>`);
      if (a[1] === 'src' || (a[1] === 'href' && name === 'link'))
        problems.push(`external resource in <${name}>`);
      if (name === 'html' && a[1] === 'lang') lang = a[2];
    }
    if (name === 'script') problems.push('a <script> element');
    if (VOID.has(name)) {
      if (selfClosing !== '/') problems.push(`void <${name}> not written <${name} />`);
      continue;
    }
    if (selfClosing === '/') problems.push(`<${name} /> is not a void element`);
    open.push(name);
    if (name === 'style' || name === 'title') {
      // Raw-text elements: their content runs to the closing tag, which must come.
      const end = page.indexOf(`</${name}>`, i);
      if (end < 0) {
        problems.push(`<${name}> not closed`);
        break;
      }
      const content = page.slice(i, end);
      if (/</.test(content)) problems.push(`"<" inside <${name}>`);
      if (name === 'title') {
        checkText(content, 'the title', problems);
        text += decode(content);
      }
      i = end;
    }
  }
  if (open.length > 0) problems.push(`not closed: ${open.join(', ')}`);
  if (roots !== 1 || elements[0] !== 'html')
    problems.push('the document is not one <html> element');
  return { problems, text, elements, lang };
}
