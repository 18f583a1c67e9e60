/**
 * Tempo: a tactical-combat game system for Foundry VTT v13. This module is the whole system's entry
 * point (system.json `esmodules`); everything else is imported from src/foundry and src/engine.
 */
import { init, ready } from "./foundry/init";

Hooks.once("init", init);
Hooks.once("ready", () => {
  void ready();
});
