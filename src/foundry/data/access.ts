import { CharacterData, NpcData } from "./actor";
import { ActionData, ArmorData, GearData, ShieldData, SpellData, WeaponData } from "./item";
import { RuleError } from "../../engine/core/errors";

/** The system data of a Tempo actor (both actor types share one schema). */
export type TempoActorSystem = CharacterData | NpcData;
export type TempoItemSystem = WeaponData | ArmorData | ShieldData | SpellData | ActionData | GearData;

export function actorSystem(actor: Actor.Implementation): TempoActorSystem {
  const system: unknown = actor.system;
  if (system instanceof CharacterData || system instanceof NpcData) return system;
  throw new RuleError("TEMPO.Error.NotTempoActor", { name: actor.name ?? "" });
}

export function weaponSystem(item: Item.Implementation): WeaponData {
  const system: unknown = item.system;
  if (system instanceof WeaponData) return system;
  throw new RuleError("TEMPO.Error.NotAWeapon", { name: item.name ?? "" });
}

export function itemSystem(item: Item.Implementation): TempoItemSystem {
  const system: unknown = item.system;
  if (
    system instanceof WeaponData ||
    system instanceof ArmorData ||
    system instanceof ShieldData ||
    system instanceof SpellData ||
    system instanceof ActionData ||
    system instanceof GearData
  ) {
    return system;
  }
  throw new RuleError("TEMPO.Error.NotTempoItem", { name: item.name ?? "" });
}
