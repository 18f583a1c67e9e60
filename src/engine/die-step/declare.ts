import { ensure } from "../core/errors";
import { type Die, type RollMode } from "./dice";
import { DS_ERR } from "./errors";
import {
  activeDefenseRoll,
  assertAttackKind,
  defenseOptions,
  passiveDefense,
  type AttackKind,
  type DefenseKind,
  type DefenseOption,
} from "./defense";
import { unarmedDie } from "./grapple";
import { opportunityAttackAllowed, opportunityTriggers, type OpportunityTrigger } from "./opportunity";
import { rollSituation, type Reason, type RollerState } from "./situation";

/**
 * A weapon or spell attack, an unarmed strike (STR two ranks down), a grab (STR two ranks down vs STR), or
 * what a full hold allows: crushing the held target or throwing it to the ground ("effectively an unarmed
 * strike that active defenses cannot be used against"; the throw "with advantage and potentially lethal").
 */
export type AttackAction = "attack" | "unarmed" | "grab" | "crush" | "throw";

/** The attacks of "Unarmed Combat" a rider cannot make: unarmed strikes and grabs. */
export function isUnarmed(action: AttackAction): action is "unarmed" | "grab" {
  return action === "unarmed" || action === "grab";
}

/** The grappler's strikes on the target it holds. */
export function isHoldStrike(action: AttackAction): action is "crush" | "throw" {
  return action === "crush" || action === "throw";
}

/** What a declared attack needs of the attacker, its weapon and the target (plain values from the sheets). */
export interface DeclarationInput {
  action: AttackAction;
  opportunity: boolean;
  attacker: RollerState & { str: Die };
  /** The weapon or spell struck with (action "attack"): its kind, the attacker's die it rolls, its flags. */
  weapon?: { attack: string; die: Die; defense: string; firearmOrCrossbow: boolean; twoHanded: boolean };
  target: {
    knockedOut: boolean;
    mounted: boolean;
    shield: boolean;
    /** Holds a melee weapon (parrying; an unarmed strike or grab against it provokes). */
    armed: boolean;
    longWeapon: boolean;
    aware: boolean;
    /** Knocked out, helpless or stunned: no active defence. */
    cannotAct: boolean;
    nextTurnAp: number;
    /** A rider whose mount can dodge for it now (its pair's mount, able to act). */
    mountDodges?: boolean;
    /**
     * The target's dice, for the card to say which die each defence rolls: the passive die (DEF, PRE or
     * FOR; STR against a grab), DEF, ATT and REF (its mount's REF when the mount dodges for it), with what
     * changes the passive die (helpless: a d2; the weapon's `rangedMinimum`).
     */
    dice?: { passive: Die; def: Die; att: Die; ref: Die };
    helpless?: boolean;
    unaware?: boolean;
    prone?: boolean;
  };
  /** The range's minimum passive defence of a ranged weapon or physical ranged spell. */
  rangedMinimum?: Die;
  /** The two grapple each other. */
  grapplePartner: boolean;
  /** A throw onto solid, rocky or spiked ground: the GM says so, and it may then be lethal. */
  lethalGround?: boolean;
}

export interface Declaration {
  attack: AttackKind;
  /** The attacker's die and its mode, with the reasons a card lists. */
  die: Die;
  mode: RollMode;
  reasons: Reason[];
  /** The passive die stat the attack meets ("str" against a grab). */
  defenseStat: string;
  options: DefenseOption[];
  /** Unarmed strikes are lethal only against the unconscious; a grab does no damage. */
  lethal: boolean;
  /** What it costs: a major action, or a minor interrupt for an opportunity attack. */
  category: "major" | "interrupt";
  /** The opportunity attack it provokes first, if any (an opportunity attack provokes none). */
  provokes: OpportunityTrigger | null;
  /** The die each defence rolls as declared (null without `target.dice`). */
  defenseDice: DefenseDice | null;
}

/**
 * The die each defence would roll, for the card's buttons: the passive one (a helpless DEF's d2, or the
 * range's minimum, `minimum` saying so: "the attacker always has to at least aim accurately"), a block's
 * DEF, a parry's ATT, a dodge's REF.
 */
export interface DefenseDice {
  passive: { die: Die; minimum: boolean };
  block: Die;
  parry: Die;
  dodge: Die;
}

function defenseDiceOf(input: DeclarationInput, attack: AttackKind): DefenseDice | null {
  const { target } = input;
  if (!target.dice) return null;
  const passive = passiveDefense({
    die: target.dice.passive,
    attack,
    helpless: target.helpless === true,
    unaware: target.unaware === true,
    prone: target.prone === true,
    rangedMinimum: input.rangedMinimum,
  });
  const active = (kind: DefenseKind) => activeDefenseRoll(kind, target.dice!).die;
  return {
    passive: { die: passive.die, minimum: passive.minimum },
    block: active("block"),
    parry: active("parry"),
    dodge: active("dodge"),
  };
}

/**
 * Whether a hit deals lethal damage: a weapon or spell always; an unarmed strike or a crush only against
 * the unconscious; a throw also onto ground the GM calls dangerous; a grab deals none.
 */
function lethalOf(action: AttackAction, knockedOut: boolean, lethalGround: boolean): boolean {
  if (action === "attack") return true;
  if (action === "grab") return false;
  return knockedOut || (action === "throw" && lethalGround);
}

/**
 * Everything an attack card fixes when the attack is declared, before the defender chooses. Crushing and
 * throwing a held target provoke no opportunity attack: the target is already in the grappler's hold.
 */
export function declareAttack(input: DeclarationInput): Declaration {
  const { action, target, weapon } = input;
  const attack = assertAttackKind(action === "attack" ? (weapon?.attack ?? "melee") : "melee");
  // "Riders cannot ... make unarmed attacks": neither strike nor grab from the saddle (Interpretation 41)
  ensure(!(input.attacker.mounted === true && isUnarmed(action)), DS_ERR.RiderUnarmed, {});
  // "A helpless character ... cannot take any physical actions": a spell is not one (Interpretation 45)
  const physical = action !== "attack" || attack === "melee" || attack === "ranged";
  ensure(!(input.attacker.helpless === true && physical), DS_ERR.HelplessNoPhysical, {});
  ensure(
    !input.opportunity || opportunityAttackAllowed(attack, action === "attack"),
    DS_ERR.OpportunityMelee,
    {},
  );
  const situation = rollSituation({
    roll: "attack",
    self: input.attacker,
    attack,
    grapplePartner: input.grapplePartner,
    firearmOrCrossbow: weapon?.firearmOrCrossbow ?? false,
    oneHandedMelee: attack === "melee" && !(weapon?.twoHanded ?? false),
    targetMounted: target.mounted,
    targetLongWeapon: target.longWeapon,
    throwing: action === "throw",
  });
  const [provokes = null] = input.opportunity
    ? []
    : opportunityTriggers({
        category: "major",
        aimsRanged: attack === "ranged",
        unarmedAgainstArmed: action === "unarmed" && target.armed,
        grabAgainstArmed: action === "grab" && target.armed,
      });
  return {
    attack,
    die: action === "attack" && weapon ? weapon.die : unarmedDie(input.attacker.str),
    mode: situation.mode,
    reasons: situation.reasons,
    defenseStat: action === "grab" ? "str" : (weapon?.defense ?? "def"),
    options: defenseOptions({
      attack,
      shield: target.shield,
      meleeWeapon: target.armed,
      aware: target.aware,
      rider: target.mounted,
      mountDodges: target.mountDodges,
      cannotAct: target.cannotAct,
      nextTurnAp: target.nextTurnAp,
      noActiveDefense: isHoldStrike(action),
    }),
    lethal: lethalOf(action, target.knockedOut, input.lethalGround === true),
    category: input.opportunity ? "interrupt" : "major",
    provokes,
    defenseDice: defenseDiceOf(input, attack),
  };
}
