import { describe, expect, it } from "vitest";
import { scheduleSegmentNow, spellClockNow, spellStatus } from "../../../src/engine/segments/index";

const base = {
  lost: false,
  abandoned: false,
  running: true,
  startSegment: 4,
  completes: 6,
  now: 5,
};

describe("a declared spell's status in the round", () => {
  it("is waiting before its start, cast from it, gone off at its completion", () => {
    expect(spellStatus({ ...base, now: 3 })).toBe("waiting");
    expect(spellStatus(base)).toBe("casting");
    expect(spellStatus({ ...base, now: 6 })).toBe("done");
  });

  it("is carried into the next round when it completes past the tenth segment", () => {
    expect(spellStatus({ ...base, completes: 12, now: 8 })).toBe("carried");
  });

  it("is lost or abandoned before anything else, and only declared before the segments run", () => {
    expect(spellStatus({ ...base, lost: true, abandoned: true })).toBe("lost");
    expect(spellStatus({ ...base, abandoned: true })).toBe("abandoned");
    expect(spellStatus({ ...base, running: false })).toBe("declared");
    expect(spellStatus({ ...base, startSegment: null })).toBe("declared");
  });

  it("counts the end of the round as past the last segment", () => {
    expect(spellClockNow("end-of-round", 10)).toBe(11);
    expect(spellClockNow("segments", 7)).toBe(7);
  });
});

describe("the segment the schedule is at", () => {
  it("is the running segment, else past the tenth", () => {
    expect(scheduleSegmentNow("segments", 4)).toBe(4);
    expect(scheduleSegmentNow("declaration", 0)).toBe(11);
    expect(scheduleSegmentNow(undefined, 0)).toBe(11);
  });
});
