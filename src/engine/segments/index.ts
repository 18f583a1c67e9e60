/**
 * Segmented Rounds (seed 000): 1-minute rounds of 10 six-second segments, side initiative on a d6
 * (each side acts in the segment the other side rolled), surprise segments, declared spells that go
 * off after their casting time, and a d20 to-hit roll against armour class with the chapter's
 * situational modifiers. Pure and deterministic; dice are injected.
 */
export * from "./constants";
export type * from "./types";
export * from "./surprise";
export * from "./initiative";
export * from "./spells";
export * from "./modifiers";
export * from "./situation";
export * from "./attack";
export * from "./grapple";
export * from "./movement";
export * from "./targeting";
export * from "./declarations";
export * from "./schedule-types";
export * from "./schedule";
export * from "./resolution";
export * from "./sequence";
export * from "./bulk-declarations";
export * from "./surprise-sides";
export * from "./engagement";
export * from "./schedule-query";
export * from "./damage-dice";
export * from "./simultaneous";
export * from "./attack-permission";
export * from "./attack-timing";
export * from "./mounted";
export * from "./routine";
export * from "./down";
export * from "./health";
export * from "./attack-choices";
export * from "./attack-count";
export * from "./spell-status";
export * from "./declaration-form";
export * from "./attack-setup";
export * from "./round-controls";
export * from "./round-record";
export * from "./tracker-view";
export { statBlockLines } from "./stat-block";
