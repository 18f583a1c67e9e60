import { actorAction } from "../../actions/actor-flows";
import { int, optText, text, type PayloadOf } from "../../actions/index";
import { combatRoll } from "../../../engine/index";
import type { StyleFields } from "../../../engine/combat-roll/index";
import { askForm, str } from "../../form-dialog";
import { stylesOf } from "./stats";

export const STYLE_DIALOG_TEMPLATE = "systems/tempo/templates/combat-roll/style-dialog.hbs";
const STYLES_PATH = "system.stats.combatRoll.fightingStyles";

/** The style a button names (`data-index`; none: a new one). */
const index = () => int({ min: combatRoll.NEW_STYLE, fallback: combatRoll.NEW_STYLE });
const EDIT = { actor: text(), index: index(), name: optText(), gear: optText(), value: optText() };

/** The style the fields describe (the engine checks the gear list and the value). */
const styleOf = (fields: StyleFields) =>
  combatRoll.styleFromFields(fields, game.i18n.localize("TEMPO.CombatRoll.Style.Default"));

/** The style dialog, filled with the style edited (or blank); a bad gear list or value keeps it open as typed. */
async function askStyle(actor: Actor.Implementation, p: PayloadOf<typeof EDIT>) {
  const current = stylesOf(actor)[p.index] ?? { name: "", gear: [], value: null };
  const content = await foundry.applications.handlebars.renderTemplate(STYLE_DIALOG_TEMPLATE, {
    name: current.name,
    gear: current.gear.join(", "),
    value: current.value ?? "",
  });
  return askForm<StyleFields>({
    title: "TEMPO.CombatRoll.Style.Title",
    content,
    action: "save",
    confirm: "TEMPO.CombatRoll.Style.Save",
    cancel: "TEMPO.CombatRoll.Position.Cancel",
    read: (get) => ({ name: str(get("name")), gear: str(get("gear")), value: str(get("value")) }),
    check: (typed) => void styleOf(typed),
  });
}

/**
 * Adds or edits a Fighting Style: "You freely choose a name and a theme ... and pick fitting pieces
 * of weapons, armor, and shields", each style "tracking their progression ... separately" (its own
 * value; blank: the sheet's Fighting Style value). Character building, not a move in a fight: the
 * owner's client performs it (its one write is the owner's actor), checking the list and the value as
 * the dialog did; a bad one changes nothing.
 */
export const editStyle = actorAction(
  "editStyle",
  {
    ask: askStyle,
    here: () => true,
    async perform(actor, p) {
      const next = combatRoll.withStyle(stylesOf(actor), p.index, styleOf(p));
      await actor.update({ [STYLES_PATH]: next } as Actor.UpdateData);
    },
  },
  EDIT,
);

const REMOVE = { actor: text(), index: index() };

/** Removes a Fighting Style (the owner's client, as an edit). One write: the actor. */
export const removeStyle = actorAction(
  "removeStyle",
  {
    ask: async () => ({}),
    here: () => true,
    async perform(actor, p) {
      const next = combatRoll.withoutStyle(stylesOf(actor), p.index);
      await actor.update({ [STYLES_PATH]: next } as Actor.UpdateData);
    },
  },
  REMOVE,
);
