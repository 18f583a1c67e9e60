// Hooks: once/on/off/call/callAll with ids, as Foundry's Hooks behave. Errors in one handler are
// logged and do not stop the others.

export type HookFn = (...args: never[]) => unknown;

interface HookEntry {
  id: number;
  fn: HookFn;
  once: boolean;
}

export class HooksRegistry {
  #events = new Map<string, HookEntry[]>();
  #nextId = 1;
  /** Every call/callAll in order (sandbox instrumentation, used by tests of the boot order). */
  readonly history: string[] = [];

  on(hook: string, fn: HookFn, { once = false }: { once?: boolean } = {}): number {
    const id = this.#nextId++;
    const list = this.#events.get(hook) ?? [];
    list.push({ id, fn, once });
    this.#events.set(hook, list);
    return id;
  }

  once(hook: string, fn: HookFn): number {
    return this.on(hook, fn, { once: true });
  }

  off(hook: string, fn: number | HookFn): void {
    const list = this.#events.get(hook);
    if (!list) return;
    const index = list.findIndex((e) => (typeof fn === "number" ? e.id === fn : e.fn === fn));
    if (index >= 0) list.splice(index, 1);
  }

  get events(): ReadonlyMap<string, readonly HookEntry[]> {
    return this.#events;
  }

  /** Calls every handler; returns false if one returned false (and stops there). */
  call(hook: string, ...args: unknown[]): boolean {
    this.history.push(hook);
    for (const entry of this.#snapshot(hook)) {
      if (this.#run(hook, entry, args) === false) return false;
    }
    return true;
  }

  /** Calls every handler whatever they return; always true. */
  callAll(hook: string, ...args: unknown[]): true {
    this.history.push(hook);
    for (const entry of this.#snapshot(hook)) this.#run(hook, entry, args);
    return true;
  }

  #snapshot(hook: string): HookEntry[] {
    return [...(this.#events.get(hook) ?? [])];
  }

  #run(hook: string, entry: HookEntry, args: unknown[]): unknown {
    if (entry.once) this.off(hook, entry.id);
    try {
      return (entry.fn as (...a: unknown[]) => unknown)(...args);
    } catch (err) {
      console.error(`Error thrown in hooked function for hook "${hook}"`, err);
      return undefined;
    }
  }
}
