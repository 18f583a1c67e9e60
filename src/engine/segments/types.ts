/**
 * Types that describe what the Foundry shell stores for the Segmented Rounds ruleset
 * (actor and weapon statistics, per-round declarations, the round state).
 */

/** One line of an attack's arithmetic, for the chat card: `key` is a localization key. */
export interface Modifier {
  readonly key: string;
  readonly value: number;
}

/**
 * How armour class counts. `descending`: lower is better, hit when d20 + modifiers >= THAC0 - AC.
 * `ascending`: higher is better, hit when d20 + attack bonus + modifiers >= AC.
 */
export type AcMode = "descending" | "ascending";

/** Statistics the shell stores on every actor (characters and monsters). */
export interface SegmentsActorStats {
  /** Armour class as it stands, shield and Dexterity included (in the world's AcMode). */
  readonly armourClass: number;
  /** Points of AC the shield gives (0 without a shield). Lost to rear, flank, prone, stunned. */
  readonly shieldAcBonus: number;
  /** Points of AC from Dexterity (negative for a penalty). Lost to rear, prone, stunned, casting. */
  readonly dexterityAcBonus: number;
  /** To-hit number for armour class 0 (descending mode). */
  readonly thac0: number;
  /** Attack bonus (ascending mode); by convention 20 - THAC0. */
  readonly attackBonus: number;
  /** Strength score, compared when grappling. */
  readonly strength: number;
  /** Strength bonus added to melee attack rolls (also what a parry subtracts). */
  readonly strengthToHit: number;
  /** Strength bonus added to melee damage. */
  readonly strengthDamage: number;
  /** Dexterity bonus (or penalty) to missile attack rolls; also the initiative bonus with a missile in hand. */
  readonly dexterityMissileBonus: number;
  /** Dexterity surprise bonus: segments of surprise the character shrugs off. */
  readonly surpriseBonus: number;
  /** Movement rate in feet per round. */
  readonly movement: number;
  /** Hit dice (monsters of more than 6 may detect invisible foes, more than 11 almost always do). */
  readonly hitDice: number;
  /** Sensitive smell or hearing (may detect invisible opponents). */
  readonly keenSenses: boolean;
  /** At the maximum encumbrance category (cannot charge unless on a mount that is not). */
  readonly atMaxEncumbrance: boolean;
  /** Attack routines per round (1; 2 with haste or a level advantage). */
  readonly attackRoutines: number;
  /** Riding a mount (default false). */
  readonly mounted?: boolean;
  /** The mount is combat-trained, such as a warhorse (default false). */
  readonly mountCombatTrained?: boolean;
  /** The mount is at the maximum encumbrance category (default false). */
  readonly mountAtMaxEncumbrance?: boolean;
}

/** Dice of a damage roll: `count`d`faces` + `bonus`. */
export interface DamageDice {
  readonly count: number;
  readonly faces: number;
  readonly bonus: number;
}

/** Statistics the shell stores on every weapon item. */
export interface SegmentsWeaponStats {
  readonly kind: "melee" | "missile";
  readonly damage: DamageDice;
  /** Magic or other bonus of the weapon to hit. */
  readonly toHitBonus: number;
  /** Magic or other bonus of the weapon to damage (never doubled). */
  readonly damageBonus: number;
  /** Weapon length in feet; a longer defender strikes a charger first. */
  readonly lengthFt: number;
  /** Spears, dismounted lances, most pole arms, tridents can be set against a charge. */
  readonly canBeSet: boolean;
  /** Daggers and hand axes are the only off-hand weapons. */
  readonly offHandEligible: boolean;
  /** A lance (double weapon damage on a mounted charge from a combat-trained mount). */
  readonly lance: boolean;
  /** Weapon specialization bonus to hit (counts toward a parry). */
  readonly specializationToHit: number;
}

/** What a combatant declares before initiative. */
export type DeclarationKind =
  | "melee"
  | "missile"
  | "spell"
  | "move"
  | "charge"
  | "close"
  | "set-vs-charge"
  | "fighting-retreat"
  | "flee"
  | "parry"
  | "hold"
  | "other";

/** A declared spell. Casting time counts in segments (1 round = 10 segments). */
export interface DeclaredSpell {
  readonly name: string;
  readonly castingTimeSegments: number;
}

/** A combatant's declaration for one round. */
export interface Declaration {
  readonly kind: DeclarationKind;
  /** The intended target, when there is one. */
  readonly targetId?: string;
  /** The spell, for `kind: "spell"`. */
  readonly spell?: DeclaredSpell;
  /** The caster chose not to complete the declared spell (allowed; switching is not). */
  readonly abandoned?: boolean;
  /** For `hold`: the latest segment the held action waits for (default: right after the other side). */
  readonly holdUntilSegment?: number;
  /** For `other`: how many segments the action needs (a minute-long speech needs 10). */
  readonly durationSegments?: number;
  /** The shell's id of the weapon the action uses (missile initiative bonus, weapon length). */
  readonly weaponId?: string;
  /** Free text of the general action ("climbing the wall"), shown to the GM. */
  readonly note?: string;
}

/** Phases of the combat sequence. */
export type SegmentsPhase = "surprise" | "declaration" | "initiative" | "segments" | "end-of-round";

/** A spell still being cast when a round ended. */
export interface CarriedSpell {
  readonly spell: DeclaredSpell;
  /** The segment of the next round in which it goes off. */
  readonly completesInSegment: number;
}

/** The combat state the shell stores on its Combat document (flags). */
export interface RoundState {
  readonly phase: SegmentsPhase;
  /** 0 before the first full round (surprise), then 1, 2, ... */
  readonly round: number;
  /** Current segment during `surprise` (1..surpriseSegments) or `segments` (1..10); 0 otherwise. */
  readonly segment: number;
  /** Number of surprise segments of this combat (0: none). */
  readonly surpriseSegments: number;
  /** Declarations of the current round by combatant id. */
  readonly declarations: Readonly<Record<string, Declaration>>;
  /** The declarations of the round before, by combatant id, to repeat them (absent in the first round). */
  readonly previousDeclarations?: Readonly<Record<string, Declaration>>;
  /** Side initiative d6 rolls of the current round, by side id. */
  readonly initiativeRolls: Readonly<Record<string, number>>;
  /** Absolute segment of this round in which each declared spell goes off (above 10: a later round). */
  readonly spellCompletions: Readonly<Record<string, number>>;
  /** Spells begun earlier that go off in this round (or later), by combatant id. */
  readonly carriedSpells: Readonly<Record<string, CarriedSpell>>;
  /** Round of each combatant's last charge (charges once every 10 rounds). */
  readonly lastChargeRound: Readonly<Record<string, number>>;
}
