/** Localization keys of the die-step engine's RuleErrors (messages in lang/en/die-step.json). */
const P = "TEMPO.DieStep.Error.";

export const DS_ERR = {
  UnknownDie: `${P}UnknownDie`,
  NotInteger: `${P}NotInteger`,
  Negative: `${P}Negative`,
  DiceCount: `${P}DiceCount`,
  DieFace: `${P}DieFace`,
  UnknownSupplies: `${P}UnknownSupplies`,
  UnknownAttack: `${P}UnknownAttack`,
  UnknownDefense: `${P}UnknownDefense`,
  DefenseNotAllowed: `${P}DefenseNotAllowed`,
  UnknownGrappleAction: `${P}UnknownGrappleAction`,
  HoldTooWeak: `${P}HoldTooWeak`,
  HpAboveMax: `${P}HpAboveMax`,
  ExclusiveNotFirst: `${P}ExclusiveNotFirst`,
  NotKnockedOut: `${P}NotKnockedOut`,
  SurvivalRollNeeded: `${P}SurvivalRollNeeded`,
  Dead: `${P}Dead`,
  UnknownTrigger: `${P}UnknownTrigger`,
  OpportunityMelee: `${P}OpportunityMelee`,
  CannotAct: `${P}CannotAct`,
  NotMortallyWounded: `${P}NotMortallyWounded`,
  NotHolding: `${P}NotHolding`,
} as const;
