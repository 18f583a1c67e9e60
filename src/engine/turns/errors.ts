/** Localization keys of the turn engine's RuleErrors (messages in lang/en/combat-roll.json, TEMPO.Turns). */
const KEY = "TEMPO.Turns.Error.";

export const TURN_ERR = {
  NoCombatants: `${KEY}NoCombatants`,
  DuplicateCombatant: `${KEY}DuplicateCombatant`,
  UnknownCombatant: `${KEY}UnknownCombatant`,
  ConfigMismatch: `${KEY}ConfigMismatch`,
  BadNumber: `${KEY}BadNumber`,
  UnknownCategory: `${KEY}UnknownCategory`,
  NotYourTurn: `${KEY}NotYourTurn`,
  OnlyOutsideTurn: `${KEY}OnlyOutsideTurn`,
  NotEnoughAp: `${KEY}NotEnoughAp`,
  NotEnoughNextAp: `${KEY}NotEnoughNextAp`,
  AttackLimit: `${KEY}AttackLimit`,
  FreeActionUsed: `${KEY}FreeActionUsed`,
  NoReaction: `${KEY}NoReaction`,
  Surprised: `${KEY}Surprised`,
  Defeated: `${KEY}Defeated`,
  RoundOver: `${KEY}RoundOver`,
  SaveNotAllowed: `${KEY}SaveNotAllowed`,
  SaveTarget: `${KEY}SaveTarget`,
  DelayNotAllowed: `${KEY}DelayNotAllowed`,
  NotDelayed: `${KEY}NotDelayed`,
} as const;
