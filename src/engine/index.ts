/**
 * Tempo's rules engine: pure and deterministic. No Foundry globals, no DOM; dice are injected.
 * Each ruleset is exported as a namespace; the Foundry shell also exposes this module as
 * `tempo.engine` on the game object (set up by src/foundry/init.ts) for macros and other modules.
 */
export { RuleError, ensure } from "./core/errors";
export { scriptedDice, seededDice, type RollDie } from "./core/dice";
export * as timeCount from "./time-count/index";
export * as segments from "./segments/index";
export * as combatRoll from "./combat-roll/index";
export * as threeAction from "./three-action/index";
export * as dieStep from "./die-step/index";
export * as turns from "./turns/index";
export { signed, type StatBlockLine, type StatBlockWords } from "./core/stat-block";
export { healthWord, type HealthWord } from "./core/health-word";
