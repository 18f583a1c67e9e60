// The Time Count sheet's buttons. Each is one action (actions/actor-flows.ts): the `sheet` action's flows
// below, or `strike` (attacks), `act`/`wake`/`releaseGrab` on the Time Count. A flow asks on the clicking
// client and performs at the active GM; outside a fight, a flow that writes only the actor itself (its
// stance, its prepared spell, a night's rest...) performs on its owner's client (`here`), so it needs no
// GM online. A macro runs the same: `game.tempo.act("sheet", { actor: uuid, kind: "newDay" })`.
import { actorFlows, fromSheet } from "../../actions/actor-flows";
import type { SheetAction } from "../definition";
import { ACTION_FLOWS, ownedItem } from "./action-flow";
import { tcAction } from "./action-items";
import { consciousnessFlow } from "./consciousness";
import { healFlow } from "./healing";
import { releaseFromSheet } from "./marks";
import { moveFromSheet } from "./movement";
import { nightsRestFlow } from "./rest";
import { SPELL_FLOWS } from "./spell-flow";
import { strikeFromSheet } from "./strike";
import { stabilizeFlow, wakeFlow } from "./waking";

const FLOWS = {
  ...ACTION_FLOWS,
  ...SPELL_FLOWS,
  consciousness: consciousnessFlow,
  newDay: nightsRestFlow,
  wake: wakeFlow,
  stabilize: stabilizeFlow,
  heal: healFlow,
};

/** The sheet's own actions as one action of several kinds. */
export const tcSheet = actorFlows("sheet", FLOWS);

const flow = (kind: keyof typeof FLOWS): SheetAction => fromSheet("sheet", kind);

/** "Perform" on an action item: a special combat action (an attack), a stance, or an action of the SF table. */
const perform: SheetAction = async (actor, data) => {
  const kind = tcAction(ownedItem(actor, data.itemId, "action")).kind;
  const itemId = String(data.itemId ?? "");
  if (kind === "maneuver") return strikeFromSheet("maneuver")(actor, { itemId });
  await flow(kind === "stance" ? "stance" : "table")(actor, { itemId });
};

export const sheetActions: Record<string, SheetAction> = {
  attack: strikeFromSheet("weapon"),
  unarmed: strikeFromSheet("unarmed"),
  castSpell: strikeFromSheet("cast"),
  releaseGrab: releaseFromSheet,
  move: moveFromSheet,
  perform,
  basicStance: flow("basicStance"),
  otherAction: flow("otherAction"),
  prepareSpell: flow("prepareSpell"),
  chargeSpell: flow("chargeSpell"),
  releaseCharge: flow("releaseCharge"),
  abandonSpell: flow("abandonSpell"),
  movedWhilePreparing: flow("movedWhilePreparing"),
  consciousness: flow("consciousness"),
  newDay: flow("newDay"),
  wake: flow("wake"),
  heal: flow("heal"),
  stabilize: flow("stabilize"),
};
