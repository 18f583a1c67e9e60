// foundry.applications.api.ApplicationV2: merged DEFAULT_OPTIONS, a window frame, serialized
// renders (_prepareContext -> _renderHTML -> _replaceHTML -> _onFirstRender/_onRender, render hooks),
// `[data-action]` clicks, form submission, tabs, close.
import { stats } from "../core/stats";
import { deepClone, escapeHTML, isPlainObject, mergeObject, randomID, type AnyObject } from "../core/utils";
import { runtime } from "../documents/runtime";
import { ContextMenu, type ContextMenuEntry, type ContextMenuOptions } from "./context-menu";
import { formDataExtended } from "./form";
import { appRegistry } from "./registry";
import {
  chainOf,
  classChain,
  localize,
  reportError,
  type ApplicationOptions,
  type RenderOptions,
} from "./app-types";

export type { ActionHandler, ApplicationOptions, FormHandler, RenderOptions } from "./app-types";

/** v13's ApplicationTabsConfiguration (API docs: foundry.applications.types). */
export interface TabsConfiguration {
  tabs: { id: string; icon?: string; label?: string; tooltip?: string; cssClass?: string }[];
  initial?: string;
  labelPrefix?: string;
}

/** v13's ApplicationTab: one tab as `_prepareTabs` hands it to a template. */
export interface PreparedTab {
  id: string;
  group: string;
  active: boolean;
  cssClass: string;
  icon?: string;
  label?: string;
  tooltip?: string;
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: { title: "", icon: false, resizable: false, frame: true, positioned: true },
    position: {},
    actions: {},
  };
  static RENDER_STATES = { ERROR: -3, CLOSING: -2, CLOSED: -1, NONE: 0, RENDERING: 1, RENDERED: 2 } as const;
  /** Tab groups by id (v13's ApplicationTabsConfiguration): `_prepareTabs(group)` turns one into context. */
  static TABS: Record<string, TabsConfiguration> = {};

  declare options: ApplicationOptions;
  declare element: HTMLElement | null;
  declare state: number;
  declare tabGroups: Record<string, string>;
  declare position: ApplicationOptions["position"];
  #queue: Promise<unknown> = Promise.resolve();

  /** DEFAULT_OPTIONS of every class in the chain, base first; `classes` concatenate. */
  static get mergedDefaults(): ApplicationOptions {
    const chain = classChain(this)
      .filter((cls) => Object.prototype.hasOwnProperty.call(cls, "DEFAULT_OPTIONS"))
      .reverse() as (typeof ApplicationV2)[];
    const out: AnyObject = {};
    const classes: string[] = [];
    for (const cls of chain) {
      const opts = cls.DEFAULT_OPTIONS;
      classes.push(...(opts.classes ?? []));
      mergeObject(out, { ...opts, classes: [] });
    }
    out.classes = [...new Set(classes)];
    return out as unknown as ApplicationOptions;
  }

  constructor(options: Partial<ApplicationOptions> & AnyObject = {}) {
    const cls = this.constructor as typeof ApplicationV2;
    const opts = cls.mergedDefaults;
    const extraClasses = options.classes ?? [];
    const plain: AnyObject = {};
    const refs: AnyObject = {};
    for (const [k, v] of Object.entries(options))
      (isPlainObject(v) || Array.isArray(v) ? plain : refs)[k] = v;
    mergeObject(opts, plain);
    Object.assign(opts, refs);
    opts.classes = [...new Set([...cls.mergedDefaults.classes, ...extraClasses])];
    opts.id = opts.id.replace("{id}", randomID());
    this.options = opts;
    this.element = null;
    this.state = ApplicationV2.RENDER_STATES.NONE;
    this.tabGroups = {};
    this.position = deepClone(opts.position);
  }

  get id(): string {
    return this.options.id;
  }
  get title(): string {
    return runtime.hooks && this.options.window.title ? localize(this.options.window.title) : "";
  }
  get rendered(): boolean {
    return this.state === ApplicationV2.RENDER_STATES.RENDERED;
  }
  get hasFrame(): boolean {
    return this.options.window.frame !== false;
  }
  get form(): HTMLFormElement | null {
    const el = this.element;
    if (!el) return null;
    return el instanceof HTMLFormElement ? el : el.querySelector("form");
  }

  /** Renders (queued behind any render in progress); a closed app renders only when forced. */
  render(options: boolean | RenderOptions = {}, _legacy?: RenderOptions): Promise<this> {
    const opts: RenderOptions =
      typeof options === "boolean" ? { ...(_legacy ?? {}), force: options } : { ...options };
    const next = this.#queue.then(() => this.#render(opts));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #render(options: RenderOptions): Promise<this> {
    const S = ApplicationV2.RENDER_STATES;
    if (!options.force && this.state !== S.RENDERED) return this;
    // As v13's ApplicationV2#render: `_canRender` returning false stops the render quietly; an error
    // it throws stops it with a warning (how a sheet refuses a user without permission to view it).
    try {
      if (this._canRender(options) === false) return this;
    } catch (err) {
      appRegistry.notifyWarn(err instanceof Error ? err.message : String(err));
      return this;
    }
    const started = performance.now();
    options.isFirstRender = this.state !== S.RENDERED;
    this._configureRenderOptions(options);
    this.state = S.RENDERING;
    try {
      const context = await this._prepareContext(options);
      await this._preRender(context, options);
      const result = await this._renderHTML(context, options);
      if (options.isFirstRender) this.#mount(this._renderFrame(options));
      const content = this.#content();
      this._replaceHTML(result, content, options);
      this.state = S.RENDERED;
      if (options.isFirstRender) await this._onFirstRender(context, options);
      await this._onRender(context, options);
      // no tab state is put back here: as in Foundry, the templates draw each tab's `active` class from
      // the context `_prepareTabs` gives them; a template that forgets shows no tab after a re-render
      for (const cls of chainOf(this))
        runtime.hooks.callAll(`render${cls.name}`, this, this.element, context, options);
    } catch (err) {
      this.state = options.isFirstRender ? S.ERROR : S.RENDERED;
      throw err;
    } finally {
      stats.renders.push({ app: this.constructor.name, id: this.id, ms: performance.now() - started });
    }
    return this;
  }

  /**
   * Foundry v13's `ApplicationV2#_createContextMenu`: a delegated ContextMenu on the element (or
   * `container`) whose entries come from `handler`, then from the `get<Class><hookName>` hooks of the
   * class (and its parents, unless `parentClassHooks` is false), as modules add entries.
   */
  _createContextMenu(
    handler: () => ContextMenuEntry[],
    selector: string,
    options: ContextMenuOptions & {
      container?: HTMLElement;
      hookName?: string;
      parentClassHooks?: boolean;
    } = {},
  ): ContextMenu {
    const { container = this.element, hookName = "EntryContext", parentClassHooks = true, ...rest } = options;
    if (!container) throw new Error("_createContextMenu before the first render");
    const entries = handler();
    const classes = parentClassHooks ? chainOf(this) : [this.constructor as { name: string }];
    for (const cls of classes) runtime.hooks.callAll(`get${cls.name}${hookName}`, this, entries);
    return new ContextMenu(container, selector, entries, rest);
  }

  /** Whether this application may render: false to stop quietly; throw to stop with a warning. */
  _canRender(_options: RenderOptions): false | void {}
  _configureRenderOptions(_options: RenderOptions): void {}
  async _prepareContext(_options: RenderOptions): Promise<AnyObject> {
    return {};
  }
  async _preRender(_context: AnyObject, _options: RenderOptions): Promise<void> {}
  async _renderHTML(_context: AnyObject, _options: RenderOptions): Promise<unknown> {
    throw new Error(`The ${this.constructor.name} Application class must implement _renderHTML`);
  }
  _replaceHTML(_result: unknown, _content: HTMLElement, _options: RenderOptions): void {
    throw new Error(`The ${this.constructor.name} Application class must implement _replaceHTML`);
  }
  async _onFirstRender(_context: AnyObject, _options: RenderOptions): Promise<void> {}
  async _onRender(_context: AnyObject, _options: RenderOptions): Promise<void> {}
  _onClose(_options: AnyObject): void {}
  _onChangeForm(_formConfig: unknown, _event: Event): void {}

  /** The outer element: a window (header + content) or, frameless, the bare tag. */
  _renderFrame(_options: RenderOptions): HTMLElement {
    const el = document.createElement(this.options.tag || "div");
    el.id = this.id;
    el.className = ["application", ...this.options.classes].join(" ");
    if (this.hasFrame) {
      // v13 stamps the applications' colour scheme on every window frame (`.themed.theme-dark`);
      // frameless sidebar tabs follow the interface scheme on <body>
      el.classList.add("themed", `theme-${appRegistry.theme}`);
      el.innerHTML = `<header class="window-header"><h1 class="window-title">${escapeHTML(this.title)}</h1><button type="button" class="header-control" data-action="close" aria-label="Close">&times;</button></header><section class="window-content"></section>`;
      const { width, height } = this.position;
      if (typeof width === "number") el.style.width = `${width}px`;
      if (typeof height === "number") el.style.maxHeight = `${height}px`;
    }
    return el;
  }

  #content(): HTMLElement {
    const el = this.element;
    if (!el) throw new Error("not rendered");
    return this.hasFrame ? (el.querySelector<HTMLElement>(":scope > .window-content") ?? el) : el;
  }

  #mount(el: HTMLElement): void {
    this.element = el;
    el.addEventListener("click", (event) => this.#onClick(event));
    el.addEventListener("submit", (event) => void this.#onSubmit(event));
    el.addEventListener("change", (event) => this.#onChange(event));
    appRegistry.mount(this, el);
    appRegistry.instances.set(this.id, this);
  }

  #onClick(event: MouseEvent): void {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!target || !this.element?.contains(target)) return;
    const action = target.dataset.action ?? "";
    if (action === "close") return void this.close();
    if (action === "tab") {
      event.preventDefault();
      return this.changeTab(target.dataset.tab ?? "", target.dataset.group ?? "primary");
    }
    const entry = this.options.actions[action];
    if (!entry) return;
    const handler = typeof entry === "function" ? entry : entry.handler;
    event.preventDefault();
    Promise.resolve(handler.call(this, event as PointerEvent, target)).catch((err: unknown) =>
      reportError(err),
    );
  }

  async #onSubmit(event: SubmitEvent): Promise<void> {
    const form = event.target as HTMLFormElement;
    if (!this.options.form || form !== this.form) return;
    event.preventDefault();
    await this.#submit(event, form);
  }

  #onChange(event: Event): void {
    const form = this.form;
    if (!form || !this.options.form) return;
    this._onChangeForm(this.options.form, event);
    if (this.options.form.submitOnChange) void this.#submit(event, form);
  }

  async #submit(event: Event, form: HTMLFormElement): Promise<void> {
    const handler = this.options.form?.handler;
    try {
      if (handler) await handler.call(this, event, form, formDataExtended(form));
      if (this.options.form?.closeOnSubmit) await this.close();
    } catch (err) {
      reportError(err);
    }
  }

  submit(): Promise<void> {
    const form = this.form;
    return form ? this.#submit(new Event("submit"), form) : Promise.resolve();
  }

  /** The configuration of one tab group (`TABS[group]`), or null when the class declares none. */
  _getTabsConfig(group: string): TabsConfiguration | null {
    return (this.constructor as typeof ApplicationV2).TABS[group] ?? null;
  }

  /**
   * One group's tabs for a render context, by id: the group's active tab (its `initial`, or the first
   * tab, until `changeTab` picks another) carries `active` and the `active` CSS class; `labelPrefix`
   * gives each tab without a label the key `${labelPrefix}.${id}` (left for the template to localize).
   */
  _prepareTabs(group: string): Record<string, PreparedTab> {
    const config = this._getTabsConfig(group);
    if (!config) return {};
    this.tabGroups[group] ??= config.initial ?? config.tabs[0]?.id ?? "";
    const prepared: Record<string, PreparedTab> = {};
    for (const { id, cssClass, label, ...rest } of config.tabs) {
      const active = this.tabGroups[group] === id;
      prepared[id] = {
        ...rest,
        id,
        group,
        active,
        cssClass: [cssClass, active ? "active" : ""].filter(Boolean).join(" "),
        label: label ?? (config.labelPrefix ? `${config.labelPrefix}.${id}` : undefined),
      };
    }
    return prepared;
  }

  /** Makes `tab` the group's active tab: the group's nav entries and panels in the DOM follow. */
  changeTab(tab: string, group: string, { force = false }: { force?: boolean } = {}): void {
    if (!force && this.tabGroups[group] === tab) return;
    this.tabGroups[group] = tab;
    for (const el of this.element?.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`) ?? [])
      el.classList.toggle("active", el.dataset.tab === tab);
  }

  setPosition(position: ApplicationOptions["position"] = {}): ApplicationOptions["position"] {
    Object.assign(this.position, position);
    return this.position;
  }
  bringToFront(): void {
    this.element?.parentElement?.prepend(this.element);
  }

  async close(options: AnyObject = {}): Promise<this> {
    const S = ApplicationV2.RENDER_STATES;
    if (!this.element) return this;
    this.state = S.CLOSING;
    this.element.remove();
    this.element = null;
    this.state = S.CLOSED;
    appRegistry.instances.delete(this.id);
    this._onClose(options);
    for (const cls of chainOf(this)) runtime.hooks.callAll(`close${cls.name}`, this, options);
    return this;
  }
}
