import { CombatData } from "../data/combat";
import { getRuleset } from "../rulesets/registry";
import { activeRulesetId } from "../rulesets/registry";
import { isRulesetId, type RulesetId } from "../rulesets/ids";
import { ascendingTurnOrder } from "../combat/turn-order";
import { guarded } from "../notify";
import { inGmQueue } from "../socket";
import { act } from "../actions/route";

/**
 * Tempo's Combat. It remembers the ruleset it began under (set once, at creation) and sorts its
 * combatants by that ruleset's initiative order: the Time Count acts lowest first.
 */
export class TempoCombat extends Combat {
  get clock(): CombatData | null {
    const system: unknown = this.system;
    return system instanceof CombatData ? system : null;
  }

  get rulesetId(): RulesetId {
    const id = this.clock?.ruleset;
    return isRulesetId(id) ? id : activeRulesetId();
  }

  protected override async _preCreate(
    data: Combat.CreateData,
    options: Combat.Database.PreCreateOptions,
    user: User.Implementation,
  ): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    this.updateSource({ system: { ruleset: activeRulesetId() } });
  }

  /**
   * The Begin (core's Start button, a macro's `startCombat()`). A clock that begins its own state (the
   * action-point engine: its tracker's `begin`) writes it here, at the active GM in its request queue:
   * core's start (its sound, the `combatStart` hook with the update) with the begun state in the one
   * update, then what its rules write at the first turn's start, in the same task (one outcome). A
   * refusal (an initiative not rolled) is a notification and nothing is written; a fight already begun (a
   * second click of Start) is left as it is. Other clocks: core's.
   */
  override async startCombat(): Promise<this> {
    const begin = getRuleset(this.rulesetId).tracker?.begin;
    if (!begin) return super.startCombat();
    await guarded(() =>
      inGmQueue(async () => {
        if (this.started) return; // begun already: a second click, queued behind the first
        const write = begin(this);
        this._playCombatSound("startEncounter");
        const updateData = { round: 1, turn: 0 };
        Hooks.callAll("combatStart", this, updateData);
        await this.update({ ...updateData, ...write.update });
        for (const next of write.after) await next();
      }),
    );
    return this;
  }

  /**
   * Core's Roll All, Roll NPCs and a combatant's roll (the tracker header, its context menu, a macro):
   * where the clock rolls its own initiative (`tracker.initiativeAction`: the Time Count's 1d6+4 onto
   * each unplaced combatant's first count, the Segments' side d6), they roll it the clock's way through
   * its action (one route, checked at the GM); core's would post a roll the clock ignores.
   */
  override async rollAll(options?: Combat.InitiativeOptions): Promise<this> {
    return (await this.#clockRoll()) ? this : super.rollAll(options);
  }

  override async rollNPC(options?: Combat.InitiativeOptions): Promise<this> {
    return (await this.#clockRoll()) ? this : super.rollNPC(options);
  }

  override async rollInitiative(ids: string | string[], options?: Combat.InitiativeOptions): Promise<this> {
    return (await this.#clockRoll()) ? this : super.rollInitiative(ids, options);
  }

  async #clockRoll(): Promise<boolean> {
    const name = getRuleset(this.rulesetId).tracker?.initiativeAction;
    if (!name) return false;
    await guarded(() => act(name, { combatId: this.id ?? "" }));
    return true;
  }

  /**
   * Foundry v13 calls this comparator UNBOUND (`this.combatants.contents.sort(this._sortCombatants)`
   * in setupTurns), so `this` is undefined here: the combat is reached through the combatant's
   * parent, as public v13 systems do. `super` still resolves (it is bound to the class, not `this`).
   */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const combat = a.parent ?? b.parent;
    const rulesetId = combat?.rulesetId ?? activeRulesetId();
    if (getRuleset(rulesetId).initiativeOrder === "descending") return super._sortCombatants(a, b);
    return ascendingTurnOrder(a, b);
  }
}
