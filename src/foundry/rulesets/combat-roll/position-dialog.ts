import { combatRoll } from "../../../engine/index";
import type { ModifierLine } from "../../../engine/combat-roll/index";
import { askForm } from "../../form-dialog";
import { modifierView } from "./card-data";
import type { Positioning } from "../../../engine/combat-roll/index";

export const POSITION_DIALOG_TEMPLATE = "systems/tempo/templates/combat-roll/position-dialog.hbs";

interface PositionDialogInput {
  attacker: string;
  target: string;
  item: string;
  proposal: Positioning;
  /** False for an opportunity attack: always a melee Strike. */
  chooseRange: boolean;
  /** Modifiers the rules add by themselves (untrained gear, a Feint), shown for information. */
  automatic: readonly ModifierLine[];
}

/**
 * The roll dialog before a Strike or a spell attack: cover (none / low / high / full), flanking and
 * whether the attack is ranged, proposed from the documents (no scene: no cover, not flanked, the
 * item's range) for the user to change. Null when cancelled.
 */
export async function askPositioning(input: PositionDialogInput): Promise<Positioning | null> {
  const { proposal } = input;
  const content = await foundry.applications.handlebars.renderTemplate(POSITION_DIALOG_TEMPLATE, {
    attacker: input.attacker,
    target: input.target,
    item: input.item,
    chooseRange: input.chooseRange,
    ranges: combatRoll.RANGES.map((key) => ({
      key,
      label: `TEMPO.CombatRoll.Card.Range.${key}`,
      selected: key === proposal.range,
    })),
    covers: combatRoll.COVER_LEVELS.map((key) => ({
      key,
      label: `TEMPO.CombatRoll.Position.CoverLevel.${key}`,
      selected: key === proposal.cover,
    })),
    flanked: proposal.flanked,
    automatic: input.automatic.map(modifierView),
  });
  return askForm({
    title: "TEMPO.CombatRoll.Position.Title",
    content,
    action: "roll",
    confirm: "TEMPO.CombatRoll.Position.Roll",
    cancel: "TEMPO.CombatRoll.Position.Cancel",
    read: (get) => combatRoll.readPositioning(get, proposal),
    // cover on a melee attack, flanking on a ranged one: answered here, every field kept as chosen
    check: combatRoll.assertPositioning,
  });
}
