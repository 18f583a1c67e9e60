import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import type { AttackKind, AttackRange, DefenseKind } from "./outcome";

export const COVER_LEVELS = ["none", "low", "high", "full"] as const;
export type Cover = (typeof COVER_LEVELS)[number];

/** Low cover -2 / +2, high cover -5 / +5; full cover makes ranged attacks fail automatically. */
const COVER_VALUE: Readonly<Record<Exclude<Cover, "full">, number>> = { none: 0, low: 2, high: 5 };

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

export interface AttackSituation {
  attackKind: AttackKind;
  range: AttackRange;
  /** The target's cover (it only matters against ranged attacks). */
  cover?: Cover;
  /** The target is flanked (it only matters for melee attacks). */
  flanked?: boolean;
  untrained?: Untrained;
}

function checkCover(cover: Cover): void {
  ensure((COVER_LEVELS as readonly string[]).includes(cover), CR_ERR.UnknownCover, { cover });
}

/** Situational modifiers of the attacker's test (Step I, Cover, Flanking, untrained gear). */
export function attackAdjustment(s: AttackSituation): Adjustment {
  const cover = s.cover ?? "none";
  checkCover(cover);
  let modifier = 0;
  let boonBane = 0;
  let autoFail = false;
  if (s.range === "ranged") {
    if (cover === "full") autoFail = true;
    else modifier -= COVER_VALUE[cover];
  }
  if (s.range === "melee" && s.flanked) modifier += 2;
  if (s.attackKind === "strike" && s.untrained?.weapon) modifier -= 2;
  if (s.untrained?.armor) boonBane -= 1;
  return { modifier, boonBane, autoFail };
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

/** Situational modifiers of the defender's test (cover's Dodge bonus, untrained gear, Brace). */
export function defenseAdjustment(s: DefenseSituation): Adjustment {
  const cover = s.cover ?? "none";
  checkCover(cover);
  let modifier = 0;
  let boonBane = 0;
  const fightingStyle = s.kind === "block" || s.kind === "parry";
  if (s.kind === "dodge" && s.vsRanged && cover !== "full") modifier += COVER_VALUE[cover];
  if (fightingStyle && s.untrained?.weapon) modifier -= 2;
  if ((fightingStyle || s.kind === "dodge") && s.untrained?.armor) boonBane -= 1;
  if (s.braced) boonBane += 1;
  return { modifier, boonBane, autoFail: false };
}
