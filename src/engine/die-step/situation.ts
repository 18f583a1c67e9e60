import { rollMode, type RollMode } from "./dice";
import type { AttackKind } from "./defense";

/**
 * Which roll is made: an attack (any attack: weapon, spell, unarmed strike, grab), an active defence,
 * the passive defence, the REF roll for turn order, an escape (STR), the survival roll (FOR), another
 * physical action (climbing, forcing a door...) or a non-physical one (INT for first aid...).
 */
export type RollKind =
  | "attack"
  | "block"
  | "parry"
  | "dodge"
  | "passive-defense"
  | "initiative"
  | "escape"
  | "survival"
  | "physical"
  | "other";

/** The roller's own state. */
export interface RollerState {
  badlyWounded?: boolean;
  stunned?: boolean;
  /** Surprised at the beginning of combat (its first round). */
  surprised?: boolean;
  prone?: boolean;
  helpless?: boolean;
  unaware?: boolean;
  /** Held fully by someone (a full hold). */
  fullyHeld?: boolean;
  /** In a grab, either side (partial or full). */
  grappling?: boolean;
  /** Holding someone in a full hold. */
  holdingFull?: boolean;
  mounted?: boolean;
  unskilledRider?: boolean;
}

export interface RollSituation {
  roll: RollKind;
  self: RollerState;
  /** The attack made (roll "attack") or defended against (defences). */
  attack?: AttackKind;
  /** Defending against, or attacking, the one it is grappling with. */
  grapplePartner?: boolean;
  /** Attacker's weapon is a firearm or crossbow (prone attackers are not disadvantaged with them). */
  firearmOrCrossbow?: boolean;
  /** A one-handed melee weapon used from a mount... */
  oneHandedMelee?: boolean;
  /** ...against a target on foot... */
  targetMounted?: boolean;
  /** ...that has no long weapon. */
  targetLongWeapon?: boolean;
  /** A ranged attack from a mount that moves this turn. */
  movingMount?: boolean;
  /** The opponent is a giant (parrying it is disadvantaged). */
  giantOpponent?: boolean;
  /** Parrying unarmed against a weapon. */
  unarmedVsWeapon?: boolean;
  /** Parrying with a weapon not designed to parry with. */
  weaponCannotParry?: boolean;
  /** No decent room to maneuver (dodging is disadvantaged). */
  noRoom?: boolean;
  /** An indirect attack (poison, mental): unawareness does not disadvantage the passive defence. */
  indirect?: boolean;
  /** Throwing a fully held target to the ground ("with advantage"). */
  throwing?: boolean;
  /** The survival roll under a magical healing ritual ("advantaged"). */
  ritual?: boolean;
}

export type ReasonId =
  | "badly-wounded"
  | "stunned"
  | "surprised"
  | "unaware"
  | "prone-attack"
  | "prone-defense"
  | "helpless"
  | "fully-held"
  | "holding"
  | "holding-partner"
  | "grappling-other"
  | "mounted-one-handed"
  | "moving-mount"
  | "unskilled-rider"
  | "giant-opponent"
  | "unarmed-parry"
  | "unsuited-weapon"
  | "no-room"
  | "block"
  | "throw"
  | "ritual";

export interface Reason {
  id: ReasonId;
  effect: "advantage" | "disadvantage";
}

interface Rule extends Reason {
  applies: (s: RollSituation) => boolean;
}

const DEFENSES: readonly RollKind[] = ["block", "parry", "dodge", "passive-defense"];
const isDefense = (s: RollSituation) => DEFENSES.includes(s.roll);
const isAttack = (s: RollSituation) => s.roll === "attack";
/** Physical: weapons and grabs, physical actions, escaping, and every defence against a physical attack. */
const weaponAttack = (s: RollSituation) => isAttack(s) && (s.attack === "melee" || s.attack === "ranged");
const physicalDefense = (s: RollSituation) => isDefense(s) && s.attack !== undefined && s.attack !== "spell";
const physical = (s: RollSituation) =>
  weaponAttack(s) || physicalDefense(s) || s.roll === "physical" || s.roll === "escape";

/** Every advantage and disadvantage the seed names, as data (ids are TEMPO.DieStep.Reason.* keys). */
export const SITUATION_RULES: readonly Rule[] = [
  // "any rolls they make are disadvantaged (including defenses)"
  { id: "badly-wounded", effect: "disadvantage", applies: (s) => s.self.badlyWounded === true },
  // stunned: "unable to take actions, all rolls disadvantaged"
  { id: "stunned", effect: "disadvantage", applies: (s) => s.self.stunned === true },
  // "their REF roll to determine turn order is disadvantaged (along with any passive defense rolls)"
  {
    id: "surprised",
    effect: "disadvantage",
    applies: (s) => s.self.surprised === true && (s.roll === "initiative" || s.roll === "passive-defense"),
  },
  // unaware: "their passive defense roll is disadvantaged, unless the attack is indirect"
  {
    id: "unaware",
    effect: "disadvantage",
    applies: (s) => s.self.unaware === true && s.roll === "passive-defense" && s.indirect !== true,
  },
  // prone: "Physical attacks (other than those with firearms or crossbows) ... are disadvantaged"
  {
    id: "prone-attack",
    effect: "disadvantage",
    applies: (s) => s.self.prone === true && weaponAttack(s) && s.firearmOrCrossbow !== true,
  },
  // prone: "any defenses against melee attacks are disadvantaged"
  {
    id: "prone-defense",
    effect: "disadvantage",
    applies: (s) => s.self.prone === true && isDefense(s) && s.attack === "melee",
  },
  // helpless: DEF "automatically a D2 with disadvantage" (passiveDefense gives the d2)
  {
    id: "helpless",
    effect: "disadvantage",
    applies: (s) => s.self.helpless === true && s.roll === "passive-defense" && s.attack !== "spell",
  },
  // "A fully held target is disadvantaged for any physical actions or defenses"; escaping "disadvantaged if
  // they are fully held"
  { id: "fully-held", effect: "disadvantage", applies: (s) => s.self.fullyHeld === true && physical(s) },
  // "the attacker's own defenses are disadvantaged against physical attacks, except for those from the
  // target, where they are advantaged"
  {
    id: "holding",
    effect: "disadvantage",
    applies: (s) => s.self.holdingFull === true && physicalDefense(s) && s.grapplePartner !== true,
  },
  {
    id: "holding-partner",
    effect: "advantage",
    applies: (s) => s.self.holdingFull === true && physicalDefense(s) && s.grapplePartner === true,
  },
  // "If the target or the grappler attempts to attack anyone other than each other ... disadvantaged"
  {
    id: "grappling-other",
    effect: "disadvantage",
    applies: (s) => s.self.grappling === true && isAttack(s) && s.grapplePartner !== true,
  },
  // "A mounted 1H melee attack against an unmounted target is advantaged, unless the target has a long weapon"
  {
    id: "mounted-one-handed",
    effect: "advantage",
    applies: (s) =>
      s.self.mounted === true &&
      isAttack(s) &&
      s.attack === "melee" &&
      s.oneHandedMelee === true &&
      s.targetMounted !== true &&
      s.targetLongWeapon !== true,
  },
  // "A ranged attack from a moving mount is disadvantaged"
  {
    id: "moving-mount",
    effect: "disadvantage",
    applies: (s) => isAttack(s) && s.attack === "ranged" && s.movingMount === true,
  },
  // "Unskilled riders are disadvantaged for all physical actions"
  {
    id: "unskilled-rider",
    effect: "disadvantage",
    applies: (s) => s.self.unskilledRider === true && s.self.mounted === true && physical(s),
  },
  // parry "can be disadvantaged if you are unarmed and parrying a weapon, have a weapon not designed to
  // parry with ..., or if you attempt to parry a giant opponent"
  {
    id: "giant-opponent",
    effect: "disadvantage",
    applies: (s) => s.roll === "parry" && s.giantOpponent === true,
  },
  {
    id: "unarmed-parry",
    effect: "disadvantage",
    applies: (s) => s.roll === "parry" && s.unarmedVsWeapon === true,
  },
  {
    id: "unsuited-weapon",
    effect: "disadvantage",
    applies: (s) => s.roll === "parry" && s.weaponCannotParry === true,
  },
  // dodge: "if you do not have a decent amount of room to maneuver, your roll is disadvantaged"
  { id: "no-room", effect: "disadvantage", applies: (s) => s.roll === "dodge" && s.noRoom === true },
  // "A block roll is just a DEF roll, but with advantage"
  { id: "block", effect: "advantage", applies: (s) => s.roll === "block" },
  // throwing a fully held target: "an unarmed strike ... with advantage"
  { id: "throw", effect: "advantage", applies: (s) => isAttack(s) && s.throwing === true },
  // "If a magical healing ritual is used ... the survival roll is advantaged"
  { id: "ritual", effect: "advantage", applies: (s) => s.roll === "survival" && s.ritual === true },
];

export interface SituationResult {
  advantage: boolean;
  disadvantage: boolean;
  /** Every rule that applied, in the order of SITUATION_RULES (a card lists them). */
  reasons: Reason[];
  /** The roll to make: advantage and disadvantage cancel (see docs/rules/die-step.md). */
  mode: RollMode;
}

/** Advantage and disadvantage of one roll from every situation of the seed. */
export function rollSituation(situation: RollSituation): SituationResult {
  const reasons = SITUATION_RULES.filter((r) => r.applies(situation)).map(({ id, effect }) => ({
    id,
    effect,
  }));
  const advantage = reasons.some((r) => r.effect === "advantage");
  const disadvantage = reasons.some((r) => r.effect === "disadvantage");
  return { advantage, disadvantage, reasons, mode: rollMode(advantage, disadvantage) };
}
