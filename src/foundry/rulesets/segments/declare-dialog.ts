import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { act } from "../../actions/index";
import { declaredState } from "./declaration";
import { askForm } from "../../form-dialog";
import { readDeclarationForm } from "./forms";
import { requireRecord } from "./record";
import { memberOf, membersOf, sgCombat } from "./roster";
import { sgItem, weaponsOf } from "./stats";

export const DECLARE_DIALOG_TEMPLATE = "systems/tempo/templates/segments/declare-dialog.hbs";

/** What the dialog starts from (the sheet's spell buttons preset a spell). */
export interface DeclarePreset {
  kind?: string;
  spellId?: string;
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
  const { phase, round } = record.state;
  // Locked once the GM closes declarations (engine `declare`): refused before the dialog opens.
  if (phase !== "surprise" && phase !== "declaration")
    throw new RuleError("TEMPO.Segments.Error.DeclarationsClosed", { round });
  const current = record.state.declarations[member.id];
  const kind = preset.kind ?? current?.kind ?? "melee";
  const spellName = current?.spell?.name;
  const content = await foundry.applications.handlebars.renderTemplate(DECLARE_DIALOG_TEMPLATE, {
    name: member.combatant.name ?? "",
    locked: segments.declarationsLocked(record.state) && current?.kind === "spell",
    kinds: segments.DECLARATION_KINDS.map((k) => ({
      key: k,
      label: `TEMPO.Segments.Declaration.${k}`,
      selected: k === kind,
    })),
    targets: membersOf(c)
      .filter((m) => m.id !== member.id && (game.user.isGM || !m.combatant.hidden))
      .map((m) => ({ id: m.id, name: m.combatant.name ?? "", selected: m.id === current?.targetId })),
    weapons: weaponsOf(member.actor).map((w) => ({
      id: w.id ?? "",
      name: w.name ?? "",
      selected: w.id === current?.weaponId,
    })),
    spells: member.actor.items
      .filter((i) => i.type === "spell")
      .map((s) => ({
        id: s.id ?? "",
        name: s.name ?? "",
        segments: sgItem(s).castingSegments,
        selected: preset.spellId ? s.id === preset.spellId : s.name === spellName,
      })),
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
  });
  if (typeof result !== "object" || result === null) return;
  const choice = result as Record<string, string>;
  declaredState(c, record, member, choice);
  await act("declare", { ...choice, combatId: c.id ?? "", combatantId: member.id });
}
