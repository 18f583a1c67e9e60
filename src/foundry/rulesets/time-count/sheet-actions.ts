import { timeCount } from "../../../engine/index";
import { foundryDie } from "../../dice";
import type { SheetAction } from "../definition";
import { basicStance, otherAction, perform } from "./action-flow";
import { timeCountAttack } from "./attack-flow";
import { consciousnessFromSheet } from "./consciousness";
import { P } from "./damage";
import { impairmentsRule } from "./settings";
import {
  abandonSpell,
  castSpell,
  chargeSpell,
  movedWhilePreparing,
  prepareSpell,
  releaseCharge,
} from "./spell-flow";
import { derivedStats, tcStats } from "./stats";
import { stabilizeFromSheet, wakeFromSheet } from "./waking";
import { healFromSheet } from "./healing";
import { moveFromSheet } from "./movement";
import { unarmedAttack } from "./unarmed";
import { releaseFromSheet } from "./marks";

/**
 * "Recalculate": the five defences and the Threshold of Pain's maximum from the actor's scores
 * (engine `defenseValues`, `effectiveThreshold`); the current ToP is raised by what the maximum
 * gained, never above it. One actor write.
 */
const recalculate: SheetAction = async (actor) => {
  const s = tcStats(actor);
  const { defenses, threshold } = derivedStats(s);
  const current = Math.min(threshold, Math.max(0, s.threshold.value + threshold - s.threshold.max));
  await actor.update({
    system: { stats: { timeCount: { defenses, threshold: { value: current, max: threshold } } } },
  });
};

/**
 * "A night's rest": the day's castings are forgotten (the +3 per prior casting), "any remaining
 * points of Invigoration are lost", and under the optional rule one point of the worst impairment is
 * recovered (a tie broken by a die). One actor write.
 */
const newDay: SheetAction = async (actor) => {
  const s = tcStats(actor);
  // An update merges into the stored map: every spell's count goes back to 0.
  const castings = Object.fromEntries(Object.keys(s.castingsToday).map((id) => [id, 0]));
  const changes: Record<string, unknown> = {
    [`${P}.castingsToday`]: castings,
    [`${P}.invigoration`]: timeCount.overnightRest({ invigoration: s.invigoration }).invigoration,
  };
  if (impairmentsRule())
    changes[`${P}.impairments`] = timeCount.recoverImpairments(s.impairments, false, foundryDie);
  await actor.update(changes);
};

export const sheetActions: Record<string, SheetAction> = {
  attack: timeCountAttack,
  unarmed: unarmedAttack,
  releaseGrab: releaseFromSheet,
  recalculate,
  perform,
  basicStance,
  otherAction,
  prepareSpell,
  castSpell,
  chargeSpell,
  releaseCharge,
  abandonSpell,
  movedWhilePreparing,
  consciousness: consciousnessFromSheet,
  newDay,
  wake: wakeFromSheet,
  heal: healFromSheet,
  move: moveFromSheet,
  stabilize: stabilizeFromSheet,
};
