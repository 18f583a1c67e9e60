import { rollMode, type Die, type RollMode } from "./dice";
import { activeDefenseRoll, passiveDefense, type AttackKind, type DefenseKind } from "./defense";
import { rollSituation, type Reason, type RollerState } from "./situation";

/** What the defender's one roll needs: the defence chosen, the attack, the defender and its dice. */
export interface DefenseRollInput {
  kind: "passive" | DefenseKind;
  attack: AttackKind;
  self: RollerState;
  /** `passive`: the die the attack meets (DEF, PRE or FOR; STR against a grab). */
  dice: { passive: Die; def: Die; att: Die; ref: Die };
  /** The attacker is the one the defender grapples with. */
  grapplePartner?: boolean;
  /** The range's minimum passive defence against ranged attacks and physical ranged spells. */
  rangedMinimum?: Die;
  /** Parrying: a giant attacker, parrying a weapon unarmed, a weapon not designed to parry with. */
  giantOpponent?: boolean;
  unarmedVsWeapon?: boolean;
  weaponCannotParry?: boolean;
  /** Dodging without a decent room to maneuver. */
  noRoom?: boolean;
}

/**
 * The defence roll: the die, its mode and the reasons a card lists. Passive: `passiveDefense` with every
 * other disadvantage of `rollSituation`; when the range's minimum replaces it, it is rolled with "no
 * disadvantage from any source" (and no reason). Block, parry, dodge: `activeDefenseRoll`'s die with the
 * situation's advantage (a block's own) and disadvantage.
 */
export function defenseRoll(input: DefenseRollInput): {
  die: Die;
  mode: RollMode;
  reasons: Reason[];
  /** The range's minimum replaced the passive defence (the card says why). */
  minimum: boolean;
} {
  const base = { self: input.self, attack: input.attack, grapplePartner: input.grapplePartner };
  if (input.kind === "passive") {
    const s = rollSituation({ ...base, roll: "passive-defense" });
    const pd = passiveDefense({
      die: input.dice.passive,
      attack: input.attack,
      helpless: input.self.helpless === true,
      unaware: input.self.unaware === true,
      prone: input.self.prone === true,
      disadvantaged: s.disadvantage,
      rangedMinimum: input.rangedMinimum,
    });
    if (pd.minimum) return { die: pd.die, mode: "normal", reasons: [], minimum: true };
    return { die: pd.die, mode: rollMode(s.advantage, pd.disadvantage), reasons: s.reasons, minimum: false };
  }
  const { die } = activeDefenseRoll(input.kind, input.dice);
  const s = rollSituation({
    ...base,
    roll: input.kind,
    giantOpponent: input.giantOpponent,
    unarmedVsWeapon: input.unarmedVsWeapon,
    weaponCannotParry: input.weaponCannotParry,
    noRoom: input.noRoom,
  });
  return { die, mode: s.mode, reasons: s.reasons, minimum: false };
}
