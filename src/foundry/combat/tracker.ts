import type { DeepPartial } from "fvtt-types/utils";
import { RuleError } from "../../engine/core/errors";
import type { TempoCombat } from "../documents/combat";
import { ActionLock } from "../action-lock";
import { act, payloadOf } from "../actions/route";
import { markActionButtons, reachableReasons } from "../reasons";
import { openHistory } from "../history/history-app";
import { buildTrackerView, type TrackerView } from "./tracker-view";
import { activeRulesetId, allRulesets, getRuleset } from "../rulesets/registry";

const { CombatTracker } = foundry.applications.sidebar.tabs;

type TrackerRenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** The tracker's parts that are Tempo's markup (the clock, its footer), not core's. */
const TEMPO_PARTS = '[data-application-part="tracker"], [data-application-part="clockFooter"]';

/** The remove button partial the clock partials use on a GM's rows. */
const REMOVE_COMBATANT_TEMPLATE = "systems/tempo/templates/combat/remove-combatant.hbs";

/**
 * The partials the tracker part renders (v13 preloads a part's `templates` before its first render):
 * the remove button and every ruleset's clock, each once (the action-point rulesets share one).
 */
export function trackerPartials(): string[] {
  const all = [
    REMOVE_COMBATANT_TEMPLATE,
    ...allRulesets().flatMap((r) => (r.tracker ? [r.tracker.template, ...(r.tracker.partials ?? [])] : [])),
  ];
  return [...new Set(all)];
}

/** Whether the clock of the world's ruleset runs the turns itself (its partial holds the buttons). */
function clockOwnsTurns(): boolean {
  return getRuleset(activeRulesetId()).tracker?.ownsTurnControls ?? false;
}

/**
 * Tempo's combat tracker: it shows the clock of the ruleset the viewed combat began under. It keeps
 * core's header (create and cycle encounters, tracker settings, Roll All / Roll NPCs, the encounter
 * menu) and, unless the ruleset's clock runs the turns, core's footer; the combatant context menu and
 * hover / pan work on its rows since they are `.combatant[data-combatant-id]` as core's. It replaces
 * only the tracker part (the clock) and, for a clock that owns the turns, the footer's turn buttons:
 * core's Next Turn would move `combat.turn` behind the clock's back. Clock buttons map to one
 * transition each, applied by the GM (players act through the GM by socket).
 */
export class TempoCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    classes: ["tempo", "tempo-tracker"],
    actions: {
      tempoRollAll: TempoCombatTracker.#onRollAll,
      tempoAction: TempoCombatTracker.#onAction,
      tempoTracker: TempoCombatTracker.#onTrackerAction,
      tempoRemoveCombatant: TempoCombatTracker.#onRemoveCombatant,
      tempoHistory: () => openHistory(),
    },
  };

  /** Every button of the tracker: one transition at a time from this window (see ActionLock). */
  readonly #lock = new ActionLock(() => this.element);

  // core's header and footer kept as they are (the spread), the tracker part replaced
  static override PARTS = {
    ...CombatTracker.PARTS,
    tracker: {
      template: "systems/tempo/templates/combat/tracker.hbs",
      templates: trackerPartials(),
      scrollable: [""],
    },
    clockFooter: { template: "systems/tempo/templates/combat/clock-footer.hbs" },
  };

  /**
   * One footer: core's, or (when the world's ruleset clock owns the turns) Tempo's with only Start /
   * End Combat, as public v13 systems pick parts here (e.g. Draw Steel). It follows the world's
   * ruleset, fixed until a reload, so the set of parts never changes under a rendered tracker.
   */
  protected override _configureRenderParts(options: TrackerRenderOptions) {
    const parts = super._configureRenderParts(options);
    if (clockOwnsTurns()) delete parts.footer;
    else delete parts.clockFooter;
    return parts;
  }

  protected override async _prepareContext(
    options: DeepPartial<TrackerRenderOptions> & { isFirstRender: boolean },
  ) {
    const context = await super._prepareContext(options);
    const tempo: TrackerView = buildTrackerView((this.viewed as TempoCombat | null) ?? null, game.user);
    return Object.assign(context, { tempo });
  }

  /**
   * A clock without rounds names its own time in the header (core's `.encounter-title` says "Round N"):
   * the ruleset's `tracker.title` for the viewed, begun combat.
   */
  protected override async _onRender(
    context: Parameters<CombatTracker["_onRender"]>[0],
    options: Parameters<CombatTracker["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    const combat = this.viewed as TempoCombat | null;
    // a clock button its action would refuse now is grey beforehand, its reason reachable (reasons.ts);
    // core's header and footer are left as core draws them
    for (const part of this.element.querySelectorAll<HTMLElement>(TEMPO_PARTS)) {
      if (combat?.id) markActionButtons(part, { combatId: combat.id });
      else reachableReasons(part);
    }
    if (!combat?.started) return;
    const title = getRuleset(combat.rulesetId).tracker?.title?.(combat);
    const el = this.element.querySelector<HTMLElement>(".encounter-title");
    if (title && el) el.textContent = title;
  }

  /** The viewed combat, for a GM; anything else is refused with a localized error. */
  #gmCombat(): TempoCombat {
    if (!game.user.isGM) throw new RuleError("TEMPO.Error.GMOnly");
    const combat = this.viewed as TempoCombat | null;
    if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
    return combat;
  }

  /** A ruleset action button (`data-tempo-action`): its combat is the viewed one. */
  static async #onAction(this: TempoCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#lock.run(async () => {
      const combat = this.viewed as TempoCombat | null;
      if (!combat?.id) throw new RuleError("TEMPO.Error.NoCombat");
      await act(target.dataset.tempoAction ?? "", { ...payloadOf(target), combatId: combat.id });
    });
  }

  /**
   * A button of the ruleset's clock that acts here first (e.g. a dialog): the viewed combat's ruleset's
   * `tracker.actions[data-tracker-action]`. One at a time, as every button of the tracker.
   */
  static async #onTrackerAction(
    this: TempoCombatTracker,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await this.#lock.run(async () => {
      const combat = this.viewed as TempoCombat | null;
      if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
      const name = target.dataset.trackerAction ?? "";
      const action = getRuleset(combat.rulesetId).tracker?.actions?.[name];
      if (!action) throw new RuleError("TEMPO.Error.BadRequest", { action: name });
      const data = payloadOf(target);
      delete data.trackerAction;
      await action(combat, data);
    });
  }

  /**
   * The GM takes a combatant out of the fight (Foundry's "Remove Combatant"): one delete; the ruleset's
   * clock follows through its deleteCombatant hook (see e.g. combat-roll/roster.ts).
   */
  static async #onRemoveCombatant(
    this: TempoCombatTracker,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await this.#lock.run(async () => {
      const combat = this.#gmCombat();
      const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId ?? "";
      if (!combat.combatants.get(id)) throw new RuleError("TEMPO.Error.NoCombatant");
      await combat.deleteEmbeddedDocuments("Combatant", [id]);
    });
  }

  static async #onRollAll(this: TempoCombatTracker): Promise<void> {
    await this.#lock.run(async () => {
      await this.#gmCombat().rollAll();
    });
  }
}
