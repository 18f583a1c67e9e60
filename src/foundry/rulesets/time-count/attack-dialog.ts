import { timeCount } from "../../../engine/index";
import { askForm } from "../../form-dialog";
import { COVERS, FACINGS, readChoices, type AttackChoices } from "./situation";

export const ATTACK_DIALOG_TEMPLATE = "systems/tempo/templates/time-count/attack-dialog.hbs";

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

interface DialogInput {
  attacker: Actor.Implementation;
  target: Actor.Implementation;
  item: Item.Implementation;
  melee: boolean;
  autoDefense: string;
  rangeIncrement: number;
}

/** The attack roll dialog (DialogV2): the seed's modifier table; null when cancelled. */
export async function askAttackChoices(input: DialogInput): Promise<AttackChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ATTACK_DIALOG_TEMPLATE, {
    attacker: input.attacker.name ?? "",
    target: input.target.name ?? "",
    weapon: input.item.name ?? "",
    melee: input.melee,
    rangeIncrement: input.rangeIncrement,
    autoDefense: game.i18n.localize(input.autoDefense),
    defenses: timeCount.DEFENSES.map((key) => ({ key, label: `TEMPO.TimeCount.Defense.${capital(key)}` })),
    covers: COVERS.map((key) => ({ key, label: `TEMPO.TimeCount.Cover.${key}` })),
    facings: FACINGS.map((key) => ({ key, label: `TEMPO.TimeCount.Facing.${key || "none"}` })),
  });
  return askForm({
    title: "TEMPO.TimeCount.Dialog.Title",
    content,
    action: "roll",
    confirm: "TEMPO.TimeCount.Dialog.Roll",
    cancel: "TEMPO.TimeCount.Dialog.Cancel",
    read: readChoices,
  });
}
