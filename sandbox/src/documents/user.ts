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
  get viewedScene(): null {
    return null;
  }
}
