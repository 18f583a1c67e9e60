import type { SheetAction } from "../definition";
import { basicStance, otherAction, perform } from "./action-flow";
import { consciousnessFromSheet } from "./consciousness";
import { abandonSpell, chargeSpell, movedWhilePreparing, prepareSpell, releaseCharge } from "./spell-flow";
import { stabilizeFromSheet, wakeFromSheet } from "./waking";
import { healFromSheet } from "./healing";
import { moveFromSheet } from "./movement";
import { strikeFromSheet } from "./strike";
import { releaseFromSheet } from "./marks";
import { nightsRestFromSheet } from "./rest";

export const sheetActions: Record<string, SheetAction> = {
  attack: strikeFromSheet("weapon"),
  unarmed: strikeFromSheet("unarmed"),
  releaseGrab: releaseFromSheet,
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
