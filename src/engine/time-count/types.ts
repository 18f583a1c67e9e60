import type { DamageAttribute, DamageType } from "./damage";
import type { DiceTerm } from "./dice-terms";
import type { Defense } from "./defenses";
import type { Impairments } from "./impairments";
import type { SpellPreparation } from "./magic";
import type { RangedKind } from "./attack";
import type { Size } from "./size";
import type { SpeedClass } from "./speed";
import type { Stance } from "./stances";

export type { Defense } from "./defenses";
export type { SpeedClass } from "./speed";

/** What the Foundry shell stores on an actor for this ruleset (defaults in DEFAULT_ACTOR_STATS). */
export interface TimeCountActorStats {
  readonly attributes: {
    readonly strength: number;
    readonly dexterity: number;
    readonly constitution: number;
    readonly intelligence: number;
    readonly wisdom: number;
    readonly persona: number;
  };
  /** The three scores Primary defense picks the highest of. */
  readonly fortitude: number;
  readonly agility: number;
  readonly willpower: number;
  readonly accuracy: number;
  readonly power: number;
  readonly size: Size;
  /** Combat speed in feet per 4 TC (multiple of 5). */
  readonly movementFeet: number;
  readonly hp: { readonly value: number; readonly max: number };
  readonly bonusHp: number;
  readonly invigoration: number;
  readonly fatigue: number;
  /** Base ToP (3 + AP spent); effective = base + Persona + armor; `current` is lowered by each hit. */
  readonly threshold: {
    readonly base: number;
    readonly armor: number;
    readonly current: number;
  };
  readonly armorBonus: number;
  readonly shieldBonus: number;
  readonly armorSpellFailure: number;
  readonly damageReduction: number;
  readonly impairments: Impairments;
  readonly paralysisDamage: number;
  readonly petrification: number;
  readonly stance: Stance | null;
  /** NPCs use static SFs; PCs roll. */
  readonly staticSpeed: boolean;
  readonly unarmedTraining: boolean;
  readonly castingsToday: Readonly<Record<string, number>>;
  readonly preparation: SpellPreparation | null;
  /**
   * Knocked out: when the next check to regain consciousness is due (`WakeSchedule`), on the Time
   * Count of the fight `combatId` and on the world clock in TC.
   */
  readonly wake: {
    readonly combatId: string;
    readonly dueCount: number;
    readonly dueWorldTc: number;
    readonly stabilized: boolean;
  };
}

export const DEFAULT_ACTOR_STATS: TimeCountActorStats = {
  attributes: {
    strength: 0,
    dexterity: 0,
    constitution: 0,
    intelligence: 0,
    wisdom: 0,
    persona: 0,
  },
  fortitude: 0,
  agility: 0,
  willpower: 0,
  accuracy: 0,
  power: 0,
  size: "medium",
  movementFeet: 20,
  hp: { value: 10, max: 10 },
  bonusHp: 0,
  invigoration: 0,
  fatigue: 0,
  threshold: { base: 3, armor: 0, current: 3 },
  armorBonus: 0,
  shieldBonus: 0,
  armorSpellFailure: 0,
  damageReduction: 0,
  impairments: { bludgeoning: 0, piercing: 0, slashing: 0 },
  paralysisDamage: 0,
  petrification: 0,
  stance: null,
  staticSpeed: false,
  unarmedTraining: false,
  castingsToday: {},
  preparation: null,
  wake: { combatId: "", dueCount: 0, dueWorldTc: 0, stabilized: false },
};

/** What the shell stores on a weapon item. */
export interface TimeCountWeaponStats {
  readonly speedClass: SpeedClass;
  readonly damage: DiceTerm;
  readonly damageType: DamageType;
  readonly damageAttribute: DamageAttribute;
  /** Natural 19 can crit. */
  readonly precise: boolean;
  readonly melee: boolean;
  readonly ranged: RangedKind | null;
  readonly rangeIncrementFeet: number;
  readonly durability: number;
  readonly twoHanded: boolean;
  readonly nonlethal: boolean;
}

/** What the shell stores on a spell item. */
export interface TimeCountSpellStats {
  readonly castingTime: DiceTerm;
  readonly fatigueCost: number;
  readonly level: number;
  readonly targets: Defense | null;
  readonly canCritical: boolean;
  /** Healing spells: the healing dice (null: none), split by the caster between Invigoration and fatigue. */
  readonly healing: DiceTerm | null;
}

/** What the shell stores on a combatant (beside Foundry's initiative): mirrors TimelineCombatant. */
export interface TimeCountCombatantStats {
  readonly next: number;
  readonly unsteady: boolean;
  readonly pending: string | null;
  /** The count at which `pending` takes effect, or null. */
  readonly pendingUntil: number | null;
  readonly readied: string | null;
  readonly seq: number;
  /** Counts into the current movement (for the movement table), 0 when not moving. */
  readonly movementCount: number;
}
