/** Localization keys of the turn engine's RuleErrors (messages in lang/en/combat-roll.json, TEMPO.Turns). */
const P = "TEMPO.Turns.Error.";

export const TURN_ERR = {
  NoCombatants: `${P}NoCombatants`,
  DuplicateCombatant: `${P}DuplicateCombatant`,
  UnknownCombatant: `${P}UnknownCombatant`,
  ConfigMismatch: `${P}ConfigMismatch`,
  BadNumber: `${P}BadNumber`,
  UnknownCategory: `${P}UnknownCategory`,
  NotYourTurn: `${P}NotYourTurn`,
  OnlyOutsideTurn: `${P}OnlyOutsideTurn`,
  NotEnoughAp: `${P}NotEnoughAp`,
  NotEnoughNextAp: `${P}NotEnoughNextAp`,
  AttackLimit: `${P}AttackLimit`,
  FreeActionUsed: `${P}FreeActionUsed`,
  NoReaction: `${P}NoReaction`,
  Surprised: `${P}Surprised`,
  Defeated: `${P}Defeated`,
  RoundOver: `${P}RoundOver`,
  SaveNotAllowed: `${P}SaveNotAllowed`,
  SaveTarget: `${P}SaveTarget`,
  DelayNotAllowed: `${P}DelayNotAllowed`,
  NotDelayed: `${P}NotDelayed`,
} as const;
