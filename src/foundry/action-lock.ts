import { guarded } from "./notify";

/**
 * One action at a time per window (a sheet, the tracker): a click that arrives while the previous
 * action still runs (its dialog open, its dice rolling, its request on the way) does nothing. A
 * double-click on Attack must not open two dialogs and post two attacks for one turn.
 */
export class ActionLock {
  #busy = false;

  /** `view`: the window's element, marked `aria-busy` while an action runs (assistive technology and tests read it). */
  constructor(private readonly view: () => HTMLElement | null = () => null) {}

  get busy(): boolean {
    return this.#busy;
  }

  /** Runs `task` (errors shown as notifications, as `guarded` does) unless one is running. */
  async run(task: () => Promise<unknown>): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    this.view()?.setAttribute("aria-busy", "true");
    try {
      await guarded(task);
    } finally {
      this.#busy = false;
      this.view()?.removeAttribute("aria-busy");
    }
  }
}
