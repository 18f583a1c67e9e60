import { combatRoll } from "../../../engine/index";
import { RuleError } from "../../../engine/core/errors";
import { askForm, str } from "../../form-dialog";
import type { SheetAction } from "../definition";
import { stylesOf } from "./stats";

export const STYLE_DIALOG_TEMPLATE = "systems/tempo/templates/combat-roll/style-dialog.hbs";
const STYLES_PATH = "system.stats.combatRoll.fightingStyles";

interface StyleForm {
  name: string;
  gear: string;
  value: string;
}

/** The style a button names (`data-index`), or null for a new one. */
function indexOf(actor: Actor.Implementation, value: unknown): number | null {
  if (value === undefined || value === "") return null;
  const index = Number(value);
  if (!Number.isInteger(index) || index < 0 || index >= stylesOf(actor).length)
    throw new RuleError("TEMPO.Error.BadRequest", { action: String(value) });
  return index;
}

/** The style the dialog's fields describe (the engine checks the gear list and the value). */
function styleOf(form: StyleForm): { name: string; gear: string[]; value: number | null } {
  return {
    name: form.name || game.i18n.localize("TEMPO.CombatRoll.Style.Default"),
    gear: combatRoll.parseGear(form.gear),
    value: combatRoll.parseStyleValue(form.value),
  };
}

/**
 * Adds or edits a Fighting Style: "You freely choose a name and a theme ... and pick fitting pieces
 * of weapons, armor, and shields", each style "tracking their progression ... separately" (its own
 * value; blank: the sheet's Fighting Style value). The gear list (1..10 unique entries) and the value
 * are checked by the engine; a bad one changes nothing. One write: the actor.
 */
export const editStyle: SheetAction = async (actor, data) => {
  const styles = stylesOf(actor);
  const index = indexOf(actor, data.index);
  const current = index === null ? { name: "", gear: [], value: null } : styles[index]!;
  const content = await foundry.applications.handlebars.renderTemplate(STYLE_DIALOG_TEMPLATE, {
    name: current.name,
    gear: current.gear.join(", "),
    value: current.value ?? "",
  });
  const form = await askForm<StyleForm>({
    title: "TEMPO.CombatRoll.Style.Title",
    content,
    action: "save",
    confirm: "TEMPO.CombatRoll.Style.Save",
    cancel: "TEMPO.CombatRoll.Position.Cancel",
    read: (get) => ({ name: str(get("name")), gear: str(get("gear")), value: str(get("value")) }),
    // A bad gear list or value keeps the dialog open with every field as typed.
    check: (typed) => void styleOf(typed),
  });
  if (!form) return;
  const style = styleOf(form);
  const next = index === null ? [...styles, style] : styles.map((s, i) => (i === index ? style : s));
  await actor.update({ [STYLES_PATH]: next } as Actor.UpdateData);
};

/** Removes a Fighting Style. One write: the actor. */
export const removeStyle: SheetAction = async (actor, data) => {
  const index = indexOf(actor, data.index);
  if (index === null) throw new RuleError("TEMPO.Error.BadRequest", { action: "removeStyle" });
  await actor.update({ [STYLES_PATH]: stylesOf(actor).filter((_, i) => i !== index) } as Actor.UpdateData);
};
