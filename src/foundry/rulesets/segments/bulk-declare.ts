/**
 * Declaring in bulk (issue 13): the GM declares a whole side in one dialog instead of one dialog per
 * combatant, and repeats last round's declarations for a side. Each is one action on the combat and
 * one Combat write; every declaration goes through the checks of a single one (`declaredState`).
 */
import { segments } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { oneOf, optText } from "../../actions/index";
import type { TempoCombat } from "../../documents/combat";
import { askForm, str } from "../../form-dialog";
import { errorMessage } from "../../notify";
import { assertGM } from "../../permissions";
import { combatNamed, sgCombatAction, type OnCombat } from "./combat-action";
import { declarationPayload, declaredState, type DeclarationText } from "./declaration";
import { declarationChoices } from "./declare-dialog";
import { recordUpdate, requireRecord, type SegmentsRecord } from "./record";
import { SIDES, membersOf, type Member, type Side } from "./roster";
import { weaponsOf } from "./stats";

export const DECLARE_SIDE_TEMPLATE = "systems/tempo/templates/segments/declare-side-dialog.hbs";

/** A side's payload: the side, and (from the dialog) each declarer's row (engine `readDeclarationRows`). */
const SIDE = { side: oneOf(SIDES), rows: optText() };
type SidePayload = OnCombat<typeof SIDE>;

/** The fields of one combatant's row in the dialog: `<field>.<combatantId>`. */
const FIELDS = ["kind", "targetId", "weaponId", "spellId"] as const;

/** The side's members who declare now (engine `declarersOf`). */
function declarers(combat: TempoCombat, record: SegmentsRecord, side: Side): Member[] {
  const members = membersOf(combat);
  const ids = segments.declarersOf(record.state, members, side, segments.surpriseActors(record));
  return members.filter((m) => ids.includes(m.id));
}

/** One member's declaration into the round state; a refusal names the member. */
function declareOne(combat: TempoCombat, record: SegmentsRecord, member: Member, fields: DeclarationText) {
  try {
    return declaredState(combat, record, member, fields);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    const reason = errorMessage(error);
    throw new RuleError("TEMPO.Segments.Error.DeclarationOf", { name: member.combatant.name ?? "", reason });
  }
}

/** The side's declarations from the dialog's rows, all checked before the one write. */
function declaredSide(combat: TempoCombat, payload: SidePayload): SegmentsRecord {
  const record = requireRecord(combat);
  const members = new Map(declarers(combat, record, payload.side).map((m) => [m.id, m]));
  const rows = segments.readDeclarationRows(payload.rows);
  const state = segments.declareRows(record.state, [...members.keys()], rows, (s, id, row) =>
    declareOne(combat, { ...record, state: s }, members.get(id) as Member, row),
  );
  return { ...record, state };
}

/**
 * The dialog: a row per declarer, preset with this round's, else last round's, else melee and a weapon.
 * Checked as at the GM before it lets go: a refusal keeps it open with what was typed.
 */
async function askSide(payload: SidePayload): Promise<SidePayload | null> {
  const combat = combatNamed(payload.combatId);
  const record = requireRecord(combat);
  const members = declarers(combat, record, payload.side);
  if (members.length === 0) throw new RuleError("TEMPO.Segments.Error.NobodyToDeclare");
  const rows = members.map((m) => {
    const d = segments.presetDeclaration(record.state, m.id);
    const fields = d ? declarationPayload(m.actor, d) : { weaponId: weaponsOf(m.actor)[0]?.id ?? "" };
    return declarationChoices(combat, m, fields);
  });
  const content = await foundry.applications.handlebars.renderTemplate(DECLARE_SIDE_TEMPLATE, {
    side: `TEMPO.Segments.Side.${payload.side}`,
    rows,
  });
  return askForm<SidePayload>({
    title: "TEMPO.Segments.Dialog.DeclareSideTitle",
    content,
    action: "declare",
    confirm: "TEMPO.Segments.Dialog.Declare",
    cancel: "TEMPO.Segments.Dialog.Cancel",
    read: (get) => ({
      ...payload,
      rows: JSON.stringify(
        Object.fromEntries(
          members.map((m) => [m.id, Object.fromEntries(FIELDS.map((f) => [f, str(get(`${f}.${m.id}`))]))]),
        ),
      ),
    }),
    check: (asked) => void declaredSide(combat, asked),
  });
}

/** GM: a whole side's declarations from one dialog. One Combat write. */
export const declareSide = sgCombatAction(
  "declareSide",
  SIDE,
  async (combat, payload, requester) => {
    assertGM(requester);
    await combat.update(recordUpdate(combat, declaredSide(combat, payload)));
  },
  askSide,
);

/**
 * GM: each declarer of the side who has not declared this round declares what it did last round
 * (engine `repeatDeclarations`); one that no longer can (its target gone, its charge spent) is named in
 * a warning and left to declare by hand. One Combat write.
 */
export const repeatDeclarations = sgCombatAction(
  "repeatDeclarations",
  SIDE,
  async (combat, payload, requester) => {
    assertGM(requester);
    const record = requireRecord(combat);
    const members = declarers(combat, record, payload.side);
    const byId = new Map(members.map((m) => [m.id, m]));
    const { state, refused } = segments.repeatDeclarations(record.state, [...byId.keys()], (s, id, d) => {
      const m = byId.get(id) as Member;
      return declareOne(combat, { ...record, state: s }, m, declarationPayload(m.actor, d));
    });
    if (state === record.state && refused.length === 0)
      throw new RuleError("TEMPO.Segments.Error.NothingToRepeat");
    if (state !== record.state) await combat.update(recordUpdate(combat, { ...record, state }));
    for (const { error } of refused) ui.notifications?.warn(errorMessage(error));
  },
);
