import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { act } from "../../actions/index";
import { declarationPayload, declaredState } from "./declaration";
import { askForm } from "../../form-dialog";
import { readDeclarationForm } from "./forms";
import { requireRecord } from "./record";
import { memberOf, membersOf, sgCombat, type Member } from "./roster";
import type { TempoCombat } from "../../documents/combat";
import type { RequestPayload } from "../definition";
import { sgItem, weaponsOf } from "./stats";

export const DECLARE_DIALOG_TEMPLATE = "systems/tempo/templates/segments/declare-dialog.hbs";

/** What the dialog starts from (the sheet's spell buttons preset a spell). */
export interface DeclarePreset {
  kind?: string;
  spellId?: string;
}

/**
 * A declaration dialog's choices for one combatant (kind, target, weapon, spell), preset from
 * `fields` (a declaration's payload) and the sheet's `preset`; a melee attack when nothing is declared.
 * Targets: the other combatants the viewer sees.
 */
export function declarationChoices(
  combat: TempoCombat,
  member: Member,
  fields: RequestPayload,
  preset: DeclarePreset = {},
) {
  const kind = preset.kind ?? fields.kind ?? "melee";
  const spellId = preset.spellId ?? fields.spellId;
  return {
    id: member.id,
    name: member.combatant.name ?? "",
    kinds: segments.DECLARATION_KINDS.map((k) => ({
      key: k,
      label: `TEMPO.Segments.Declaration.${k}`,
      selected: k === kind,
    })),
    targets: membersOf(combat)
      .filter((m) => m.id !== member.id && (game.user.isGM || !m.combatant.hidden))
      .map((m) => ({ id: m.id, name: m.combatant.name ?? "", selected: m.id === fields.targetId })),
    weapons: weaponsOf(member.actor).map((w) => ({
      id: w.id ?? "",
      name: w.name ?? "",
      selected: w.id === fields.weaponId,
    })),
    spells: member.actor.items
      .filter((i) => i.type === "spell")
      .map((s) => ({
        id: s.id ?? "",
        name: s.name ?? "",
        segments: sgItem(s).castingSegments,
        selected: s.id === spellId,
      })),
  };
}

/**
 * The declaration dialog (DialogV2) for one combatant, opened by its owner or the GM from the tracker
 * or the sheet: the choice becomes the GM-run "declare" transition (one Combat write).
 */
export async function openDeclareDialog(
  combat: Combat.Implementation,
  combatantId: string,
  preset: DeclarePreset = {},
): Promise<void> {
  const c = sgCombat(combat);
  const record = requireRecord(c);
  const member = memberOf(c, combatantId);
  if (!game.user.isGM && !member.combatant.testUserPermission(game.user, "OWNER"))
    throw new RuleError("TEMPO.Error.NotOwner", { name: member.combatant.name ?? "" });
  // Locked once the GM closes declarations: refused before the dialog opens.
  segments.assertDeclarationsOpen(record.state);
  const current = record.state.declarations[member.id];
  const content = await foundry.applications.handlebars.renderTemplate(DECLARE_DIALOG_TEMPLATE, {
    locked: segments.declarationsLocked(record.state) && current?.kind === "spell",
    ...declarationChoices(c, member, current ? declarationPayload(member.actor, current) : {}, preset),
    holdUntil: current?.holdUntilSegment ?? "",
    duration: current?.durationSegments ?? "",
    note: current?.note ?? "",
  });
  const result = await askForm({
    title: "TEMPO.Segments.Dialog.DeclareTitle",
    content,
    action: "declare",
    confirm: "TEMPO.Segments.Dialog.Declare",
    cancel: "TEMPO.Segments.Dialog.Cancel",
    read: readDeclarationForm,
    // A refused declaration (a bad hold segment, a charge without a target...) keeps the dialog open.
    check: (choice) => void declaredState(c, record, member, choice),
  });
  if (result === null) return;
  const choice = result;
  await act("declare", { ...choice, combatId: c.id ?? "", combatantId: member.id });
}
