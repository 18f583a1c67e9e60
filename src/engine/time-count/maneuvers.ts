import { ensure } from "../core/errors";
import type { ActionSpeed } from "./actions";
import type { Defense } from "./defenses";
import type { SpeedClass } from "./speed";
import { MANEUVER_SPECS, type ManeuverSpec } from "./maneuver-data";

/** What the maneuver's attack roll adds. */
export type ManeuverAttackStat =
  "athleticsStr" | "acrobaticsDex" | "strength" | "weapon" | "unarmed" | "melee";

export interface ManeuverAttack {
  readonly stat: ManeuverAttackStat;
  readonly modifier: number;
  /** Empty for "Weapon vs. Defense" (quick strike): whatever the weapon normally targets. */
  readonly defenses: readonly Defense[];
  /** `single`: the one defense; `targetChooses`: "Vigor or Celerity (target's choice)"; `each`: rolled against both (throw). */
  readonly mode: "single" | "targetChooses" | "each";
}

/** An extra effect: at a hit margin ("Great Success (5)") or on a critical success. */
export interface ManeuverEffect {
  readonly at: number | "critical";
  /** Localization key of the effect text. */
  readonly text: string;
}

export interface Maneuver {
  readonly key: string;
  readonly group: "wrestling" | "miscellaneous";
  readonly name: string;
  readonly requirements: string | null;
  readonly attack: ManeuverAttack;
  /** Time before the attack (coup de grace: Slow), during which the attacker is immobile. */
  readonly preparation: ActionSpeed | null;
  readonly speed: ActionSpeed;
  readonly fatigue: number;
  /** "touch", "melee", "weapon", or feet. */
  readonly range: "touch" | "melee" | "weapon" | number;
  /** Maximum range in feet when limited (coup de grace: 10 ft). */
  readonly maxRangeFeet: number | null;
  /** Hit text; throw has one per defense (`hit` for Vigor, `hitAlt` for Celerity). */
  readonly hit: string;
  readonly hitAlt: string | null;
  readonly effects: readonly ManeuverEffect[];
  readonly special: string | null;
  /** Conditions the target gains on a hit (for the shell to apply). */
  readonly conditions: readonly string[];
}

function build(key: string, s: ManeuverSpec): Maneuver {
  const base = `TEMPO.TimeCount.Maneuver.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return {
    key,
    group: s.group,
    name: `${base}.Name`,
    requirements: s.req ? `${base}.Requirements` : null,
    attack: {
      stat: s.stat,
      modifier: s.mod ?? 0,
      defenses: s.defenses,
      mode: s.mode ?? "single",
    },
    preparation: s.prep ?? null,
    speed: s.speed,
    fatigue: s.fatigue ?? 0,
    range: s.range,
    maxRangeFeet: s.maxRange ?? null,
    hit: `${base}.Hit`,
    hitAlt: s.alt ? `${base}.HitAlt` : null,
    effects: (s.effects ?? []).map((at) => ({
      at,
      text: at === "critical" ? `${base}.Critical` : `${base}.Great${at}`,
    })),
    special: s.special ? `${base}.Special` : null,
    conditions: s.conditions ?? [],
  };
}

/** Special Combat Actions, in the seed's order. */
export const MANEUVERS: readonly Maneuver[] = Object.entries(MANEUVER_SPECS).map(([k, s]) => build(k, s));
const BY_KEY = new Map(MANEUVERS.map((m) => [m.key, m]));

export function maneuver(key: string): Maneuver {
  const m = BY_KEY.get(key);
  ensure(m !== undefined, "TEMPO.TimeCount.Error.UnknownManeuver", {
    maneuver: key,
  });
  return m;
}

/** The numbers a special combat action is performed with (an item's, else the seed's). */
export interface ManeuverNumbers {
  readonly stat: ManeuverAttackStat;
  readonly modifier: number;
  readonly defenses: readonly Defense[];
  readonly mode: ManeuverAttack["mode"];
  readonly speed: ActionSpeed;
  /** The speed class of a preparation before the attack (coup de grace), null: none. */
  readonly preparation: SpeedClass | null;
  readonly fatigue: number;
}

/** What an item states: a blank attack line ("") or no defence means "as printed". */
export type StatedManeuverNumbers = Omit<ManeuverNumbers, "stat"> & {
  readonly stat: ManeuverAttackStat | "";
};

/**
 * The numbers a special combat action item is performed with (issue 30). An item that states none (every
 * field at its default: `stated` null) takes the seed's printed ones, speed and fatigue included; an item
 * that states numbers keeps them, its blank attack line and empty defences read as the seed's.
 */
export function maneuverNumbers(m: Maneuver, stated: StatedManeuverNumbers | null): ManeuverNumbers {
  const printedPrep = m.preparation?.kind === "class" ? m.preparation.speedClass : null;
  if (!stated)
    return {
      stat: m.attack.stat,
      modifier: m.attack.modifier,
      defenses: m.attack.defenses,
      mode: m.attack.mode,
      speed: m.speed,
      preparation: printedPrep,
      fatigue: m.fatigue,
    };
  const defenses = stated.defenses.length ? stated.defenses : m.attack.defenses;
  return {
    ...stated,
    stat: stated.stat || m.attack.stat,
    defenses,
    mode: stated.defenses.length ? stated.mode : m.attack.mode,
  };
}

/** The effects a maneuver's hit earns: every great success reached by the margin, and its critical effect. */
export function earnedEffects(m: Maneuver, hit: { margin: number; critical: boolean }): ManeuverEffect[] {
  return m.effects.filter((e) => (e.at === "critical" ? hit.critical : hit.margin >= e.at));
}

/** Bull rush: 5 ft, plus 5 ft for every 5 points the attack beats the defense. */
export function bullRushDistance(margin: number): number {
  return margin < 0 ? 0 : 5 + 5 * Math.floor(margin / 5);
}
