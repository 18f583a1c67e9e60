/**
 * The GM corrects a combatant's next count from the tracker (issue 13): the count it acts at next, any
 * count from the current one on (engine `correctNextCount`). One batched Combatant write, as every
 * other move on the Time Count.
 */
import { timeCount } from "../../../engine/index";
import { int as intField, type PayloadOf } from "../../actions/index";
import { askForm, int } from "../../form-dialog";
import { assertGM } from "../../permissions";
import { combatAction, ON_COMBATANT } from "./actor-action";
import { combatantOf, tcCombat, timelineOf, writeTimeline } from "./clock";

export const COUNT_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/count-dialog.hbs";

/** The GM's dialog: the combatant's next count, preset with the one it has. */
/** The combatant and its next count (absent until the dialog has asked it). */
const SET_COUNT = { ...ON_COMBATANT, count: intField({ fallback: -1 }) };
type SetCount = PayloadOf<typeof SET_COUNT>;

async function askCount(payload: SetCount): Promise<SetCount | null> {
  const combat = tcCombat(game.combats.get(payload.combatId));
  const c = combatantOf(combat, payload.combatantId);
  const tl = timelineOf(combat);
  const next = timeCount.combatant(tl, c.id ?? "").next;
  const content = await foundry.applications.handlebars.renderTemplate(COUNT_DIALOG_TEMPLATE, {
    name: c.name ?? "",
    next,
    now: tl.count,
  });
  const count = await askForm({
    title: "TEMPO.TimeCount.Dialog.CountTitle",
    content,
    action: "set",
    confirm: "TEMPO.TimeCount.Dialog.SetCount",
    cancel: "TEMPO.TimeCount.Dialog.Cancel",
    read: (get) => ({ count: int(get("count"), Number.NaN) }),
    // the engine's refusal answered in the dialog, which keeps what was typed (issue 30); the GM checks again
    check: (chosen) => void timeCount.correctNextCount(tl, c.id ?? "", chosen.count),
  });
  return count ? { ...payload, count: count.count } : null;
}

/** GM: moves a combatant's next turn to the count given. One Combatant write. */
export const setCount = combatAction(
  "setCount",
  SET_COUNT,
  async (combat, payload, requester) => {
    assertGM(requester);
    const c = combatantOf(combat, payload.combatantId);
    const before = timelineOf(combat);
    const after = timeCount.correctNextCount(before, c.id ?? "", payload.count);
    await writeTimeline(combat, before, after);
  },
  { ask: askCount },
);
