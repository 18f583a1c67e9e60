import { RuleError } from "../../../engine/core/errors";
import type { SheetAction } from "../definition";
import { breakFree } from "./break-free";
import { openDeclareDialog } from "./declare-dialog";
import { activeMemberOf } from "./roster";
import { strikeFromSheet } from "./strike";

/** "Declare" on the sheet: the declaration dialog for the actor's combatant in the active combat. */
const declare: SheetAction = async (actor, data) => {
  if (!game.combat) throw new RuleError("TEMPO.Segments.Error.NoCombat");
  const found = activeMemberOf(actor);
  if (!found) throw new RuleError("TEMPO.Segments.Error.NotInCombat", { name: actor.name ?? "" });
  const spellId = String(data.spellId ?? "");
  await openDeclareDialog(found.combat, found.member.id, spellId ? { kind: "spell", spellId } : {});
};

export const sheetActions: Record<string, SheetAction> = {
  attack: strikeFromSheet("weapon"),
  routine: strikeFromSheet("routine"),
  declare,
  breakFree,
};
