import type { RollDie } from "../core/dice";
import { ensure } from "../core/errors";
import { rollDiceTerm, type DiceTerm } from "./dice-terms";
import {
  halfSpeedFactor,
  rollSpeedFactor,
  staticSpeedFactor,
  type SpeedClass,
  type SpeedMode,
} from "./speed";

/**
 * How long an action delays the actor's next turn (seed: "Table: Speed Factor for Actions in Combat").
 * - `class`: a Speed Class (Free ... Slow);
 * - `fixed`: a fixed number of TC (cast a spell: 1);
 * - `dice`: its own roll (escape from a net 1d8+5);
 * - `weapon`: the SF of the weapon used; `weaponHalf`: half of it (feint);
 * - `castingTime`: the casting time of a spell (prepare a spell, read a scroll);
 * - `addOn`: footnote 2, adds to whatever other action is taken (concentration +1, frightened mount +2).
 */
export type ActionSpeed =
  | { readonly kind: "class"; readonly speedClass: SpeedClass }
  | { readonly kind: "fixed"; readonly tc: number }
  | { readonly kind: "dice"; readonly term: DiceTerm }
  | { readonly kind: "weapon" }
  | { readonly kind: "weaponHalf" }
  | { readonly kind: "weaponClassShift"; readonly steps: number }
  | { readonly kind: "castingTime" }
  | { readonly kind: "addOn"; readonly tc: number };

export interface CombatAction {
  readonly key: string;
  /** Localization key of the action's name. */
  readonly label: string;
  readonly speed: ActionSpeed;
  /** Footnote 1: "This action does not take effect until the end of the delay." */
  readonly effectAtEndOfDelay: boolean;
  /** Footnote 2: "This action does not take a turn on its own." */
  readonly addsToOtherAction: boolean;
}

function act(key: string, speed: ActionSpeed, effectAtEndOfDelay = false): CombatAction {
  const label = `TEMPO.TimeCount.Action.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return {
    key,
    label,
    speed,
    effectAtEndOfDelay,
    addsToOtherAction: speed.kind === "addOn",
  };
}
const cls = (speedClass: SpeedClass): ActionSpeed => ({
  kind: "class",
  speedClass,
});

/** Every row of the action table, in the seed's order. */
export const COMBAT_ACTIONS: readonly CombatAction[] = [
  act("dismissSpell", cls("free")),
  act("dropItem", cls("free")),
  act("drawWeapon", cls("rapid")),
  act("dropToFloor", cls("rapid")),
  act("lowerSpellResistance", cls("rapid")),
  act("readyAction", cls("rapid")),
  act("sheatheWeapon", cls("rapid")),
  act("redirectSpell", cls("swift")),
  act("drawHiddenWeapon", cls("swift")),
  act("openDoor", cls("swift")),
  act("pickUpItem", cls("swift")),
  act("retrieveFromPouch", cls("swift")),
  act("setAgainstCharge", cls("swift"), true),
  act("standUp", cls("swift")),
  act("activateMagicItem", cls("fast")),
  act("drinkPotion", cls("fast")),
  act("mountOrDismount", cls("fast")),
  act("readyOrLooseShield", cls("fast")),
  act("lightTorch", cls("standard")),
  act("retrieveFromBackpack", cls("slow")),
  act("stabilizeDying", cls("slow")),
  act("attack", { kind: "weapon" }),
  act("castSpell", { kind: "fixed", tc: 1 }),
  act("concentrate", { kind: "addOn", tc: 1 }),
  act("controlFrightenedMount", { kind: "addOn", tc: 2 }),
  act("escapeNet", { kind: "dice", term: { count: 1, faces: 8, bonus: 5 } }),
  act("extinguishFlames", {
    kind: "dice",
    term: { count: 1, faces: 6, bonus: 6 },
  }),
  act("feint", { kind: "weaponHalf" }),
  act("prepareSpell", { kind: "castingTime" }, true),
  act("readScroll", { kind: "castingTime" }),
  // Prone stance: "Standing up from a crouch is a Rapid action."
  act("standFromCrouch", cls("rapid")),
];

const BY_KEY = new Map(COMBAT_ACTIONS.map((a) => [a.key, a]));

export function combatAction(key: string): CombatAction {
  const action = BY_KEY.get(key);
  ensure(action !== undefined, "TEMPO.TimeCount.Error.UnknownAction", {
    action: key,
  });
  return action;
}

/**
 * The static SF of an action with its own dice (escape from a net 1d8+5, extinguish flames 1d6+6),
 * for NPCs ("NPCs use the Static SF for every action"): the seed prints no static value for these, so
 * Tempo takes the rule its Speed Class table follows, the average roll rounded down (Rapid 1d4: 2,
 * Fast 1d6+3: 6, Standard 1d6+6: 9, Sedentary 1d12+16: 22).
 */
export function staticDiceSpeedFactor(term: DiceTerm): number {
  return Math.floor((term.count * (term.faces + 1)) / 2 + (term.bonus ?? 0));
}

/** The actions of the SF table a combatant takes on its own (a speed class or its own dice). */
export function standaloneActions(): CombatAction[] {
  return COMBAT_ACTIONS.filter((a) => a.speed.kind === "class" || a.speed.kind === "dice");
}

export interface ActionSpeedContext {
  readonly mode: SpeedMode;
  /** The weapon's SF as already rolled (or static) for this attack, for `weapon` / `weaponHalf`. */
  readonly weaponSpeedFactor?: number;
  /** The weapon's speed class, for `weaponClassShift` (quick strike, disarm, staple). */
  readonly weaponSpeedClass?: SpeedClass;
  /** The spell's casting time in TC, for `castingTime`. */
  readonly castingTime?: number;
}

/** The SF of one action of the table (or a maneuver's speed), random or static. */
export function actionSpeedFactor(speed: ActionSpeed, context: ActionSpeedContext, rollDie: RollDie): number {
  switch (speed.kind) {
    case "class":
      return context.mode === "static"
        ? staticSpeedFactor(speed.speedClass)
        : rollSpeedFactor(speed.speedClass, rollDie);
    case "fixed":
    case "addOn":
      return speed.tc;
    case "dice":
      return context.mode === "static"
        ? staticDiceSpeedFactor(speed.term)
        : rollDiceTerm(speed.term, rollDie);
    case "weapon":
    case "weaponHalf": {
      const sf = context.weaponSpeedFactor;
      ensure(sf !== undefined, "TEMPO.TimeCount.Error.MissingWeaponSpeed", {});
      return speed.kind === "weapon" ? sf : halfSpeedFactor(sf);
    }
    case "weaponClassShift": {
      const wc = context.weaponSpeedClass;
      ensure(wc !== undefined, "TEMPO.TimeCount.Error.MissingWeaponSpeed", {});
      return context.mode === "static"
        ? staticSpeedFactor(wc, speed.steps)
        : rollSpeedFactor(wc, rollDie, speed.steps);
    }
    case "castingTime": {
      const ct = context.castingTime;
      ensure(
        ct !== undefined && Number.isInteger(ct) && ct >= 0,
        "TEMPO.TimeCount.Error.MissingCastingTime",
        {},
      );
      return ct;
    }
  }
}
