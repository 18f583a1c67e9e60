// The GitHub workflows cannot run here: this parses them and checks what they promise, that every
// push and pull request runs `npm test`, and that a release runs it before it publishes.
import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

interface Step {
  run?: string;
  uses?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[] }>;
}

function workflow(name: string): Workflow {
  return load(readFileSync(`.github/workflows/${name}`, "utf8")) as Workflow;
}

function steps(w: Workflow): Step[] {
  return Object.values(w.jobs).flatMap((job) => job.steps);
}

const testsAt = (all: Step[]): number => all.findIndex((s) => s.run?.trim() === "npm test");

describe("the GitHub workflows", () => {
  it("test every push and pull request with npm test, after npm install", () => {
    const w = workflow("test.yml");
    expect(Object.keys(w.on).sort()).toEqual(["pull_request", "push"]);
    const all = steps(w);
    const install = all.findIndex((s) => s.run?.startsWith("npm install"));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(testsAt(all)).toBeGreaterThan(install);
  });

  it("release only after npm test has passed", () => {
    const w = workflow("release.yml");
    const all = steps(w);
    const publish = all.findIndex((s) => s.uses?.startsWith("softprops/action-gh-release"));
    const pack = all.findIndex((s) => s.run === "npm run package");
    expect(testsAt(all)).toBeGreaterThanOrEqual(0);
    expect(testsAt(all)).toBeLessThan(pack);
    expect(pack).toBeLessThan(publish);
  });
});
