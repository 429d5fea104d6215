/**
 * The tag sections of a PGN file, one per game; the moves are skipped, not parsed. Standings need
 * only the tags, and a move parser would choke on what real files carry: brace comments holding
 * `[%clk …]`, `;` comments to the end of the line, nested `( … )` variations, NAGs (`$1`), `%`
 * escape lines, a byte order mark, CRLF or lone CR line ends, and no blank line between one game's
 * moves and the next game's tags.
 *
 * A game ends where the next tag section begins: a `[` after movetext, or after a blank line that
 * follows tags (a file of tag sections only). The game-termination marker closing the movetext
 * (`1-0`, `0-1`, `1/2-1/2`, `*`) is kept so it can be checked against the Result tag.
 */
import { lineError, msg } from '../../errors';
import type { MessageArg } from '../../errors';

export interface PgnGame {
  /** Place of the game in the file, 1-based. */
  readonly number: number;
  /** Line of the game's first tag, 1-based. */
  readonly line: number;
  /** Tag values by tag name, escapes (`\"`, `\\`) resolved. */
  readonly tags: ReadonlyMap<string, string>;
  /** The game-termination marker at the end of the movetext, when there is one. */
  readonly terminator?: string;
}

const TERMINATORS = new Set(['1-0', '0-1', '1/2-1/2', '*']);

interface Draft {
  readonly line: number;
  readonly tags: Map<string, string>;
  terminator?: string;
}

class Cursor {
  pos = 0;
  line = 1;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }
  /** A method, not a getter: TypeScript would narrow a getter's value across step() calls. */
  peek(): string {
    return this.text[this.pos];
  }
  get atLineStart(): boolean {
    return this.pos === 0 || this.text[this.pos - 1] === '\n' || this.text[this.pos - 1] === '\r';
  }

  /** Moves one character on, counting lines (CRLF, LF and a lone CR each end one line). */
  step(): void {
    const c = this.text[this.pos++];
    if (c === '\n' || (c === '\r' && this.text[this.pos] !== '\n')) this.line++;
  }

  skipLine(): void {
    while (!this.done && this.peek() !== '\n' && this.peek() !== '\r') this.step();
  }
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
}

function skipBraceComment(cur: Cursor): void {
  const opened = cur.line;
  cur.step();
  while (!cur.done && cur.peek() !== '}') cur.step();
  if (cur.done) {
    throw lineError(opened, msg`a comment opened with { is never closed with }`);
  }
  cur.step();
}

/** `[Name "value"]`, the cursor on `[`. */
function readTag(cur: Cursor): [string, string] {
  const line = cur.line;
  const bad = (what: MessageArg) =>
    lineError(line, msg`${what}; a tag reads [Name "value"], one per line`);
  cur.step();
  while (!cur.done && (cur.peek() === ' ' || cur.peek() === '\t')) cur.step();
  let name = '';
  while (!cur.done && /[A-Za-z0-9_+#=:-]/.test(cur.peek())) {
    name += cur.peek();
    cur.step();
  }
  if (name === '') throw bad(msg`a tag without a name`);
  while (!cur.done && (cur.peek() === ' ' || cur.peek() === '\t')) cur.step();
  if (cur.peek() !== '"') throw bad(msg`the tag ${name} has no value in quotes`);
  cur.step();
  let value = '';
  while (!cur.done && cur.peek() !== '"') {
    if (cur.peek() === '\n' || cur.peek() === '\r') {
      throw bad(msg`the value of the tag ${name} is not closed with " on its line`);
    }
    if (cur.peek() === '\\' && (cur.text[cur.pos + 1] === '"' || cur.text[cur.pos + 1] === '\\')) {
      cur.step();
    }
    value += cur.peek();
    cur.step();
  }
  if (cur.done) throw bad(msg`the value of the tag ${name} is not closed with "`);
  cur.step();
  while (!cur.done && (cur.peek() === ' ' || cur.peek() === '\t')) cur.step();
  if (cur.peek() !== ']') throw bad(msg`the tag ${name} is not closed with ]`);
  cur.step();
  return [name, value];
}

/** A movetext token (move, move number, NAG, result): everything up to a delimiter. */
function readSymbol(cur: Cursor): string {
  const start = cur.pos;
  // A symbol holds no line end, so the cursor moves without counting lines.
  while (!cur.done && !isSpace(cur.peek()) && !'{}();[]'.includes(cur.peek())) cur.pos++;
  return cur.text.slice(start, cur.pos);
}

export function readPgnGames(input: string): PgnGame[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const cur = new Cursor(text);
  const games: Draft[] = [];
  let game: Draft | undefined;
  /** Inside the tag section, and whether a blank line has followed its last tag. */
  let inTags = false;
  let blankAfterTags = false;
  let newlines = 0;
  let depth = 0;
  const movetext = () => {
    if (game === undefined) {
      throw lineError(
        cur.line,
        msg`moves before the first game's tags; a game starts with [Event "…"]`,
      );
    }
    inTags = false;
  };

  while (!cur.done) {
    const c = cur.peek();
    if (c === '%' && cur.atLineStart) {
      cur.skipLine();
      continue;
    }
    if (isSpace(c)) {
      if (c === '\n' || (c === '\r' && text[cur.pos + 1] !== '\n')) {
        newlines++;
        if (inTags && newlines >= 2) blankAfterTags = true;
      }
      cur.step();
      continue;
    }
    newlines = 0;
    if (c === '[') {
      if (!inTags || blankAfterTags || game === undefined) {
        game = { line: cur.line, tags: new Map() };
        games.push(game);
        inTags = true;
        blankAfterTags = false;
        depth = 0;
      }
      const line = cur.line;
      const [name, value] = readTag(cur);
      if (game.tags.has(name)) {
        throw lineError(
          line,
          msg`the tag ${name} appears twice in one game; if a new game starts here, end the one before with its result (1-0, 0-1, 1/2-1/2, *) or a blank line`,
        );
      }
      game.tags.set(name, value);
      continue;
    }
    movetext();
    const current = game as Draft;
    if (c === '{') {
      skipBraceComment(cur);
    } else if (c === ';') {
      cur.skipLine();
    } else if (c === '(') {
      depth++;
      cur.step();
    } else if (c === ')') {
      // A stray closing parenthesis says nothing about the tags; it is passed over.
      depth = Math.max(0, depth - 1);
      cur.step();
    } else if (c === ']' || c === '}') {
      cur.step();
    } else {
      const symbol = readSymbol(cur);
      if (depth === 0) current.terminator = TERMINATORS.has(symbol) ? symbol : undefined;
    }
  }
  return games.map((g, i) => ({
    number: i + 1,
    line: g.line,
    tags: g.tags,
    ...(g.terminator !== undefined && { terminator: g.terminator }),
  }));
}

/** True when the text starts like a PGN file: a tag section before anything else. */
export function looksLikePgn(text: string): boolean {
  return /^\uFEFF?(?:\s*%[^\n]*\n|\s)*\[\s*[A-Za-z]\w*\s+"/.test(text);
}
