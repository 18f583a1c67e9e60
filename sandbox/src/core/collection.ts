// foundry.utils.Collection: a Map whose iteration yields values (as Foundry's does).

export class Collection<V> extends Map<string, V> {
  // @ts-expect-error Foundry's Collection iterates values where Map iterates entries (a deliberate override).
  override [Symbol.iterator](): MapIterator<V> {
    return this.values();
  }

  get contents(): V[] {
    return Array.from(this.values());
  }

  override get(key: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const value = super.get(key);
    if (strict && value === undefined) throw new Error(`The key ${key} does not exist in the Collection`);
    return value;
  }

  getName(name: string): V | undefined {
    return this.find((v) => (v as { name?: unknown }).name === name);
  }

  filter(fn: (value: V, index: number, collection: this) => boolean): V[] {
    return this.contents.filter((v, i) => fn(v, i, this));
  }

  find(fn: (value: V, index: number, collection: this) => boolean): V | undefined {
    return this.contents.find((v, i) => fn(v, i, this));
  }

  map<T>(fn: (value: V, index: number, collection: this) => T): T[] {
    return this.contents.map((v, i) => fn(v, i, this));
  }

  some(fn: (value: V, index: number, collection: this) => boolean): boolean {
    return this.contents.some((v, i) => fn(v, i, this));
  }

  reduce<T>(fn: (acc: T, value: V, index: number) => T, initial: T): T {
    return this.contents.reduce((acc, v, i) => fn(acc, v, i), initial);
  }
}
