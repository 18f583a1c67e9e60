/** The small API a ruleset declares its actions with (see docs/architecture.md, "One shape for every action"). */
export { defineAction, requireText, optionalText, ROLL_MODES, isRollMode } from "./action";
export type { ActionPayload, ActionRun, ActionMap, RollMode, TempoAction } from "./action";
export { combatAction, cardAction, combatActions, cardActions, requestAction } from "./context";
export { act } from "./route";
export { parseWith, text, optText, oneOf, int, optInt, maybeText, flag } from "./payload";
export type { PayloadOf, PayloadField, OptionalField } from "./payload";
