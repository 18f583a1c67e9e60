// The sheet's line of the round (issue 30): what the character declared and the segments it acts in,
// for those who may see its plans (the tracker's rule: its observers, or all by the world setting).
import { segments } from "../../../engine/index";
import { maySeeStatsOf } from "../../visibility";
import { readRecord } from "./record";
import { activeMemberOf, scheduleOrNull } from "./roster";
import type { LineSpec } from "../definition";

export function sheetTurn(actor: Actor.Implementation) {
  const found = activeMemberOf(actor);
  const record = found && readRecord(found.combat);
  if (!found || !record || !(game.user.isGM || maySeeStatsOf(actor.uuid, game.user))) return null;
  const d = record.state.declarations[found.member.id];
  const schedule = scheduleOrNull(found.combat, record);
  const item = (id: string | undefined) => (id ? (actor.items.get(id)?.name ?? "") : "");
  return {
    declaration: d && {
      label: `TEMPO.Segments.Declaration.${d.kind}`,
      target: d.targetId ? (found.combat.combatants.get(d.targetId)?.name ?? "") : "",
      what: d.spell?.name ?? item(d.weaponId),
    },
    acting: schedule ? segments.segmentsActing(schedule, found.member.id).join(", ") : "",
    scheduled: schedule !== null,
  };
}

/**
 * The header's budget (issue 29): the segments it acts in this round, from its side's initiative and its
 * declaration (the line above); before that, what it still waits on.
 */
export function sheetBudget(actor: Actor.Implementation): LineSpec[] | null {
  const turn = sheetTurn(actor);
  if (!turn) return null;
  if (turn.acting) return [{ key: "TEMPO.Segments.Budget.ActsIn", data: { segments: turn.acting } }];
  if (turn.scheduled) return [{ key: "TEMPO.Segments.Budget.NoActs", data: {} }];
  return [
    {
      key: turn.declaration ? "TEMPO.Segments.Budget.AfterInitiative" : "TEMPO.Segments.Budget.NotDeclared",
      data: {},
    },
  ];
}
