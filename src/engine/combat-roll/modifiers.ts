import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import type { AttackKind, AttackRange, DefenseKind } from "./outcome";

export const COVER_LEVELS = ["none", "low", "high", "full"] as const;
export type Cover = (typeof COVER_LEVELS)[number];

/** Low cover -2 / +2, high cover -5 / +5; full cover makes ranged attacks fail automatically. */
const COVER_VALUE: Readonly<Record<Exclude<Cover, "full">, number>> = { none: 0, low: 2, high: 5 };

/** Flanking: "Fighting Style and Sorcery tests made to make a melee attack against a flanked foe gain a +2 bonus." */
const FLANKING = 2;
/** "Using a weapon with which you are untrained in imposes a -2 penalty to all Fighting Style tests." */
const UNTRAINED_WEAPON = 2;

export function isCover(value: string): value is Cover {
  return (COVER_LEVELS as readonly string[]).includes(value);
}

export interface Untrained {
  /** Wielding a weapon (or shield) that is not in the Fighting Style's gear: -2 to Fighting Style tests. */
  weapon?: boolean;
  /** Wearing armour that is not in the gear: bane to Fighting Style, Dodge and Sorcery tests. */
  armor?: boolean;
}

export interface Adjustment {
  /** Flat modifier added to the test's target value. */
  modifier: number;
  /** Net boon (+) / bane (-). */
  boonBane: number;
  /** The test fails without a roll (full cover). */
  autoFail: boolean;
}

/** Where a modifier of a test comes from (a card lists one line per source). */
export type ModifierSource =
  | "cover-low"
  | "cover-high"
  | "cover-full"
  | "flanking"
  | "untrained-weapon"
  | "untrained-armor"
  | "feint"
  | "brace";

/** One situational modifier of a test, with its source. */
export interface ModifierLine extends Adjustment {
  source: ModifierSource;
}

export interface AttackSituation {
  attackKind: AttackKind;
  range: AttackRange;
  /** The target's cover (it only matters against ranged attacks). */
  cover?: Cover;
  /** The target is flanked (it only matters for melee attacks). */
  flanked?: boolean;
  untrained?: Untrained;
  /** A passed Feint against this target: the next Strike's Fighting Style test gains a boon. */
  feint?: boolean;
}

function checkCover(cover: Cover): void {
  ensure(isCover(cover), CR_ERR.UnknownCover, { cover });
}

function line(source: ModifierSource, modifier: number, boonBane = 0, autoFail = false): ModifierLine {
  return { source, modifier, boonBane, autoFail };
}

/** The situational modifiers of the attacker's test, one line per source (Cover, Flanking, gear, Feint). */
export function attackModifiers(s: AttackSituation): ModifierLine[] {
  const cover = s.cover ?? "none";
  checkCover(cover);
  const lines: ModifierLine[] = [];
  if (s.range === "ranged") {
    if (cover === "full") lines.push(line("cover-full", 0, 0, true));
    else if (cover !== "none") lines.push(line(`cover-${cover}`, -COVER_VALUE[cover]));
  }
  if (s.range === "melee" && s.flanked) lines.push(line("flanking", FLANKING));
  if (s.attackKind === "strike" && s.untrained?.weapon)
    lines.push(line("untrained-weapon", -UNTRAINED_WEAPON));
  if (s.untrained?.armor) lines.push(line("untrained-armor", 0, -1));
  if (s.attackKind === "strike" && s.feint) lines.push(line("feint", 0, 1));
  return lines;
}

/** The sum of modifier lines: flat modifiers add, boons and banes net out, any automatic failure wins. */
export function sumModifiers(lines: readonly Adjustment[]): Adjustment {
  return {
    modifier: lines.reduce((sum, l) => sum + l.modifier, 0),
    boonBane: lines.reduce((sum, l) => sum + l.boonBane, 0),
    autoFail: lines.some((l) => l.autoFail),
  };
}

/** Situational modifiers of the attacker's test (Step I, Cover, Flanking, untrained gear, Feint). */
export function attackAdjustment(s: AttackSituation): Adjustment {
  return sumModifiers(attackModifiers(s));
}

export interface DefenseSituation {
  kind: Exclude<DefenseKind, "none">;
  /** The attack being defended against is ranged (cover only helps then). */
  vsRanged: boolean;
  cover?: Cover;
  untrained?: Untrained;
  /** The defender Braced after a previous critical win: the next Defense test gains a boon. */
  braced?: boolean;
}

/** The situational modifiers of the defender's test, one line per source (cover's Dodge bonus, gear, Brace). */
export function defenseModifiers(s: DefenseSituation): ModifierLine[] {
  const cover = s.cover ?? "none";
  checkCover(cover);
  const lines: ModifierLine[] = [];
  const fightingStyle = s.kind === "block" || s.kind === "parry";
  if (s.kind === "dodge" && s.vsRanged && cover !== "full" && cover !== "none")
    lines.push(line(`cover-${cover}`, COVER_VALUE[cover]));
  if (fightingStyle && s.untrained?.weapon) lines.push(line("untrained-weapon", -UNTRAINED_WEAPON));
  if ((fightingStyle || s.kind === "dodge") && s.untrained?.armor) lines.push(line("untrained-armor", 0, -1));
  if (s.braced) lines.push(line("brace", 0, 1));
  return lines;
}

/** Situational modifiers of the defender's test (cover's Dodge bonus, untrained gear, Brace). */
export function defenseAdjustment(s: DefenseSituation): Adjustment {
  return sumModifiers(defenseModifiers(s));
}

/**
 * The attack's modifier lines as a card stored them; a card written before cards listed them carries only
 * a Feint's boon (`attackBoonBane`), which reads as one "feint" line.
 */
export function storedAttackLines<T extends Adjustment & { source: string }>(
  lines: readonly T[],
  boonBane: number,
): (T | ModifierLine)[] {
  if (lines.length > 0 || boonBane === 0) return [...lines];
  return [line("feint", 0, boonBane)];
}
