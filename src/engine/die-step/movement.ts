// Moving (seed 002, Problematic Situations, Opportunity Attacks, Mounted Combat): one region with a minor
// action; running two regions with a major action (three for a mount: Interpretation 37); a character not
// standing "requires an exclusive action to crawl a single region"; "Standing up takes a major action"; a
// helpless one takes no physical action, "including movement". Regions are the table's: the mover says
// whether it leaves enemies behind, runs into a region where they stand, or passes one.
import { ensure } from "../core/errors";
import { DS_ERR } from "./errors";
import { opportunityTriggers, type OpportunityTrigger } from "./opportunity";
import { RUN_REGIONS, type DieStepCategory } from "./turns";

export const MOVE_KINDS = ["move", "run", "crawl", "stand-up"] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** Each move's action (Interpretation 37: a run is a major action, the seed gives no cost). */
const MOVE_CATEGORY = {
  move: "minor",
  run: "major",
  crawl: "exclusive",
  "stand-up": "major",
} as const satisfies Record<MoveKind, DieStepCategory>;

export interface MoveInput {
  kind: string;
  prone: boolean;
  /** Tied up, paralysed: "cannot take any physical actions, including movement". */
  helpless: boolean;
  /** Grabbed (partially or fully): "A partially grabbed target cannot move". */
  held: boolean;
  /** Holding someone: the grappler moves only by letting go, unless much larger (the GM's call). */
  holding: boolean;
  /** Mounted: its run is the mount's, "three regions instead of two". */
  mounted: boolean;
  /** It leaves a region where enemies stand (provokes when it moves with a minor action). */
  leavesEnemies: boolean;
  /** A run: it runs into a region where enemies stand. */
  runsIntoEnemies: boolean;
  /** It tries to move directly past an enemy. */
  movesPast: boolean;
}

export interface MovePlan {
  kind: MoveKind;
  category: DieStepCategory;
  /** Regions covered (0: standing up). */
  regions: number;
  /** What it provokes, before it happens (an offer to the enemies in the region). */
  triggers: OpportunityTrigger[];
  /** Prone ends. */
  standsUp: boolean;
}

/** The regions of a run: two, or the mount's three for a mounted character (Interpretation 37). */
export function runRegions(mounted: boolean): number {
  return mounted ? RUN_REGIONS.mounted : RUN_REGIONS.onFoot;
}

/** What a move costs, covers and provokes, or the refusal (helpless, prone or not, held, holding). */
export function planMove(input: MoveInput): MovePlan {
  const kind = input.kind as MoveKind;
  ensure((MOVE_KINDS as readonly string[]).includes(kind), DS_ERR.UnknownMove, { kind: input.kind });
  ensure(!input.helpless, DS_ERR.HelplessCannotMove, {});
  const category = MOVE_CATEGORY[kind];
  if (kind === "stand-up") {
    ensure(input.prone, DS_ERR.NotProne, {});
    return { kind, category, regions: 0, triggers: [], standsUp: true };
  }
  ensure(!input.held, DS_ERR.HeldCannotMove, {});
  ensure(!input.holding, DS_ERR.HoldingCannotMove, {});
  ensure(
    kind === "crawl" ? input.prone : !input.prone,
    kind === "crawl" ? DS_ERR.NotProne : DS_ERR.ProneCrawls,
    {},
  );
  const run = kind === "run";
  const triggers = opportunityTriggers({
    category,
    // a run leaves its region with a major action: only entering one where enemies stand provokes
    leavesRegionMinor: category === "minor" && input.leavesEnemies,
    runsInto: run && input.runsIntoEnemies,
    movesPastEnemy: input.movesPast,
  });
  return { kind, category, regions: run ? runRegions(input.mounted) : 1, triggers, standsUp: false };
}
