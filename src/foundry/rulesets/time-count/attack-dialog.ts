import { timeCount } from "../../../engine/index";
import { COVERS, FACINGS, readChoices, type AttackChoices, type FormValue } from "./situation";

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

function formValue(root: HTMLElement, name: string): FormValue {
  const field = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!field) return null;
  if (field instanceof HTMLInputElement && field.type === "checkbox") return field.checked;
  return field.value;
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
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: "TEMPO.TimeCount.Dialog.Title" },
    content,
    buttons: [
      {
        action: "roll",
        label: "TEMPO.TimeCount.Dialog.Roll",
        default: true,
        callback: (_event, button, dialog) => {
          const root = button.form ?? dialog.element;
          return readChoices((name) => formValue(root, name));
        },
      },
      { action: "cancel", label: "TEMPO.TimeCount.Dialog.Cancel" },
    ],
    rejectClose: false,
  });
  return typeof result === "object" && result !== null ? (result as AttackChoices) : null;
}
