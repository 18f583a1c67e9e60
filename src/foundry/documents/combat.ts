import { CombatData } from "../data/combat";
import { getRuleset } from "../rulesets/registry";
import { activeRulesetId } from "../rulesets/registry";
import { isRulesetId, type RulesetId } from "../rulesets/ids";
import { ascendingTurnOrder } from "../combat/turn-order";

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
