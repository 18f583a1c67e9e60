/** Localization keys of the three-action engine's RuleErrors (messages in lang/en/three-action.json). */
const P = "TEMPO.ThreeAction.Error.";

export const TA_ERR = {
  NotInteger: `${P}NotInteger`,
  Negative: `${P}Negative`,
  NotPositive: `${P}NotPositive`,
  DieFace: `${P}DieFace`,
  DiceCount: `${P}DiceCount`,
  UnknownKind: `${P}UnknownKind`,
  UnknownWeapon: `${P}UnknownWeapon`,
  UnknownCondition: `${P}UnknownCondition`,
  UnknownCover: `${P}UnknownCover`,
  UnknownManeuver: `${P}UnknownManeuver`,
  UnknownAction: `${P}UnknownAction`,
  TotalCover: `${P}TotalCover`,
  CannotAct: `${P}CannotAct`,
  HiddenSquare: `${P}HiddenSquare`,
  NoFreeHand: `${P}NoFreeHand`,
  PushDistance: `${P}PushDistance`,
  FeetTyped: `${P}FeetTyped`,
  NotEnoughEnergy: `${P}NotEnoughEnergy`,
  FixedEnergy: `${P}FixedEnergy`,
  AlreadyControlled: `${P}AlreadyControlled`,
  AlreadyCommanded: `${P}AlreadyCommanded`,
  MaxHp: `${P}MaxHp`,
  DeadHealth: `${P}DeadHealth`,
} as const;
