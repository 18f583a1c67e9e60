import type { DeepPartial } from "fvtt-types/utils";
import { RuleError } from "../../engine/core/errors";
import type { TempoCombat } from "../documents/combat";
import { ActionLock } from "../action-lock";
import { payloadOf } from "../requests";
import { requestGM } from "../socket";
import { buildTrackerView, type TrackerView } from "./tracker-view";

const { CombatTracker } = foundry.applications.sidebar.tabs;

type TrackerRenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/**
 * Tempo's combat tracker: it shows the clock of the ruleset the viewed combat began under. Every
 * button maps to one combat transition, applied by the GM (players act through the GM by socket).
 */
export class TempoCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    classes: ["tempo", "tempo-tracker"],
    actions: {
      tempoRollAll: TempoCombatTracker.#onRollAll,
      tempoStart: TempoCombatTracker.#onStart,
      tempoNext: TempoCombatTracker.#onNext,
      tempoEnd: TempoCombatTracker.#onEnd,
      tempoClock: TempoCombatTracker.#onClock,
      tempoRemoveCombatant: TempoCombatTracker.#onRemoveCombatant,
    },
  };

  /** Every button of the tracker: one transition at a time from this window (see ActionLock). */
  readonly #lock = new ActionLock();

  static override PARTS = {
    tracker: { template: "systems/tempo/templates/combat/tracker.hbs", scrollable: [""] },
  };

  protected override async _prepareContext(
    options: DeepPartial<TrackerRenderOptions> & { isFirstRender: boolean },
  ) {
    const context = await super._prepareContext(options);
    const tempo: TrackerView = buildTrackerView((this.viewed as TempoCombat | null) ?? null, game.user);
    return Object.assign(context, { tempo });
  }

  /** The viewed combat, for a GM; anything else is refused with a localized error. */
  #gmCombat(): TempoCombat {
    if (!game.user.isGM) throw new RuleError("TEMPO.Error.GMOnly");
    const combat = this.viewed as TempoCombat | null;
    if (!combat) throw new RuleError("TEMPO.Error.NoCombat");
    return combat;
  }

  /** A ruleset clock button: the transition runs at the GM (by socket for a player). */
  static async #onClock(this: TempoCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#lock.run(async () => {
      const combat = this.viewed as TempoCombat | null;
      if (!combat?.id) throw new RuleError("TEMPO.Error.NoCombat");
      await requestGM("clock", { ...payloadOf(target), combatId: combat.id });
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

  static async #onStart(this: TempoCombatTracker): Promise<void> {
    await this.#lock.run(async () => {
      await this.#gmCombat().startCombat();
    });
  }

  static async #onNext(this: TempoCombatTracker): Promise<void> {
    await this.#lock.run(async () => {
      await this.#gmCombat().nextTurn();
    });
  }

  static async #onEnd(this: TempoCombatTracker): Promise<void> {
    await this.#lock.run(async () => {
      await this.#gmCombat().endCombat();
    });
  }
}
