import { CombatantData } from "../data/combat";
import { getRuleset } from "../rulesets/registry";
import { RuleError } from "../../engine/core/errors";

/** Tempo's Combatant: its initiative comes from the ruleset its combat began under. */
export class TempoCombatant extends Combatant {
  get clock(): CombatantData | null {
    const system: unknown = this.system;
    return system instanceof CombatantData ? system : null;
  }

  override getInitiativeRoll(formula?: string): Roll.Implementation {
    const combat = this.parent;
    if (!combat || !this.actor) return super.getInitiativeRoll(formula);
    const request = getRuleset(combat.rulesetId).initiative(this.actor, this);
    if (!Roll.validate(request.formula))
      throw new RuleError("TEMPO.Error.BadFormula", { formula: request.formula });
    return new Roll(request.formula, request.data) as Roll.Implementation;
  }
}
