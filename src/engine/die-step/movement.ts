// Moving (seed 002, Problematic Situations and Opportunity Attacks): one region with a minor action; a
// character not standing "requires an exclusive action to crawl a single region"; "Standing up takes a
// major action". Regions are the table's: the mover says whether it leaves enemies behind or passes one.
import { ensure } from "../core/errors";
import { DS_ERR } from "./errors";
import { opportunityTriggers, type OpportunityTrigger } from "./opportunity";
import type { DieStepCategory } from "./turns";

export const MOVE_KINDS = ["move", "crawl", "stand-up"] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export interface MoveInput {
  kind: string;
  prone: boolean;
  /** Grabbed (partially or fully): "A partially grabbed target cannot move". */
  held: boolean;
  /** Holding someone: the grappler moves only by letting go, unless much larger (the GM's call). */
  holding: boolean;
  /** It leaves a region where enemies stand. */
  leavesEnemies: boolean;
  /** It tries to move directly past an enemy. */
  movesPast: boolean;
}

export interface MovePlan {
  kind: MoveKind;
  category: DieStepCategory;
  /** What it provokes, before it happens (an offer to the enemies in the region). */
  triggers: OpportunityTrigger[];
  /** Prone ends. */
  standsUp: boolean;
}

/** What a move costs and provokes, or the refusal (not prone for standing, prone for walking, held). */
export function planMove(input: MoveInput): MovePlan {
  const kind = input.kind as MoveKind;
  ensure((MOVE_KINDS as readonly string[]).includes(kind), DS_ERR.UnknownMove, { kind: input.kind });
  if (kind === "stand-up") {
    ensure(input.prone, DS_ERR.NotProne, {});
    return { kind, category: "major", triggers: [], standsUp: true };
  }
  ensure(!input.held, DS_ERR.HeldCannotMove, {});
  ensure(!input.holding, DS_ERR.HoldingCannotMove, {});
  ensure(
    kind === "crawl" ? input.prone : !input.prone,
    kind === "crawl" ? DS_ERR.NotProne : DS_ERR.ProneCrawls,
    {},
  );
  const category = kind === "crawl" ? "exclusive" : "minor";
  const triggers = opportunityTriggers({
    category,
    leavesRegionMinor: kind === "move" && input.leavesEnemies,
    movesPastEnemy: input.movesPast,
  });
  return { kind, category, triggers, standsUp: false };
}
