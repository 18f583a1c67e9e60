import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { defineAction, oneOf, optText, parseWith, type PayloadOf } from "../../actions/index";
import { cardActor } from "../../chat/card-guard";
import { assertOwnerOrGM } from "../../permissions";
import { combatNamed } from "./combat-action";
import { declarationPayload, declaredState, type DeclarationText } from "./declaration";
import { askForm } from "../../form-dialog";
import { readDeclarationForm } from "./forms";
import { recordUpdate, requireRecord } from "./record";
import { activeMemberOf, memberOf, membersOf, type Member } from "./roster";
import type { TempoCombat } from "../../documents/combat";
import { sgItem, weaponsOf } from "./stats";

export const DECLARE_DIALOG_TEMPLATE = "systems/tempo/templates/segments/declare-dialog.hbs";

const FIELDS = ["targetId", "weaponId", "spellId", "holdUntil", "duration"] as const;

/**
 * A declaration dialog's choices for one combatant (kind, target, weapon, spell), preset from
 * `fields` (a declaration's payload); a melee attack when nothing is declared.
 * Targets: the other combatants the viewer sees.
 */
export function declarationChoices(combat: TempoCombat, member: Member, fields: DeclarationText) {
  const kind = fields.kind || "melee";
  const spellId = fields.spellId;
  return {
    id: member.id,
    name: member.combatant.name ?? "",
    kinds: segments.DECLARATION_KINDS.map((k) => ({
      key: k,
      label: `TEMPO.Segments.Declaration.${k}`,
      selected: k === kind,
      allies: segments.ALLY_TARGET_KINDS.includes(k),
    })),
    // the kinds that use each field (the dialog's styles show a field for its kinds only)
    uses: Object.fromEntries(FIELDS.map((f) => [f, segments.kindsUsing(f).join(" ")])),
    // allies are offered only to the kinds that may target them (engine `allyTargetReason`)
    targets: membersOf(combat)
      .filter((m) => m.id !== member.id && (game.user.isGM || !m.combatant.hidden))
      .map((m) => ({
        id: m.id,
        name: m.combatant.name ?? "",
        selected: m.id === fields.targetId,
        ally: m.side === member.side,
      })),
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

/** A declaration's payload: where (the tracker's combat and combatant, or the sheet's actor) and what. */
const DECLARE = {
  combatId: optText(),
  combatantId: optText(),
  actor: optText(),
  kind: oneOf(["", ...segments.DECLARATION_KINDS], ""),
  targetId: optText(),
  weaponId: optText(),
  spellId: optText(),
  holdUntil: optText(),
  duration: optText(),
  note: optText(),
};
type DeclarePayload = PayloadOf<typeof DECLARE>;

/**
 * The combat and combatant a declaration is for: the tracker's row (`combatId`, `combatantId`), else the
 * sheet's actor in the active Segmented Rounds combat.
 */
function declarer(p: DeclarePayload): { combat: TempoCombat; member: Member } {
  if (p.combatId) {
    const combat = combatNamed(p.combatId);
    return { combat, member: memberOf(combat, p.combatantId) };
  }
  const actor = cardActor(p.actor);
  if (!game.combat) throw new RuleError("TEMPO.Segments.Error.NoCombat");
  const found = activeMemberOf(actor);
  if (!found) throw new RuleError("TEMPO.Segments.Error.NotInCombat", { name: actor.name ?? "" });
  return found;
}

/**
 * The declaration dialog (DialogV2) for one combatant, opened by its owner or the GM from the tracker,
 * the sheet or a macro, preset with what the payload declares (the sheet's spell buttons: that spell),
 * else with the standing declaration. A refused choice keeps the dialog open with what was typed.
 */
async function askDeclaration(p: DeclarePayload, user: User.Implementation): Promise<DeclarePayload | null> {
  const { combat, member } = declarer(p);
  const record = requireRecord(combat);
  if (!user.isGM && !member.combatant.testUserPermission(user, "OWNER"))
    throw new RuleError("TEMPO.Error.NotOwner", { name: member.combatant.name ?? "" });
  // Locked once the GM closes declarations: refused before the dialog opens.
  segments.assertDeclarationsOpen(record.state);
  const current = record.state.declarations[member.id];
  const fields = p.kind ? p : current ? declarationPayload(member.actor, current) : {};
  const content = await foundry.applications.handlebars.renderTemplate(DECLARE_DIALOG_TEMPLATE, {
    locked: segments.declarationsLocked(record.state) && current?.kind === "spell",
    ...declarationChoices(combat, member, fields),
    holdUntil: fields.holdUntil ?? "",
    duration: fields.duration ?? "",
    note: fields.note ?? "",
  });
  const choice = await askForm({
    title: "TEMPO.Segments.Dialog.DeclareTitle",
    content,
    action: "declare",
    confirm: "TEMPO.Segments.Dialog.Declare",
    cancel: "TEMPO.Segments.Dialog.Cancel",
    read: readDeclarationForm,
    // A refused declaration (a bad hold segment, a charge without a target...) keeps the dialog open.
    check: (c) => void declaredState(combat, record, member, c),
  });
  if (!choice) return null;
  const blank = { targetId: "", weaponId: "", spellId: "", holdUntil: "", duration: "", note: "" };
  return { ...blank, ...choice, combatId: combat.id ?? "", combatantId: member.id, actor: "" };
}

/**
 * A combatant's declaration (its owner or the GM, from the tracker, the sheet or a macro): the dialog on
 * the clicking client, then at the GM the engine's checks again (spell lock, charge limits; during
 * surprise segments only six-second actions). One Combat write.
 */
export const declare = defineAction<DeclarePayload>({
  parse: parseWith(DECLARE, "declare"),
  ask: askDeclaration,
  async perform({ payload, requester }) {
    const { combat, member } = declarer(payload);
    const record = requireRecord(combat);
    assertOwnerOrGM(member.combatant, requester);
    const state = declaredState(combat, record, member, payload);
    await combat.update(recordUpdate(combat, { ...record, state }));
  },
});
