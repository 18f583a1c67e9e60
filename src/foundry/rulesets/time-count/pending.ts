// The pending markers are rules without Foundry (issue 28 moved them to the engine, where they are
// Node-tested with the timeline); the shell's modules keep importing them from here.
export * from "../../../engine/time-count/pending-marker";
