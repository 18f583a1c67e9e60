import { timeCount } from "../../../engine/index";
import type { SheetAction } from "../definition";
import { basicStance, otherAction, perform } from "./action-flow";
import { consciousnessFromSheet } from "./consciousness";
import { abandonSpell, chargeSpell, movedWhilePreparing, prepareSpell, releaseCharge } from "./spell-flow";
import { tcStats } from "./stats";
import { stabilizeFromSheet, wakeFromSheet } from "./waking";
import { healFromSheet } from "./healing";
import { moveFromSheet } from "./movement";
import { strikeFromSheet } from "./strike";
import { releaseFromSheet } from "./marks";
import { nightsRestFromSheet } from "./rest";

/**
 * "Recalculate": the five defences and the Threshold of Pain's maximum from the actor's scores
 * (engine `defenseValues`, `effectiveThreshold`); the current ToP is raised by what the maximum
 * gained, never above it. One actor write.
 */
const recalculate: SheetAction = async (actor) => {
  const s = tcStats(actor);
  const { defenses, threshold } = timeCount.recalculatedScores(s);
  await actor.update({ system: { stats: { timeCount: { defenses, threshold } } } });
};

export const sheetActions: Record<string, SheetAction> = {
  attack: strikeFromSheet("weapon"),
  unarmed: strikeFromSheet("unarmed"),
  releaseGrab: releaseFromSheet,
  recalculate,
  perform,
  basicStance,
  otherAction,
  prepareSpell,
  castSpell: strikeFromSheet("cast"),
  chargeSpell,
  releaseCharge,
  abandonSpell,
  movedWhilePreparing,
  consciousness: consciousnessFromSheet,
  newDay: nightsRestFromSheet,
  wake: wakeFromSheet,
  heal: healFromSheet,
  move: moveFromSheet,
  stabilize: stabilizeFromSheet,
};
