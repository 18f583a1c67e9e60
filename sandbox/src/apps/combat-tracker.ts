// foundry.applications.sidebar.tabs.CombatTracker (v13): a frameless Handlebars application with
// the parts "header" (encounter bar: create, cycle, settings; Roll All / Roll NPCs; the round; the
// encounter menu), "tracker" (one `li.combatant[data-combatant-id]` per visible turn with its
// controls) and "footer" (`nav.combat-controls`: start, previous/next turn and round, end). The
// header and footer get `_prepareCombatContext`, the tracker `_prepareTrackerContext` (each turn from
// `_prepareTurnContext`). Rows answer hover (highlight), click (pan), double click (sheet) and right
// click (`_getEntryContextOptions`); the encounter menu button opens `_getCombatContextOptions`.
// There is no canvas: highlight, pan and ping are recorded in `__sandbox.canvas`, nothing more.
import type { AnyObject } from "../core/utils";
import type { Combat, Combatant } from "../documents/combat";
import { documentClass, runtime } from "../documents/runtime";
import { ApplicationV2, type ApplicationOptions, type RenderOptions } from "./application";
import { openContextMenu, type ContextMenuEntry } from "./context-menu";
import { DialogV2 } from "./dialog";
import { HandlebarsApplicationMixin, type PartConfig } from "./handlebars";
import { trackerCombatActions, trackerCombatantActions, recordCanvas } from "./combat-tracker-actions";

const isGM = (): boolean => Number(runtime.collections.users.get(runtime.userId)?._source.role) >= 3;

export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "combat",
    classes: ["tab", "sidebar-tab", "combat-sidebar"],
    tag: "section",
    window: { title: "COMBAT.SidebarTitle", frame: false },
    actions: {
      ...trackerCombatActions,
      ...trackerCombatantActions,
      createCombat: async function (this: ApplicationV2) {
        const cls = documentClass("Combat") as unknown as {
          create(d: AnyObject): Promise<Combat | undefined>;
        };
        const combat = await cls.create({ active: true });
        if (combat) (this as CombatTracker).viewCombat(combat);
      },
      cycleCombat: async function (this: ApplicationV2, _event: PointerEvent, target: HTMLElement) {
        const tracker = this as CombatTracker;
        const combat = tracker.combats.find((c) => c.id === target.dataset.combatId);
        if (!combat) return;
        tracker.viewCombat(combat);
        await combat.activate();
      },
      trackerSettings: async function () {
        await DialogV2.prompt({
          id: "combat-tracker-config",
          window: { title: "Combat Tracker Settings" },
          content: "<p>The sandbox does not simulate the tracker settings.</p>",
        });
      },
    },
  };

  static override PARTS: Record<string, PartConfig> = {
    header: { template: "sandbox/templates/combat-header.hbs" },
    tracker: { template: "sandbox/templates/combat-tracker.hbs", scrollable: [""] },
    footer: { template: "sandbox/templates/combat-footer.hbs" },
  };

  #viewedId: string | null = null;

  /** The viewed encounter: the one the user picked, else the active one, else the first. */
  get viewed(): Combat | null {
    const combats = this.combats;
    return (
      combats.find((c) => c.id === this.#viewedId) ?? combats.find((c) => c.active) ?? combats[0] ?? null
    );
  }
  get combats(): Combat[] {
    return runtime.collections.combats.contents as Combat[];
  }
  viewCombat(combat: Combat | null): void {
    this.#viewedId = combat?.id ?? null;
    void this.render();
  }

  override async _preparePartContext(partId: string, context: AnyObject, options: RenderOptions) {
    await super._preparePartContext(partId, context, options);
    if (partId === "header" || partId === "footer") await this._prepareCombatContext(context, options);
    if (partId === "tracker") await this._prepareTrackerContext(context, options);
    return context;
  }

  override async _prepareContext(options: RenderOptions): Promise<AnyObject> {
    const context = await super._prepareContext(options);
    const user = runtime.collections.users.get(runtime.userId);
    return { ...context, user, isGM: isGM(), combat: this.viewed, hasCombat: this.viewed !== null };
  }

  /** The header's and footer's context: the encounters, the round, who may run the turns. */
  async _prepareCombatContext(context: AnyObject, _options: RenderOptions): Promise<void> {
    const combat = this.viewed;
    const combats = this.combats;
    const index = combat ? combats.indexOf(combat) : -1;
    const current = combat?.combatant ?? null;
    Object.assign(context, {
      combats,
      currentIndex: index + 1,
      combatCount: combats.length,
      previousId: combats[index - 1]?.id ?? null,
      nextId: index >= 0 ? (combats[index + 1]?.id ?? null) : null,
      started: combat?.started ?? false,
      round: combat?.round ?? 0,
      hasTurns: (combat?.turns.length ?? 0) > 0,
      control: isGM(),
      canEndTurn: !isGM() && (combat?.started ?? false) && (current?.isOwner ?? false),
    });
  }

  /** The tracker's context: its turns (a hidden combatant only for its owners and the GM). */
  async _prepareTrackerContext(context: AnyObject, _options: RenderOptions): Promise<void> {
    const combat = this.viewed;
    const turns: AnyObject[] = [];
    for (const [i, c] of (combat?.turns ?? []).entries()) {
      // as core's tracker: a combatant the user cannot see (hidden, not theirs) gets no row
      if (!c.visible) continue;
      turns.push(await this._prepareTurnContext(combat as Combat, c, i));
    }
    context.turns = turns;
  }

  async _prepareTurnContext(combat: Combat, combatant: Combatant, index: number): Promise<AnyObject> {
    const active = combat.turn === index && combat.started;
    return {
      id: combatant.id,
      name: combatant.name,
      img: combatant.img,
      initiative: combatant.initiative,
      hasRolled: combatant.initiative !== null,
      active,
      defeated: combatant.defeated,
      hidden: combatant.hidden,
      owner: combatant.isOwner,
      css: [active ? "active" : "", combatant.hidden ? "hide" : "", combatant.defeated ? "defeated" : ""]
        .filter(Boolean)
        .join(" "),
    };
  }

  /** The encounter menu (GM): reset every initiative, end the encounter. */
  _getCombatContextOptions(): ContextMenuEntry[] {
    const combat = (): Combat | null => this.viewed;
    return [
      {
        name: "Reset Initiative",
        condition: () => isGM() && (combat()?.turns.length ?? 0) > 0,
        callback: () => combat()?.resetAll(),
      },
      {
        name: "End Combat",
        condition: () => isGM() && combat() !== null,
        callback: () => combat()?.endCombat(),
      },
    ];
  }

  /** The combatant menu (right click on a row, GM): clear or re-roll initiative, remove. */
  _getEntryContextOptions(): ContextMenuEntry[] {
    const of = (li: HTMLElement): Combatant | undefined =>
      this.viewed?.combatants.get(li.dataset.combatantId ?? "");
    return [
      {
        name: "Clear Initiative",
        condition: (li) => isGM() && of(li)?.initiative !== null,
        callback: (li) => of(li)?.update({ initiative: null }),
      },
      { name: "Re-roll Initiative", condition: () => isGM(), callback: (li) => of(li)?.rollInitiative() },
      { name: "Remove Combatant", condition: () => isGM(), callback: (li) => of(li)?.delete() },
    ];
  }

  /**
   * Listeners on the application's element (delegated, so they hold across re-renders): hover on a
   * row highlights its token, a double click opens its actor's sheet, a right click opens the
   * combatant menu; a click on the encounter menu button opens the encounter menu.
   */
  override async _onFirstRender(context: AnyObject, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    const el = this.element;
    if (!el) return;
    const rowOf = (event: Event): HTMLElement | null =>
      (event.target as HTMLElement | null)?.closest<HTMLElement>(".combatant[data-combatant-id]") ?? null;
    const hover = (action: "hover" | "unhover") => (event: MouseEvent) => {
      const row = rowOf(event);
      const other = (event.relatedTarget as HTMLElement | null)?.closest(".combatant[data-combatant-id]");
      if (row && other !== row) recordCanvas(action, this.viewed, row.dataset.combatantId ?? "");
    };
    el.addEventListener("mouseover", hover("hover"));
    el.addEventListener("mouseout", hover("unhover"));
    el.addEventListener("dblclick", (event) => {
      const id = rowOf(event)?.dataset.combatantId ?? "";
      void this.viewed?.combatants.get(id)?.actor?.sheet?.render(true);
    });
    el.addEventListener("contextmenu", (event) => {
      const row = rowOf(event);
      if (!row) return;
      event.preventDefault();
      openContextMenu(this._getEntryContextOptions(), row, event);
    });
    el.addEventListener("click", (event) => {
      const menu = (event.target as HTMLElement | null)?.closest<HTMLElement>(".encounter-context-menu");
      if (menu && !menu.hasAttribute("disabled"))
        openContextMenu(this._getCombatContextOptions(), menu, event);
    });
  }
}
