/**
 * Building DOM from data without markup: text goes in through textContent only, attributes
 * through setAttribute with names from this file's callers (never from data), so nothing a sheet
 * holds can become an element or a handler.
 */

type Child = Node | string | null | undefined | false;

export interface Props {
  readonly id?: string;
  readonly className?: string;
  readonly text?: string;
  /** Fixed attribute names only (aria-*, type, for, …); values may come from data. */
  readonly attrs?: Readonly<Record<string, string>>;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.id) node.id = props.id;
  if (props.className) node.className = props.className;
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (/^on/i.test(name)) throw new Error(`event handler attributes are not allowed: ${name}`);
    node.setAttribute(name, value);
  }
  if (props.text !== undefined) node.textContent = props.text;
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return node;
}

/** Replaces all children of a node. */
export function fill(node: Element, ...children: Child[]): void {
  while (node.firstChild) node.removeChild(node.firstChild);
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
}

let counter = 0;
/** A unique id for label/aria wiring. */
export function uid(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

export function button(text: string, onClick: () => void, props: Props = {}): HTMLButtonElement {
  const b = el('button', { ...props, text, attrs: { type: 'button', ...(props.attrs ?? {}) } });
  b.addEventListener('click', onClick);
  return b;
}
