/**
 * The document subtypes Tempo defines, as plain data (no Foundry globals), so that init.ts, the
 * manifest test and the sandbox agree on one list.
 */
export const ACTOR_TYPES = ["character", "npc"] as const;
export const ITEM_TYPES = ["weapon", "armor", "shield", "spell", "action", "gear"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const isItemType = (type: string): type is ItemType =>
  (ITEM_TYPES as readonly string[]).includes(type);
export const CHAT_MESSAGE_TYPES = [
  "attack",
  "contest",
  "dieStep",
  "sgAttack",
  "taCard",
  "tcAttack",
  "tcHealing",
] as const;
// Combat and Combatant define no subtypes: they use Foundry's "base" type with Tempo's clock
// models (see data/combat.ts), so a combat created by Foundry's own UI gets them too.
