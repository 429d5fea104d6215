/** A value several parts of the sidebar show, with change notification. */
export class Store<T> {
  private readonly listeners: ((value: T) => void)[] = [];

  constructor(private value: T) {}

  get(): T {
    return this.value;
  }

  set(value: T): void {
    this.value = value;
    for (const l of this.listeners) l(value);
  }

  subscribe(listener: (value: T) => void): void {
    this.listeners.push(listener);
  }
}
