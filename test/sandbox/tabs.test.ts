// The stand-in's tabs follow v13's documented ApplicationV2 API (ApplicationTabsConfiguration and
// ApplicationTab): `static TABS` per group, `_prepareTabs(group)` for a render context, `changeTab` to
// switch. The active class is the template's to draw from that context (the e2e tabs suite checks a
// re-render keeps the chosen tab because Tempo's templates read it, not because the stand-in restores it).
import { describe, expect, it } from "vitest";
import { ApplicationV2 } from "../../sandbox/src/apps/application";

class Tabbed extends ApplicationV2 {
  static override TABS = {
    primary: {
      initial: "two",
      labelPrefix: "X.Tab",
      tabs: [{ id: "one", icon: "fa-one" }, { id: "two", label: "Two", cssClass: "wide" }, { id: "three" }],
    },
    plain: { tabs: [{ id: "a" }, { id: "b" }] },
  };
}

describe("tabs in the stand-in's ApplicationV2", () => {
  it("prepares a group: the initial tab active with the active class, labels from the prefix", () => {
    const app = new Tabbed();
    const tabs = app._prepareTabs("primary");
    expect(Object.keys(tabs)).toEqual(["one", "two", "three"]);
    expect(tabs.two).toMatchObject({
      id: "two",
      group: "primary",
      active: true,
      cssClass: "wide active",
      label: "Two",
    });
    expect(tabs.one).toMatchObject({ active: false, cssClass: "", icon: "fa-one", label: "X.Tab.one" });
    expect(app.tabGroups.primary).toBe("two");
  });

  it("starts a group without an initial tab on its first tab, and knows no undeclared group", () => {
    const app = new Tabbed();
    expect(app._prepareTabs("plain").a?.active).toBe(true);
    expect(app._prepareTabs("plain").b?.label).toBeUndefined();
    expect(app._prepareTabs("nothing")).toEqual({});
  });

  it("changeTab picks the tab the next preparation marks active", () => {
    const app = new Tabbed();
    app._prepareTabs("primary");
    app.changeTab("three", "primary");
    const tabs = app._prepareTabs("primary");
    expect(tabs.three?.active).toBe(true);
    expect(tabs.two).toMatchObject({ active: false, cssClass: "wide" });
  });
});
