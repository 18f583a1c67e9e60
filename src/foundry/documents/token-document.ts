import { actorSystem } from "../data/access";
import { TOKEN_HP } from "../resources";
import { activeRuleset } from "../rulesets/registry";

type BarOptions = Parameters<foundry.documents.TokenDocument["getBarAttribute"]>[1];

/**
 * Tempo's TokenDocument. The health bar's attribute `resources.hp` is derived (each ruleset keeps
 * its health in its own stored block), and Foundry marks a bar editable only when its `value` is a
 * NumberField of the system schema (foundryvtt issues 8715, 8907): left alone, the token HUD would
 * show the health bar read-only. As dnd5e's TokenDocument adjusts its hit-point bar in this
 * method, Tempo resolves `resources.hp` to the active ruleset's stored pool: the bar is editable
 * when that pool's `value` is a schema field, and TempoActor#modifyTokenAttribute writes the edit
 * there. A world that switches ruleset keeps the same bar attribute; only the pool behind it moves.
 */
export class TempoTokenDocument extends foundry.documents.TokenDocument {
  override getBarAttribute(barName: string, options?: BarOptions) {
    const data = super.getBarAttribute(barName, options);
    if (!data || data.attribute !== TOKEN_HP || !this.actor) return data;
    const path = activeRuleset().hpPath;
    const field = path ? actorSystem(this.actor).schema.getField(`${path}.value`) : undefined;
    return { ...data, editable: field instanceof foundry.data.fields.NumberField };
  }
}
