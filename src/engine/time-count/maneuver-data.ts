import type { ActionSpeed } from "./actions";
import type { Maneuver, ManeuverAttack, ManeuverAttackStat } from "./maneuvers";
import type { Defense } from "./defenses";

/** The seed's printed lines of one special combat action, compactly. */
export interface ManeuverSpec {
  group: Maneuver["group"];
  req?: boolean;
  stat: ManeuverAttackStat;
  mod?: number;
  defenses: readonly Defense[];
  mode?: ManeuverAttack["mode"];
  prep?: ActionSpeed;
  speed: ActionSpeed;
  fatigue?: number;
  range: Maneuver["range"];
  maxRange?: number;
  alt?: boolean;
  effects?: readonly (number | "critical")[];
  special?: boolean;
  conditions?: readonly string[];
}

const cls = (speedClass: "swift" | "fast" | "standard" | "slow"): ActionSpeed => ({
  kind: "class",
  speedClass,
});

/** Special Combat Actions as printed (Attack, Speed, Fatigue, Range, Great Success thresholds). */
export const MANEUVER_SPECS: Readonly<Record<string, ManeuverSpec>> = {
  breakGrab: {
    group: "wrestling",
    req: true,
    stat: "athleticsStr",
    defenses: ["vigor"],
    speed: cls("swift"),
    range: "touch",
    effects: [5],
  },
  drag: {
    group: "wrestling",
    req: true,
    stat: "strength",
    mod: -2,
    defenses: ["vigor"],
    speed: cls("standard"),
    fatigue: 1,
    range: "touch",
    effects: [5],
  },
  escapeGrab: {
    group: "wrestling",
    req: true,
    stat: "acrobaticsDex",
    defenses: ["celerity"],
    speed: cls("fast"),
    range: "touch",
    effects: [5],
  },
  grab: {
    group: "wrestling",
    req: true,
    stat: "unarmed",
    defenses: ["celerity"],
    speed: cls("standard"),
    range: "touch",
    effects: [5, "critical"],
    special: true,
    conditions: ["immobile", "grabbed"],
  },
  grapple: {
    group: "wrestling",
    req: true,
    stat: "weapon",
    defenses: ["vigor"],
    speed: cls("standard"),
    range: "touch",
    effects: [5, 10],
  },
  shunt: {
    group: "wrestling",
    req: true,
    stat: "strength",
    defenses: ["vigor"],
    speed: cls("standard"),
    fatigue: 1,
    range: "touch",
    effects: [5],
    special: true,
  },
  throw: {
    group: "wrestling",
    req: true,
    stat: "strength",
    defenses: ["vigor", "celerity"],
    mode: "each",
    speed: cls("slow"),
    fatigue: 2,
    range: "touch",
    alt: true,
    effects: [5, 10],
  },
  approach: {
    group: "miscellaneous",
    req: true,
    stat: "acrobaticsDex",
    defenses: ["vigor", "celerity"],
    mode: "targetChooses",
    speed: cls("fast"),
    range: 5,
    special: true,
  },
  bullRush: {
    group: "miscellaneous",
    stat: "strength",
    defenses: ["vigor", "celerity"],
    mode: "targetChooses",
    speed: cls("standard"),
    fatigue: 1,
    range: "touch",
    effects: ["critical"],
    special: true,
  },
  coupDeGrace: {
    group: "miscellaneous",
    req: true,
    stat: "weapon",
    mod: 10,
    defenses: ["passive"],
    prep: cls("slow"),
    speed: { kind: "weapon" },
    range: "weapon",
    maxRange: 10,
    special: true,
  },
  disarm: {
    group: "miscellaneous",
    stat: "weapon",
    mod: -4,
    defenses: ["celerity"],
    speed: { kind: "weaponClassShift", steps: 1 },
    fatigue: 1,
    range: "weapon",
    effects: [5, 8],
    special: true,
  },
  distract: {
    group: "miscellaneous",
    stat: "melee",
    defenses: ["spirit"],
    speed: cls("fast"),
    range: "melee",
    effects: ["critical"],
  },
  feint: {
    group: "miscellaneous",
    stat: "melee",
    defenses: ["spirit"],
    speed: { kind: "weaponHalf" },
    range: "melee",
    effects: [5],
  },
  quickStrike: {
    group: "miscellaneous",
    stat: "weapon",
    defenses: [],
    speed: { kind: "weaponClassShift", steps: -1 },
    range: "weapon",
    effects: ["critical"],
    special: true,
  },
  staple: {
    group: "miscellaneous",
    req: true,
    stat: "weapon",
    mod: -4,
    defenses: ["celerity"],
    speed: { kind: "weaponClassShift", steps: 1 },
    fatigue: 1,
    range: "weapon",
    effects: [5],
    conditions: ["immobile"],
  },
  tackle: {
    group: "miscellaneous",
    req: true,
    stat: "unarmed",
    defenses: ["vigor"],
    speed: cls("standard"),
    fatigue: 1,
    range: "touch",
    effects: [5],
    conditions: ["prone"],
  },
  trip: {
    group: "miscellaneous",
    req: true,
    stat: "unarmed",
    defenses: ["vigor"],
    speed: cls("fast"),
    fatigue: 1,
    range: "melee",
    effects: [5],
    special: true,
    conditions: ["prone"],
  },
};
