import type { CharacterData, NpcData } from "./data/actor";
import type { ActionData, ArmorData, GearData, ShieldData, SpellData, WeaponData } from "./data/item";
import type { CombatData, CombatantData } from "./data/combat";
import type { AttackCardData } from "./data/chat";
import type { ContestCardData } from "./rulesets/combat-roll/card-data";
import type { DsCardData } from "./rulesets/die-step/card-data";
import type { TaCardData } from "./rulesets/three-action/card-data";
import type { TempoActor } from "./documents/actor";
import type { TempoCombat } from "./documents/combat";
import type { TempoCombatant } from "./documents/combatant";
import type { HealCardData } from "./rulesets/time-count/heal-card-data";
import type { SgAttackData } from "./rulesets/segments/card-data";
import type { RunCardNumbers } from "../engine/time-count/running";
import type { TcAttackData } from "./rulesets/time-count/card-data";
import type { TempoChatMessage } from "./documents/chat-message";
import type { TempoTokenDocument } from "./documents/token-document";
import type { RulesetId } from "./rulesets/ids";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof TempoActor;
    ChatMessage: typeof TempoChatMessage;
    Combat: typeof TempoCombat;
    Combatant: typeof TempoCombatant;
    Token: typeof TempoTokenDocument;
  }
  interface ConfiguredCombat<SubType extends Combat.SubType> {
    document: TempoCombat;
  }
  interface ConfiguredCombatant<SubType extends Combatant.SubType> {
    document: TempoCombatant;
  }
  interface ConfiguredChatMessage<SubType extends ChatMessage.SubType> {
    document: TempoChatMessage;
  }
  interface DataModelConfig {
    Actor: { character: typeof CharacterData; npc: typeof NpcData };
    Item: {
      weapon: typeof WeaponData;
      armor: typeof ArmorData;
      shield: typeof ShieldData;
      spell: typeof SpellData;
      action: typeof ActionData;
      gear: typeof GearData;
    };
    Combat: { base: typeof CombatData };
    Combatant: { base: typeof CombatantData };
    ChatMessage: {
      attack: typeof AttackCardData;
      contest: typeof ContestCardData;
      dieStep: typeof DsCardData;
      taCard: typeof TaCardData;
      sgAttack: typeof SgAttackData;
      tcAttack: typeof TcAttackData;
      tcHealing: typeof HealCardData;
    };
  }
  /**
   * `dealt`: the damage control's record on a card (chat/damage-control.ts): `damage:<uuid>`, `heal:<uuid>`.
   * `check`: the numbers a plain card's content leaves out, for who may see them (chat/secrets.ts): the
   * Time Count's consciousness and waking checks; `cast`: a casting card's (its DC, the DC's lines, the
   * fatigue spent and castings today); `run`: a run card's endurance check (penalty, total, fatigue gained).
   * `undone`: the history's mark on a card taken back (history/card-undone.ts). `line`: the values of a chat
   * line's secret parts (chat/action-line.ts `secretActionLine`).
   */
  interface FlagConfig {
    ChatMessage: {
      tempo: {
        dealt?: string[];
        check?: { total: number; dc: number; tc?: number };
        cast?: { dc: number; lines: number[]; fatigue: number; castings: number };
        run?: RunCardNumbers;
        undone?: boolean;
        line?: Record<string, string>;
      };
    };
  }
  interface SettingConfig {
    "tempo.ruleset": RulesetId;
    "tempo.schemaVersion": number;
    "tempo.revealStats": boolean;
    "tempo.history": boolean;
  }
  interface AssumeHookRan {
    init: never;
    ready: never;
  }
}
