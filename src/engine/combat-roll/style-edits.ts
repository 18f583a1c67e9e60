// Editing a character's list of Fighting Styles (the sheet's Add / Edit / × buttons): what the style
// dialog's fields mean, and the list after an edit. Every check is here, so a macro is refused as a
// button is.
import { ensure } from "../core/errors";
import { CR_ERR } from "./errors";
import { parseGear, parseStyleValue, type FightingStyle } from "./fighting-style";

/** The index an edit names for "a new style" (added at the end). */
export const NEW_STYLE = -1;

/** The style dialog's fields, as typed. */
export interface StyleFields {
  name: string;
  gear: string;
  value: string;
}

/**
 * The style the dialog's fields describe: "You freely choose a name and a theme ... and pick fitting
 * pieces of weapons, armor, and shields" (1..10 unique entries), with its own value or blank (the
 * character's Fighting Style value serves it). A blank name takes `defaultName`. Throws for a bad list
 * or value.
 */
export function styleFromFields(fields: StyleFields, defaultName: string): FightingStyle {
  return {
    name: fields.name || defaultName,
    gear: parseGear(fields.gear),
    value: parseStyleValue(fields.value),
  };
}

function assertStyleIndex(styles: readonly FightingStyle[], index: number): void {
  ensure(Number.isInteger(index) && index >= 0 && index < styles.length, CR_ERR.NoSuchStyle, {
    index: String(index),
  });
}

/** The list with the style at `index` replaced by `style` (`NEW_STYLE`: added at the end). */
export function withStyle(
  styles: readonly FightingStyle[],
  index: number,
  style: FightingStyle,
): FightingStyle[] {
  if (index === NEW_STYLE) return [...styles, style];
  assertStyleIndex(styles, index);
  return styles.map((s, i) => (i === index ? style : s));
}

/** The list without the style at `index`. */
export function withoutStyle(styles: readonly FightingStyle[], index: number): FightingStyle[] {
  assertStyleIndex(styles, index);
  return styles.filter((_, i) => i !== index);
}
