// The User document: role, character, and the current user's targets.
import { ROLES } from "../core/protocol";
import { ObjectField, DocumentIdField, NumberField, StringField } from "../data/fields";
import type { DataField } from "../data/field-base";
import { ClientDocument } from "./document";
import { runtime } from "./runtime";
import { targets, type SandboxToken } from "./token";

export class User extends ClientDocument {
  static override documentName = "User" as const;
  static override hasTypeData = false;
  static override getterFields = ["character"];

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ required: true, blank: false }),
      role: new NumberField({
        required: true,
        nullable: false,
        integer: true,
        choices: [0, 1, 2, 3, 4],
        initial: ROLES.PLAYER,
      }),
      color: new StringField({ initial: "#888888" }),
      avatar: new StringField({ nullable: true, initial: null }),
      character: new StringField({ nullable: true, initial: null }),
      // v13: the hotbar's slots (1..50) -> Macro ids
      hotbar: new ObjectField(),
      flags: new ObjectField(),
    };
  }

  declare role: number;

  get isGM(): boolean {
    return this.role >= ROLES.ASSISTANT;
  }
  get isSelf(): boolean {
    return this.id === runtime.userId;
  }
  get active(): boolean {
    return runtime.activeUsers.has(String(this.id));
  }
  get character(): ClientDocument | null {
    const id = this._source.character;
    return typeof id === "string" ? (runtime.collections.actors.get(id) ?? null) : null;
  }
  /** The current user's targeted tokens; other users' targets are not shared in the sandbox. */
  get targets(): Set<SandboxToken> {
    return this.isSelf ? targets : new Set();
  }
  hasRole(role: number | keyof typeof ROLES): boolean {
    return this.role >= (typeof role === "number" ? role : ROLES[role]);
  }
  can(_action: string): boolean {
    return this.isGM;
  }
  /** The macro in each slot of this user's hotbar (v13 `User#hotbar`: slot -> macro id). */
  get hotbar(): Record<string, string> {
    return { ...(this._source.hotbar as Record<string, string>) };
  }
  /** The macros of the hotbar's page (10 slots), as `{ slot, macro }` (macro null when empty or gone). */
  getHotbarMacros(page = 1): { slot: number; macro: ClientDocument | null }[] {
    const hotbar = this.hotbar;
    return Array.from({ length: 10 }, (_, i) => {
      const slot = (page - 1) * 10 + i + 1;
      const id = hotbar[String(slot)];
      return { slot, macro: id ? (runtime.collections.macros.get(id) ?? null) : null };
    });
  }
  /**
   * Puts a macro in a slot (the first free one when none is given), moving it from `fromSlot`; a null
   * macro empties the slot. One update of `hotbar`, replaced whole, as v13 does.
   */
  async assignHotbarMacro(
    macro: ClientDocument | null,
    slot?: number | string,
    { fromSlot }: { fromSlot?: number | string } = {},
  ): Promise<this | undefined> {
    const hotbar = this.hotbar;
    if (fromSlot !== undefined) delete hotbar[String(fromSlot)];
    let at = slot === undefined ? undefined : String(slot);
    if (at === undefined) {
      const free = Array.from({ length: 50 }, (_, i) => String(i + 1)).find((s) => !hotbar[s]);
      if (!free) throw new Error("No empty slot on the hotbar");
      at = free;
    }
    if (macro) hotbar[at] = String(macro.id);
    else delete hotbar[at];
    return this.update({ "==hotbar": hotbar });
  }
  get viewedScene(): null {
    return null;
  }
}
