/**
 * Messages that can be said in more than one language. A message keeps its English template as
 * the key (`"$1" is not a result`), its arguments and its English text; a catalogue per language
 * maps the key to a translated template. Written as a tagged template at the place of the error
 * (msg`"${found}" is not a result`), so the site reads like the English sentence it produces.
 *
 * Arguments are `$1`, `$2`… in the templates (the `{1}`, `{2}`… of an error detail stay the cells
 * it speaks of). A number argument is written with the language's decimal separator (3,5 in
 * German); a string argument is quoted input and stays exactly as typed.
 */
import { formatNumber } from '../numbers';
import { germanMessages } from './de';

/** The languages of the product. */
export type Lang = 'en' | 'de';

export type MessageArg = string | number | Message;

export interface Message {
  /** The English template, `$1`, `$2`… standing for the arguments. */
  readonly key: string;
  readonly args: readonly MessageArg[];
  /** The message in English. */
  readonly text: string;
}

let german: Readonly<Record<string, string>> | undefined;

/** The translated templates of a language (English is the key itself), made when first asked for. */
function catalogue(lang: Exclude<Lang, 'en'>): Readonly<Record<string, string>> {
  switch (lang) {
    case 'de':
      return (german ??= germanMessages());
  }
}

/**
 * A message from a tagged template: msg`found "${x}", expected a result`. It reads only the cooked
 * strings, never `strings.raw`: the build writes ½ or „ in its templates as escapes
 * (scripts/asciiBundle.cjs), which changes the raw text only.
 */
export function msg(strings: TemplateStringsArray, ...args: MessageArg[]): Message {
  let key = strings[0];
  let text = strings[0];
  for (let i = 0; i < args.length; i++) {
    key += `$${i + 1}${strings[i + 1]}`;
    text += englishArg(args[i]) + strings[i + 1];
  }
  return { key, args, text };
}

/** A message that is the same in every language (a code, a name, text from elsewhere). */
export function verbatim(text: string): Message {
  return { key: '$1', args: [text], text };
}

/** Several messages joined by a separator (`; ` between the notes of a description). */
export function joinMessages(parts: readonly Message[], separator: string): Message {
  const key = parts.map((_, i) => `$${i + 1}`).join(separator);
  return {
    key: parts.length === 0 ? '' : key,
    args: parts,
    text: parts.map(p => p.text).join(separator),
  };
}

/** A reader's description fields: the English text and the message behind it. */
export function described(m: Message): { description: string; descriptionMessage: Message } {
  return { description: m.text, descriptionMessage: m };
}

/** A reader's description as a message (a reader without one: its English text, said alike). */
export function descriptionOf(r: {
  readonly description: string;
  readonly descriptionMessage?: Message;
}): Message {
  return r.descriptionMessage ?? verbatim(r.description);
}

/** A number on its own, said with the language's decimal separator (3,5 in German). */
export function numberMessage(n: number): Message {
  return { key: '$1', args: [n], text: formatNumber(n) };
}

/**
 * A number already written out in English digits (an exact decimal such as a Keizer credit,
 * "1.75"), said with the language's decimal separator like any number argument.
 */
export function numberText(text: string): Message {
  return { key: '$1', args: [Number(text)], text };
}

function englishArg(a: MessageArg): string {
  return typeof a === 'object' ? a.text : typeof a === 'number' ? formatNumber(a) : a;
}

/**
 * A number as the language writes it: 3.5 in English, 3,5 in German, without float noise
 * (a tie-break sum of 9.749999… is said as 9.75).
 */
export function localNumber(n: number, lang: Lang): string {
  return localDecimal(formatNumber(n), lang);
}

/** A number already written in English digits ("12.95", "2.5"), with the language's separator. */
export function localDecimal(text: string, lang: Lang): string {
  return lang === 'de' ? text.replace('.', ',') : text;
}

/** The message in `lang`; a template the catalogue lacks falls back to English. */
export function render(m: Message, lang: Lang): string {
  if (lang === 'en') return m.text;
  const template = catalogue(lang)[m.key] ?? m.key;
  return template.replace(/\$(\d+)/g, (whole, n: string) => {
    const a = m.args[Number(n) - 1];
    if (a === undefined) return whole;
    if (typeof a === 'number') return localNumber(a, lang);
    return typeof a === 'string' ? a : render(a, lang);
  });
}

/** The language a locale tag names (`de`, `de_AT`, `de-CH.UTF-8` → German; anything else English). */
export function langOf(locale: string | null | undefined): Lang {
  return /^de(?:[-_.@]|$)/i.test(String(locale ?? '').trim()) ? 'de' : 'en';
}
