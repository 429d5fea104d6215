'use strict';
// build/cli.js written with ASCII characters only, for scripts/build.mjs.
//
// V8 keeps a source that holds one character above U+00FF as a string of two bytes per
// character: reading the bundle then decodes all 400 KB from UTF-8, and compiling a function on
// the way reads the wide copy. esbuild escapes strings, but leaves some characters as they are:
// in regular expressions, in tagged templates (whose raw text a tag may read) and in comments.
// This rewrites those few (½ in result patterns, „“ in messages) as escapes that mean the same:
//   comment                      \u{XXXX} as text (nothing reads it)
//   regular expression literal   \uXXXX (a pair of them above U+FFFF without the u or v flag)
//   template, untagged or tagged by a tag in COOKED_TAGS (which reads only the cooked strings)
//                                \uXXXX or \u{XXXXX}: same cooked string, other raw text
//   template tagged String.raw   ${"\uXXXX"}: String.raw puts a substitution's value between the
//                                raw pieces, so the result is the same string
//   string literal               \uXXXX
// Anything else (an identifier, another tag, a character written after a backslash) throws:
// the build then keeps the bundle as esbuild wrote it, which runs the same, only slower to load.
const acorn = require('acorn');

/** Tags that read only the cooked strings: src/core/messages' msg (its key and its text). */
const COOKED_TAGS = new Set(['msg']);

const hex4 = code => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** `\uXXXX` for each UTF-16 unit of the character `ch`. */
const unitEscapes = ch => {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += hex4(ch.charCodeAt(i));
  return out;
};

/** `\uXXXX`, or `\u{XXXXX}` above U+FFFF (one code point where the braces are understood). */
const pointEscape = ch => {
  const code = ch.codePointAt(0);
  return code > 0xffff ? `\\u{${code.toString(16).toUpperCase()}}` : hex4(code);
};

/** True when the character at `at` follows an odd number of backslashes (it is escaped). */
function afterBackslash(source, at) {
  let n = 0;
  while (at - n - 1 >= 0 && source.charCodeAt(at - n - 1) === 92) n++;
  return n % 2 === 1;
}

/** How each template piece of the AST is read, by the piece's start: 'cooked' or 'raw'. */
function templateReaders(ast) {
  const readers = new Map();
  const visit = (node, tag) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, undefined);
      return;
    }
    if (typeof node.type !== 'string') return;
    if (node.type === 'TaggedTemplateExpression') {
      visit(node.tag, undefined);
      visit(node.quasi, node.tag);
      return;
    }
    if (node.type === 'TemplateLiteral') {
      const reader = readerOf(tag);
      for (const q of node.quasis) readers.set(q.start, reader);
      for (const e of node.expressions) visit(e, undefined);
      return;
    }
    for (const key of Object.keys(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(node[key], undefined);
    }
  };
  visit(ast, undefined);
  return readers;
}

/** 'cooked', 'raw' (String.raw) or a description of a tag whose reading is not known. */
function readerOf(tag) {
  if (tag === undefined) return 'cooked';
  if (tag.type === 'Identifier' && COOKED_TAGS.has(tag.name)) return 'cooked';
  if (
    tag.type === 'MemberExpression' &&
    !tag.computed &&
    tag.object.type === 'Identifier' &&
    tag.object.name === 'String' &&
    tag.property.name === 'raw'
  ) {
    return 'raw';
  }
  return `the tag at ${tag.start}`;
}

/** The piece (token or comment) holding position `at`, from pieces sorted by start. */
function pieceAt(pieces, at) {
  let lo = 0;
  let hi = pieces.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (pieces[mid].end <= at) lo = mid + 1;
    else if (pieces[mid].start > at) hi = mid - 1;
    else return pieces[mid];
  }
  return undefined;
}

/**
 * `source` (a script) with every character above U+007F written as an escape that means the
 * same; throws for one it cannot rewrite so.
 */
function asciiOnly(source) {
  if (!/[\u0080-\uFFFF]/.test(source)) return source;
  const pieces = [];
  const ast = acorn.parse(source, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
    allowHashBang: true,
    onToken: t => pieces.push({ kind: t.type.label, start: t.start, end: t.end, value: t.value }),
    onComment: (_block, _text, start, end) => pieces.push({ kind: 'comment', start, end }),
  });
  pieces.sort((a, b) => a.start - b.start);
  const readers = templateReaders(ast);
  let out = '';
  let from = 0;
  const wide = /[\u{80}-\u{10FFFF}]/gu;
  for (let m = wide.exec(source); m !== null; m = wide.exec(source)) {
    const ch = m[0];
    const at = m.index;
    const piece = pieceAt(pieces, at);
    const where = `${ch} (U+${ch.codePointAt(0).toString(16).toUpperCase()}) at ${at}`;
    if (piece === undefined) throw new Error(`${where} is outside any token`);
    let escape;
    if (piece.kind === 'comment') {
      escape = `\\u{${ch.codePointAt(0).toString(16).toUpperCase()}}`;
    } else if (afterBackslash(source, at)) {
      throw new Error(`${where} follows a backslash`);
    } else if (piece.kind === 'regexp') {
      escape = /[uv]/.test(piece.value.flags) ? pointEscape(ch) : unitEscapes(ch);
    } else if (piece.kind === 'template') {
      const reader = readers.get(piece.start);
      if (reader === 'cooked') escape = pointEscape(ch);
      else if (reader === 'raw') escape = `\${"${unitEscapes(ch)}"}`;
      else throw new Error(`${where} is in a template read by ${reader}`);
    } else if (piece.kind === 'string') {
      escape = unitEscapes(ch);
    } else {
      throw new Error(`${where} is in a ${piece.kind} token`);
    }
    out += source.slice(from, at) + escape;
    from = at + ch.length;
  }
  out += source.slice(from);
  // The result must still be a script, and all ASCII.
  acorn.parse(out, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
    allowHashBang: true,
  });
  if (/[\u0080-\uFFFF]/.test(out)) throw new Error('not all characters were rewritten');
  return out;
}

module.exports = { asciiOnly };
