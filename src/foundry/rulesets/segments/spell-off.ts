/**
 * A declared spell that goes off is announced (QA pass 2): the effects of spells are not modelled, so
 * when a GM step makes spells complete (engine `spellOffNotices`), one short chat line each (caster,
 * spell, declared target) tells the GM to apply them. At most one ChatMessage batch a step.
 */
import { segments } from "../../../engine/index";
import type { TempoCombat } from "../../documents/combat";
import type { SegmentsRecord } from "./record";
import { membersOf } from "./roster";

export const SPELL_OFF_TEMPLATE = "systems/tempo/templates/segments/spell-off.hbs";

/** Posts the lines of the spells going off between the two records (nothing when none). One batch. */
export async function announceSpellsGoingOff(
  combat: TempoCombat,
  before: SegmentsRecord,
  after: SegmentsRecord,
): Promise<void> {
  const members = membersOf(combat);
  // a caster down or defeated does not act: its spell does not go off (issue 28)
  const notices = segments.spellOffNotices(
    before.state,
    after.state,
    after.lost,
    segments.skippedIn(members),
  );
  if (notices.length === 0) return;
  const data = [];
  for (const notice of notices) {
    const member = members.find((m) => m.id === notice.casterId);
    if (!member) continue;
    const target = members.find((m) => m.id === notice.targetId)?.combatant.name ?? "";
    const content = await foundry.applications.handlebars.renderTemplate(SPELL_OFF_TEMPLATE, {
      name: member.combatant.name ?? "",
      spell: notice.spell.name,
      target,
      segment: notice.segment,
    });
    data.push({ content, speaker: ChatMessage.getSpeaker({ actor: member.actor }) });
  }
  if (data.length > 0) await ChatMessage.createDocuments(data);
}
