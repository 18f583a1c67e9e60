import { ensure } from "../core/errors";
import type { SpeedClass } from "./speed";

export const STANCES = ["cautious", "crouch", "parrying", "poised", "prone", "spellcasting"] as const;
export type Stance = (typeof STANCES)[number];

export interface StanceData {
  readonly key: Stance;
  readonly name: string;
  /** Shifting is an action with the SF of this class (spellcasting: Free, automatic). */
  readonly shift: SpeedClass;
  readonly benefit: string;
  readonly drawback: string;
  readonly special: string | null;
  /** Class of the action that leaves the stance, when it is not Free (stand from crouch / prone). */
  readonly leave: SpeedClass;
}

function stance(key: Stance, shift: SpeedClass, leave: SpeedClass = "free", special = false): StanceData {
  const base = `TEMPO.TimeCount.Stance.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return {
    key,
    name: `${base}.Name`,
    shift,
    benefit: `${base}.Benefit`,
    drawback: `${base}.Drawback`,
    special: special ? `${base}.Special` : null,
    leave,
  };
}

/** Combat Stances. "Reverting to a basic stance is a free action unless otherwise specified." */
export const STANCE_TABLE: Readonly<Record<Stance, StanceData>> = {
  cautious: stance("cautious", "swift"),
  crouch: stance("crouch", "rapid", "rapid", true),
  parrying: stance("parrying", "fast"),
  poised: stance("poised", "swift"),
  prone: stance("prone", "rapid", "swift", true),
  spellcasting: stance("spellcasting", "free"),
};

export interface StanceContext {
  /** Shifting into the stance: "you have the drawbacks of the given stance without its benefits". */
  readonly transitioning?: boolean;
  /** Parrying: the (higher) attack bonus and the shield bonus. */
  readonly attackBonus?: number;
  readonly shieldBonus?: number;
}

export interface StanceModifiers {
  /** To Primary defense against every attack. */
  readonly primaryDefense: number;
  /** To defense against ranged / melee attacks. */
  readonly defenseVsRanged: number;
  readonly defenseVsMelee: number;
  readonly attack: number;
  readonly meleeAttack: number;
  readonly canAttack: boolean;
  /** "move at half speed" */
  readonly halfSpeed: boolean;
  readonly usesPassiveDefense: boolean;
  readonly immobile: boolean;
}

/** Numbers of a stance, for the attack and defense calculations. */
export function stanceModifiers(key: Stance, ctx: StanceContext = {}): StanceModifiers {
  ensure((STANCES as readonly string[]).includes(key), "TEMPO.TimeCount.Error.UnknownStance", {
    stance: key,
  });
  const benefit = ctx.transitioning !== true;
  const m = {
    primaryDefense: 0,
    defenseVsRanged: 0,
    defenseVsMelee: 0,
    attack: 0,
    meleeAttack: 0,
    canAttack: true,
    halfSpeed: false,
    usesPassiveDefense: false,
    immobile: false,
  };
  switch (key) {
    case "cautious":
      m.attack = -2;
      if (benefit) m.primaryDefense = 2;
      break;
    case "crouch":
      m.defenseVsMelee = -2;
      m.meleeAttack = -2;
      if (benefit) m.defenseVsRanged = 2;
      break;
    case "parrying": {
      m.canAttack = false;
      m.halfSpeed = true;
      if (benefit) {
        // Half the attack bonus, plus the shield bonus again (doubled), at least 2.
        const half = Math.floor((ctx.attackBonus ?? 0) / 2) + (ctx.shieldBonus ?? 0);
        m.primaryDefense = Math.max(2, half);
      }
      break;
    }
    case "poised":
      m.immobile = true;
      break;
    case "prone":
      m.defenseVsMelee = -4;
      m.meleeAttack = -4;
      if (benefit) m.defenseVsRanged = 4;
      break;
    case "spellcasting":
      m.usesPassiveDefense = true;
      m.halfSpeed = true;
      m.canAttack = false;
      break;
  }
  return m;
}
