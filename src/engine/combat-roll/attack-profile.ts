// What a weapon or spell attack is, from the item's plain facts: Strike or spell attack, melee or
// ranged, the turn action it costs, or why it cannot be made (checked on the clicking client and again
// at the GM).
import { ensure } from "../core/errors";
import type { ActionInput } from "../turns/index";
import { CR_ERR } from "./errors";
import { turnAction } from "./actions";
import type { AttackKind, AttackRange } from "./outcome";

export interface AttackItem {
  name: string;
  spell: boolean;
  /** Weapons: equipped (a stowed weapon is drawn first, with the sheet's Draw). */
  equipped: boolean;
  /** Spells: the Attack trait (only attack spells attack). */
  attackTrait: boolean;
  /** Spells: the Melee Attack trait. */
  meleeAttack: boolean;
  /** Weapons: a ranged weapon. */
  ranged: boolean;
}

/**
 * "A Strike uses your equipped weapon"; only a spell with the Attack trait attacks; an opportunity attack
 * is a melee Strike. Interpretation: attack spells are ranged unless they have the Melee Attack trait;
 * weapons say.
 */
export function attackProfile(
  item: AttackItem,
  attacker: string,
  opportunity = false,
): { attackKind: AttackKind; range: AttackRange; action: ActionInput } {
  ensure(item.spell || item.equipped, CR_ERR.NotEquipped, { name: item.name });
  ensure(!item.spell || item.attackTrait, CR_ERR.NotAnAttackSpell, { name: item.name });
  const ranged = item.spell ? !item.meleeAttack : item.ranged;
  ensure(!opportunity || (!item.spell && !ranged), CR_ERR.OpportunityNeedsMelee, { name: attacker });
  const action = opportunity
    ? turnAction("opportunity-attack")
    : turnAction(item.spell ? "use-magic" : "strike", { spellHasAttackTrait: true });
  return { attackKind: item.spell ? "spell" : "strike", range: ranged ? "ranged" : "melee", action };
}
