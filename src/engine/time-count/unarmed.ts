import { ensure } from "../core/errors";
import { ATTACK_MODIFIERS } from "./attack";
import { damageAttributeBonus, unarmedDamage, type DamageSpec } from "./damage";
import type { DiceTerm } from "./dice-terms";
import type { Size } from "./size";
import type { SpeedClass } from "./speed";
import { checkTwoWeaponAttack, twoWeaponAttackModifier, type TwoWeaponMode } from "./two-weapons";

/**
 * Unarmed Combat (seed): "Fighting unarmed normally deals only 1d3 damage (1d2 for small creatures,
 * 1d4 for large), although normal bonuses still apply. This damage is nonlethal. ... You may attempt an
 * unarmed strike with your feet, knees, elbows, etc. instead of your hands, but doing so imposes a -4
 * penalty to the attack roll. You may attack twice when unarmed as if attacking with two light weapons,
 * provided that you have at least two appendages free."
 */

/** Interpretation: the seed gives unarmed strikes no speed; Tempo uses the light dagger's, Fast. */
export const UNARMED_SPEED_CLASS: SpeedClass = "fast";

/** The size bracket of the unarmed die: Small and smaller 1d2, Medium 1d3, Large and larger 1d4. */
export function unarmedSizeClass(size: Size): "small" | "medium" | "large" {
  if (size === "medium") return "medium";
  return size === "fine" || size === "diminutive" || size === "tiny" || size === "small" ? "small" : "large";
}

export interface UnarmedStrikeInput {
  readonly size: Size;
  /** Feet, knees, elbows...: -4 to hit. */
  readonly withoutHands: boolean;
  /** Two-attack mode ("as if attacking with two light weapons"). */
  readonly mode: TwoWeaponMode;
  /** Appendages free to strike with (hands not holding a weapon; feet when striking without hands). */
  readonly appendagesFree: number;
  /** Alternating: whether the attacker's previous weapon attack was an unarmed strike (null: none). */
  readonly previousWasUnarmed?: boolean | null;
}

export interface UnarmedStrike {
  readonly damage: DiceTerm;
  readonly nonlethal: true;
  /** The modifiers to hit, each by name: strikes without hands, two attacks. */
  readonly attackModifiers: { readonly withoutHands: number; readonly twoAttacks: number };
  readonly speedClass: SpeedClass;
  /** How many attack rolls the action makes (together: two at once). */
  readonly attacks: 1 | 2;
}

/**
 * One unarmed action: its die, nonlethal, its modifiers and speed. Refused: a strike with no appendage
 * free, two attacks with fewer than two free, alternating when the previous attack was not unarmed
 * (the other appendage). Two attacks follow Two-Weapon Combat: -6 each together, -4 alternating.
 */
export function unarmedStrike(input: UnarmedStrikeInput): UnarmedStrike {
  ensure(input.appendagesFree >= 1, "TEMPO.TimeCount.Error.UnarmedNoAppendage", {});
  if (input.mode !== "none")
    ensure(input.appendagesFree >= 2, "TEMPO.TimeCount.Error.UnarmedTwoAppendages", {});
  // The two strikes are the two "light weapons": one appendage, then the other.
  if (input.mode === "together")
    checkTwoWeaponAttack({ mode: "together", weaponId: "unarmed:1", secondWeaponId: "unarmed:2" });
  if (input.mode === "alternating")
    checkTwoWeaponAttack({
      mode: "alternating",
      weaponId: "unarmed:this",
      previousWeaponId: input.previousWasUnarmed === true ? "unarmed:other" : null,
    });
  return {
    damage: unarmedDamage(unarmedSizeClass(input.size)),
    nonlethal: true,
    attackModifiers: {
      withoutHands: input.withoutHands ? ATTACK_MODIFIERS.unarmedWithoutHands : 0,
      twoAttacks: twoWeaponAttackModifier(input.mode),
    },
    speedClass: UNARMED_SPEED_CLASS,
    attacks: input.mode === "together" ? 2 : 1,
  };
}

/** "Unarmed attacks and natural weapons apply all the same modifiers": the better of Str / Dex, Power. */
export function unarmedDamageSpec(
  strike: UnarmedStrike,
  scores: { strength: number; dexterity: number; intelligence: number },
  power: number,
  modifiers = 0,
): DamageSpec {
  return {
    weapon: [strike.damage],
    attribute: damageAttributeBonus("better", scores),
    power,
    modifiers,
    extraDice: [],
  };
}

/** A weapon held ready: one hand, both for a two-handed one. */
export interface HeldWeapon {
  readonly twoHanded: boolean;
}

/** Hands not holding a ready weapon (two at most; a two-handed weapon takes both). */
export function handsFree(held: readonly HeldWeapon[]): number {
  const used = held.reduce((n, w) => n + (w.twoHanded ? 2 : 1), 0);
  return Math.max(0, 2 - used);
}

/**
 * The hands a special combat action needs, checked before any dialog (issue 30). Grab: "Cannot be wielding
 * a two-handed weapon or tower shield", and a grab takes hold with a free hand. The others name no hand:
 * Trip and Tackle are "Unarmed" as a kick is (a sweep of the leg, the body), which Unarmed Combat allows
 * without hands; Grapple's weapon limits are on its card for the GM (the seed's "light weapon" is not modelled).
 */
export function checkManeuverHands(key: string, held: readonly HeldWeapon[]): void {
  if (key !== "grab") return;
  ensure(!held.some((w) => w.twoHanded), "TEMPO.TimeCount.Error.GrabTwoHanded", {});
  ensure(handsFree(held) >= 1, "TEMPO.TimeCount.Error.ManeuverNeedsHand", {});
}
