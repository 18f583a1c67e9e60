import type { DeepPartial } from "fvtt-types/utils";
import { hasCondition } from "../conditions/index";
import { toggleRefusal } from "../conditions/toggle-guard";
import { activeRuleset, allRulesets } from "../rulesets/registry";
import { ActionLock } from "../action-lock";
import { act, payloadOf } from "../actions/route";
import { markActionButtons } from "../reasons";
import { actionDragData } from "../hotbar";
import { buildActorView, type ActorView } from "./actor-view";
import { itemMenuEntries } from "./item-menu";
import { RuleError } from "../../engine/core/errors";
import { isItemType } from "../document-types";
import { safeHTML } from "../safe-html";
import { actorSystem } from "../data/access";
import { applySchemaLimits, submitOrExplain } from "./form-limits";
import { maySeeStatsOf } from "../visibility";
import { LIMITED_TEMPLATE, limitedView, type LimitedView } from "./limited-view";
import { isClosedPart, isNarrowedContext, partInputs, partsToRender, type ClosedPart } from "./sheet-parts";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

export interface TempoActorSheetContext extends foundry.applications.sheets.ActorSheetV2.RenderContext {
  tempo: ActorView;
  /** The notes' rich text, rebuilt from an allowlist (see safe-html.ts). */
  biographyHTML: string;
  editable: boolean;
  /** The limited view (limited-view.ts) for a viewer who may not see the actor's numbers; else null. */
  limitedView: LimitedView | null;
}

/** What a render shows (its context's Tempo fields) and each closed part's inputs (sheet-parts.ts). */
interface SheetView {
  data: { tempo: ActorView; biographyHTML: string; editable: boolean };
  inputs: Record<ClosedPart, string>;
}

/**
 * The character and NPC sheet. Generic over its render context, configuration and options (passed
 * through to the mixed base): a non-generic mixin subclass costs the typecheck over a minute.
 */
export class TempoActorSheet<
  RenderContext extends TempoActorSheetContext = TempoActorSheetContext,
  Configuration extends foundry.applications.sheets.ActorSheetV2.Configuration =
    foundry.applications.sheets.ActorSheetV2.Configuration,
  RenderOptions extends foundry.applications.sheets.ActorSheetV2.RenderOptions =
    foundry.applications.sheets.ActorSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: ["tempo", "sheet", "actor"],
    position: { width: 620, height: "auto" as const },
    window: { resizable: true },
    form: { handler: TempoActorSheet.#onSubmitForm, submitOnChange: true },
    actions: {
      openItem: TempoActorSheet.#onOpenItem,
      createItem: TempoActorSheet.#onCreateItem,
      deleteItem: TempoActorSheet.#onDeleteItem,
      tempoAction: TempoActorSheet.#onAction,
      toggleCondition: TempoActorSheet.#onToggleCondition,
    },
  };

  /**
   * The sheet's tabs (issue 13): Combat first (every action of the ruleset, the vitals a turn needs and
   * the conditions), then the ruleset's Statistics, the Gear list and the Notes. Foundry leaves the
   * active tab's class to the templates: each reads `tabs.<id>.cssClass`.
   */
  static override TABS = {
    primary: {
      initial: "combat",
      tabs: [
        {
          id: "combat",
          label: "TEMPO.Sheet.Tab.combat",
          cssClass: "tempo-tab-combat",
          icon: "fa-solid fa-khanda",
        },
        {
          id: "statistics",
          label: "TEMPO.Sheet.Tab.statistics",
          cssClass: "tempo-tab-statistics",
          icon: "fa-solid fa-chart-simple",
        },
        {
          id: "gear",
          label: "TEMPO.Sheet.Tab.gear",
          cssClass: "tempo-tab-gear",
          icon: "fa-solid fa-suitcase",
        },
        {
          id: "notes",
          label: "TEMPO.Sheet.Tab.notes",
          cssClass: "tempo-tab-notes",
          icon: "fa-solid fa-book-open",
        },
      ],
    },
  };

  static override PARTS = {
    header: { template: "systems/tempo/templates/actor/header.hbs" },
    tabs: { template: "systems/tempo/templates/actor/tabs.hbs" },
    // the stats part includes the active ruleset's block as a partial: Foundry loads a part's
    // `templates` before its first render, so the sheet never waits on init's preloading
    stats: {
      template: "systems/tempo/templates/actor/stats.hbs",
      templates: [
        ...new Set(
          allRulesets().flatMap((ruleset) => [
            ruleset.actorCombatTemplate,
            ruleset.actorStatsTemplate,
            ...(ruleset.npcStatBlockTemplate ? [ruleset.npcStatBlockTemplate] : []),
          ]),
        ),
      ],
    },
    // no `scrollable`: the list is not a scroll box (the window scrolls), and restoring a part's scroll
    // position reads and writes scrollTop around the new DOM, a forced synchronous layout per render
    items: { template: "systems/tempo/templates/actor/items.hbs" },
    notes: { template: "systems/tempo/templates/actor/notes.hbs" },
    // the one part a viewer who may not see the actor's numbers gets (visibility.ts): see _configureRenderParts
    limited: { template: LIMITED_TEMPLATE },
  };

  /** Whether the last render was the limited view (null before the first): a change redraws every part. */
  #limitedShown: boolean | null = null;

  /** This viewer sees the limited view: below OBSERVER, while the GM does not reveal numbers. */
  get #limited(): boolean {
    return !maySeeStatsOf(this.actor, game.user);
  }

  /** The limited view alone for a viewer who may not see the actor's numbers; else every part but it. */
  protected override _configureRenderParts(options: RenderOptions) {
    const parts = super._configureRenderParts(options);
    const limited = this.#limited;
    for (const id of Object.keys(parts)) if ((id === "limited") !== limited) delete parts[id];
    return parts;
  }

  /** Attack, ruleset actions, add and delete: one at a time on this sheet (see ActionLock). */
  readonly #lock = new ActionLock(() => this.element);

  /** Each part's inputs as last rendered (sheet-parts.ts): a change re-renders the parts they differ in. */
  #shown: Partial<Record<ClosedPart, string>> = {};

  /** The view a render computed, by its options object (one per render): computed once per render. */
  readonly #views = new WeakMap<object, SheetView>();

  #view(): SheetView {
    const tempo = buildActorView(this.actor, activeRuleset());
    const data = { tempo, biographyHTML: safeHTML(tempo.biography), editable: this.isEditable };
    const context = { ...data, document: this.actor };
    const inputs = {
      header: partInputs("header", context),
      tabs: partInputs("tabs", context),
      items: partInputs("items", context),
      notes: partInputs("notes", context),
    };
    return { data, inputs };
  }

  /**
   * A render caused by a change of the actor, its items or its effects (Foundry names it in
   * `renderContext`) draws only the parts that change may show: the stats part unless the change was
   * the notes alone, and the header, items and notes parts only if what they show differs. First
   * renders, forced renders and renders asked for by code keep every part.
   */
  protected override _configureRenderOptions(options: DeepPartial<RenderOptions>): void {
    super._configureRenderOptions(options);
    // the view changed (the GM's reveal setting, the permission): the other view's parts go, all of this one come
    const limited = this.#limited;
    const changed = this.#limitedShown !== null && this.#limitedShown !== limited;
    this.#limitedShown = limited;
    if (limited || changed) {
      for (const el of this.element?.querySelectorAll<HTMLElement>("[data-application-part]") ?? [])
        if ((el.dataset.applicationPart === "limited") !== limited) el.remove();
      options.parts = limited
        ? ["limited"]
        : Object.keys(TempoActorSheet.PARTS).filter((p) => p !== "limited");
      return;
    }
    const { renderContext, renderData } = options as { renderContext?: unknown; renderData?: unknown };
    if (options.isFirstRender || options.force || !isNarrowedContext(renderContext)) return;
    const view = this.#view();
    this.#views.set(options, view);
    const asked = (options.parts ?? []).filter((p): p is string => typeof p === "string");
    options.parts = partsToRender(asked, { renderContext, renderData }, view.inputs, this.#shown);
  }

  protected override async _prepareContext(
    options: DeepPartial<RenderOptions> & { isFirstRender: boolean },
  ): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    let view = this.#views.get(options);
    if (!view) this.#views.set(options, (view = this.#view()));
    const limited = this.#limited
      ? limitedView(this.actor, game.user, view.data.tempo.activeConditions)
      : null;
    return { ...context, ...view.data, tabs: this._prepareTabs("primary"), limitedView: limited };
  }

  /** Foundry moves the `active` class; the nav's `aria-selected` follows it here, for screen readers. */
  override changeTab(
    tab: string,
    group: string,
    options?: foundry.applications.api.ApplicationV2.ChangeTabOptions,
  ): void {
    super.changeTab(tab, group, options);
    for (const el of this.element.querySelectorAll<HTMLElement>(`nav [data-group="${group}"][data-tab]`))
      el.setAttribute("aria-selected", String(el.dataset.tab === tab));
  }

  /** The item rows' context menu (item-menu.ts), once: it is delegated from the sheet's element. */
  protected override async _onFirstRender(
    context: DeepPartial<RenderContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onFirstRender(context, options);
    // An action button drags as its action (to the hotbar, hotbar.ts). Heard on the sheet's element, so
    // after core's handler of the row it may sit in (which set the row's item as the drag's data).
    this.element.addEventListener("dragstart", (event) => {
      const data = actionDragData(event.target instanceof Element ? event.target : null, this.actor);
      if (data) event.dataTransfer?.setData("text/plain", JSON.stringify(data));
    });
    this._createContextMenu(() => itemMenuEntries(this), ".tempo-item", {
      hookName: "getTempoItemContextOptions",
      parentClassHooks: false,
      fixed: true,
      jQuery: false,
    });
  }

  protected override async _onRender(
    context: DeepPartial<RenderContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    // every action button drags to the hotbar (hotbar.ts): core binds the sheet's `.draggable` elements
    for (const button of this.element.querySelectorAll("[data-action='tempoAction']"))
      button.classList.add("draggable");
    await super._onRender(context, options);
    applySchemaLimits(this.element, actorSystem(this.actor).schema);
    // a button its action would refuse now is grey beforehand, its reason reachable (reasons.ts)
    markActionButtons(this.element, { actor: this.actor.uuid });
    const view = this.#views.get(options);
    for (const part of options.parts ?? [])
      if (view && isClosedPart(part)) this.#shown[part] = view.inputs[part];
  }

  /**
   * DocumentSheetV2's submission (prepare, then update), except that a value the DataModel rejects
   * is answered here: Foundry would show the raw validation text (document id, data path) and leave
   * the bad value in the field, so every later change-submit of the whole form fails again. Tempo
   * says in plain words what was wrong and renders the stored values back; later edits go through.
   */
  static async #onSubmitForm(
    this: TempoActorSheet,
    event: Event | SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Promise<void> {
    await submitOrExplain(
      event,
      this.element,
      actorSystem(this.actor).schema,
      async () => {
        const submitData = this._prepareSubmitData(event as SubmitEvent, form, formData);
        // @ts-expect-error the types name this parameter FormDataExtended; v13 passes the prepared submit data here (DocumentSheetV2's own handler does the same)
        await this._processSubmitData(event as SubmitEvent, form, submitData);
      },
      () => this.render(),
    );
  }

  /**
   * A sheet's action button (`data-action="tempoAction" data-tempo-action="<name>"`): the one route of
   * cards, trackers and macros, with the sheet's actor as `actor` (shift-click adds `quick`: the roll
   * without its dialog). The action's own `unavailable`/`perform` judge who may use it.
   */
  static async #onAction(this: TempoActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#lock.run(async () => {
      const context = { actor: this.actor.uuid, ...(event.shiftKey ? { quick: "1" } : {}) };
      await act(target.dataset.tempoAction ?? "", { ...payloadOf(target), ...context });
    });
  }

  /** A condition's toggle: its status effect on or off (one ActiveEffect write), as the token HUD does. */
  static async #onToggleCondition(
    this: TempoActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const id = target.dataset.conditionId ?? "";
    await this.#lock.run(async () => {
      if (!this.isEditable) throw new RuleError("TEMPO.Error.NotOwner", { name: this.actor.name ?? "" });
      if (!activeRuleset().conditions.some((c) => c.id === id))
        throw new RuleError("TEMPO.Error.BadRequest", { action: `toggleCondition ${id}` });
      // a condition whose end is an action: the button says why; a click only repeats it
      const refused = toggleRefusal(id, game.user);
      if (refused) return void ui.notifications?.warn(refused);
      // the player's toggle, as the token HUD's: not one of the rules' writes (see conditions/toggle-guard.ts)
      await this.actor.toggleStatusEffect(id, { active: !hasCondition(this.actor, id) });
    });
  }

  static async #onOpenItem(this: TempoActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    await this.actor.items.get(itemId)?.sheet?.render(true);
  }

  /** The group's "+": one new item of that type on the actor (one write), its sheet opened to fill in. */
  static async #onCreateItem(
    this: TempoActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await this.#lock.run(async () => {
      if (!this.isEditable) throw new RuleError("TEMPO.Error.NotOwner", { name: this.actor.name ?? "" });
      const type = target.dataset.type ?? "";
      if (!isItemType(type)) throw new RuleError("TEMPO.Error.BadRequest", { action: `createItem ${type}` });
      const name = game.i18n.format("TEMPO.Action.NewItem", {
        type: game.i18n.localize(`TYPES.Item.${type}`),
      });
      const created = await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
      await created?.[0]?.sheet?.render(true);
    });
  }

  /** The row's "×": after the user confirms, the item leaves the actor (one write). */
  static async #onDeleteItem(
    this: TempoActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await this.deleteItem(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
  }

  /** Deletes one of the actor's items after the user confirms (one write); the row's "×" and its menu. */
  async deleteItem(itemId: string): Promise<void> {
    await this.#lock.run(async () => {
      if (!this.isEditable) throw new RuleError("TEMPO.Error.NotOwner", { name: this.actor.name ?? "" });
      const item = this.actor.items.get(itemId);
      if (!item) return;
      const names = {
        name: foundry.utils.escapeHTML(item.name ?? ""),
        actor: foundry.utils.escapeHTML(this.actor.name ?? ""),
      };
      const confirmed = await foundry.applications.api.DialogV2.confirm({
        window: { title: game.i18n.format("TEMPO.Action.DeleteTitle", { name: item.name ?? "" }) },
        content: `<p>${game.i18n.format("TEMPO.Action.DeleteConfirm", names)}</p>`,
      });
      if (confirmed !== true) return;
      await this.actor.deleteEmbeddedDocuments("Item", [itemId]);
    });
  }
}
