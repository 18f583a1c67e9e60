/** Combat Roll (seed 003): the pure rules engine. The turn sequencing lives in ../turns (COMBAT_ROLL_TURNS). */
export { CR_ERR } from "./errors";
export {
  TEST_DIE,
  SUCCESS_STEP,
  netBoonBane,
  testTarget,
  testDiceCount,
  testFormula,
  successesFor,
  evaluateTest,
  rollTest,
  automaticTest,
  type TestResult,
  type TestSpec,
} from "./test-model";
export {
  DEFENSE_KINDS,
  isDefenseKind,
  outcome,
  attackerRollsDamage,
  maneuverWinner,
  defenseOptions,
  assertDefenseAllowed,
  defenseTest,
  attackTest,
  type AttackKind,
  type AttackRange,
  type AttackRollResult,
  type DefenseContext,
  type DefenseKind,
  type DefenseRollResult,
  type Outcome,
  type TestSkill,
} from "./outcome";
export {
  maneuverTest,
  MANEUVER_IDS,
  MANEUVERS,
  availableManeuvers,
  assertManeuverAllowed,
  maneuverFollowUp,
  precisionDamage,
  type FollowUp,
  type FollowUpSkill,
  type ManeuverContext,
  type ManeuverId,
  type ManeuverRule,
  type SizeTest,
} from "./maneuvers";
export {
  DAMAGE_TYPES,
  PHYSICAL_TYPES,
  MAGICAL_TYPES,
  OTHER_TYPES,
  isDamageType,
  damageGroup,
  magicBlock,
  mitigate,
  mitigation,
  applyDamage,
  heal,
  type DamageGroup,
  type DamageModifiers,
  type DamageType,
  type Defender,
  type Health,
  type Mitigation,
  type ResistanceKey,
} from "./damage";
export {
  ARMOR_LEVELS,
  ARMOR_TABLE,
  SHIELD_TABLE,
  armorRating,
  chooseArmorRating,
  type ArmorLevel,
  type ArmorMaterial,
} from "./armor";
export {
  COVER_LEVELS,
  attackAdjustment,
  defenseAdjustment,
  type Adjustment,
  type AttackSituation,
  type Cover,
  type DefenseSituation,
  type Untrained,
} from "./modifiers";
export {
  FREE_GEAR,
  MAX_GEAR,
  GEAR_XP,
  PARTIAL_ARMOR,
  FULL_ARMOR,
  EXAMPLE_STYLES,
  gearXpCost,
  addGearCost,
  isTrained,
  untrainedGear,
  type FightingStyle,
} from "./fighting-style";
export { initiativeBonus, initiativeFormula, rollInitiative, type InitiativeInput } from "./initiative";
export { provokesOpportunityAttack, FLANKING_BONUS, type ProvokingEvent } from "./positioning";
export { COMBAT_ROLL_ACTIONS, turnAction, type CombatRollActionId } from "./actions";
export { COMBAT_ROLL_TURNS } from "../turns/config";
export { skillValue, bestFollowUp, type SheetSkills } from "./sheet";
