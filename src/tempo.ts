/**
 * Tempo: a tactical-combat game system for Foundry VTT v13. This module is the whole system's entry
 * point (system.json `esmodules`); everything else is imported from src/foundry and src/engine.
 */
// First: the shipped rulesets, installed in the registry before any other shell module is evaluated
// (the registry never imports a ruleset: rulesets/registry.ts).
import "./foundry/rulesets/shipped";
import { init, ready } from "./foundry/init";

Hooks.once("init", init);
Hooks.once("ready", () => {
  void ready();
});
