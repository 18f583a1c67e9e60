// foundry.documents.TokenDocument, reduced to what a token bar needs: the token's data (see
// token.ts: one implicit token per actor) and `getBarAttribute`, which decides as Foundry v13 does
// whether the token HUD may edit a bar.
import { getProperty, isPlainObject, type AnyObject } from "../core/utils";
import { DataModel } from "../data/data-model";
import { NumberField } from "../data/fields";
import type { ClientDocument } from "./document";

export interface BarAttribute {
  type: "bar" | "value";
  attribute: string;
  value: number;
  max?: number;
  editable: boolean;
}

export class TokenDocument {
  declare id: string;
  declare _id: string;
  declare name: string;
  declare disposition: number;
  declare actor: ClientDocument;
  declare actorId: string;
  declare uuid: string;
  declare isOwner: boolean;
  declare parent: null;
  declare bar1: { attribute: string | null };
  readonly documentName = "Token";

  constructor(data: AnyObject) {
    Object.assign(this, data);
  }

  /**
   * The bar's attribute read from the actor's `system`: a `{ value, max }` object is a "bar", a
   * number a "value". Foundry marks it editable only when the edited number is a NumberField of the
   * system's schema (`<attribute>.value` for a bar, the attribute itself for a value): an
   * attribute computed in prepareDerivedData shows, but the HUD cannot change it (foundryvtt
   * issues 8715, 8907). Declaring it in `CONFIG.Actor.trackableAttributes` lists it in the token
   * configuration; it does not make it editable. A system that maps a derived bar to stored data
   * overrides this method (as dnd5e's TokenDocument does for its hit points).
   */
  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}): BarAttribute | null {
    const attribute =
      alternative ?? (this as unknown as Record<string, { attribute?: string | null }>)[barName]?.attribute;
    const system = this.actor?.system as AnyObject | undefined;
    if (!attribute || !system) return null;
    const data = getProperty(system, attribute);
    const schemaNumber = (path: string): boolean =>
      system instanceof DataModel && system.schema.getField(path) instanceof NumberField;
    if (typeof data === "number")
      return { type: "value", attribute, value: data, editable: schemaNumber(attribute) };
    if (isPlainObject(data) && "value" in data && "max" in data) {
      return {
        type: "bar",
        attribute,
        value: Number(data.value ?? 0),
        max: Number(data.max ?? 0),
        editable: schemaNumber(`${attribute}.value`),
      };
    }
    return null;
  }
}
