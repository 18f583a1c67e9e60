/** Localization keys of the combat-roll engine's RuleErrors (messages in lang/en/combat-roll.json). */
const P = "TEMPO.CombatRoll.Error.";

export const CR_ERR = {
  NotInteger: `${P}NotInteger`,
  Negative: `${P}Negative`,
  DiceCount: `${P}DiceCount`,
  DieFace: `${P}DieFace`,
  UnknownDefense: `${P}UnknownDefense`,
  DefenseNotAllowed: `${P}DefenseNotAllowed`,
  UnknownDamageType: `${P}UnknownDamageType`,
  UnknownResistanceKey: `${P}UnknownResistanceKey`,
  UnknownManeuver: `${P}UnknownManeuver`,
  ManeuverNotAllowed: `${P}ManeuverNotAllowed`,
  UnknownArmor: `${P}UnknownArmor`,
  UnknownArmorLevel: `${P}UnknownArmorLevel`,
  NoArmorChoice: `${P}NoArmorChoice`,
  GearLimit: `${P}GearLimit`,
  GearDuplicate: `${P}GearDuplicate`,
  GearEmpty: `${P}GearEmpty`,
  UnknownCover: `${P}UnknownCover`,
  HealthMax: `${P}HealthMax`,
  UnknownAction: `${P}UnknownAction`,
  GrappleDefense: `${P}GrappleDefense`,
  Grappled: `${P}Grappled`,
  NotProne: `${P}NotProne`,
  ItemDropped: `${P}ItemDropped`,
} as const;
