// The sandbox itself in Chromium, on the fixture system: boot, sheets, actions, forms, chat,
// tracker, two clients of one world, the socket relay, reloads, the ruleset switch, escaping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { USERS, expectWrites, resetStats, stats, startSandbox, waitReady, type Sandbox } from "./harness";

let sb: Sandbox;
let gm: Page;
let player: Page;

type Win = Window & {
  __sandbox: { hooks: string[]; queueDice(d: number[]): void; notice: string | null };
  game: {
    actors: {
      getName(n: string):
        | {
            id: string;
            name: string;
            system: { hp: { value: number; max: number } };
            update(c: object): Promise<unknown>;
          }
        | undefined;
    };
    user: { targets: Set<unknown> };
    socket: { emit(channel: string, payload: unknown): void };
  };
  __fixtureSocket?: unknown[];
  __fixtureSenders?: string[];
};

const hp = (page: Page, name: string): Promise<number | undefined> =>
  page.evaluate((n) => (window as unknown as Win).game.actors.getName(n)?.system.hp.value, name);

beforeAll(async () => {
  sb = await startSandbox();
  gm = await sb.open("gm");
  player = await sb.open("player");
});

afterAll(async () => {
  await sb?.close();
});

describe("the sandbox in Chromium (fixture system)", () => {
  it("boots the system through init, i18nInit, setup and ready, and seeds the active ruleset's encounter", async () => {
    const hooks = await gm.evaluate(() =>
      (window as unknown as Win).__sandbox.hooks.filter((h) =>
        ["init", "i18nInit", "setup", "ready"].includes(h),
      ),
    );
    expect(hooks).toEqual(["init", "i18nInit", "setup", "ready"]);
    await expect(
      gm
        .locator("#actor-directory .entry-name")
        .allTextContents()
        .then((n) => n.sort()),
    ).resolves.toEqual(["Goblin", "Hero"]);
    await expect(gm.locator(".fixture-combatant").count()).resolves.toBe(2);
  });

  it("renders a sheet with migrated and derived data; an action makes ONE write and a chat card", async () => {
    await gm.locator('[data-actor-id="heroActor0000001"] .open-sheet').click();
    const sheet = gm.locator(".fixture-sheet");
    await expect(sheet.locator(".hp").textContent()).resolves.toContain("12 / 12 (100%)");
    await gm.locator('[data-actor-id="goblinActor00001"] .target-toggle').click();
    await resetStats(gm);
    await gm.evaluate(() => (window as unknown as Win).__sandbox.queueDice([14]));
    await sheet.locator('[data-action="attack"]').click();
    const card = gm.locator(".chat-message.fixture-card").last();
    await expect(card.locator(".attack-line").textContent()).resolves.toBe("Hero attacks Goblin: 19");
    await expectWrites(gm, ["create ChatMessage"], { ordered: true });
    await sb.screenshot(gm, "sandbox-fixture-sheet-and-card");
    await expect(player.locator(".chat-message .attack-line").last().textContent()).resolves.toBe(
      "Hero attacks Goblin: 19",
    );
  });

  it("fires renderChatMessageHTML inside ChatMessage#renderHTML, as Foundry v13: an override's changes after super come after the hook", async () => {
    // v13's ChatMessage#renderHTML calls the hook before it returns (and defers to `system.renderHTML` when
    // the type's model defines one, then calls the hook with the message and that HTML): a document class
    // that fills its content after `super.renderHTML` does so after every hook listener ran
    const seen = await gm.evaluate(async () => {
      type Msg = { renderHTML(o?: object): Promise<HTMLElement>; system: unknown };
      const w = window as unknown as {
        CONFIG: { ChatMessage: { documentClass: new (data: object) => Msg } };
        Hooks: {
          on(name: string, fn: (m: Msg, html: HTMLElement) => void): number;
          off(n: string, id: number): void;
        };
      };
      const Base = w.CONFIG.ChatMessage.documentClass;
      class Filled extends Base {
        override async renderHTML(o?: object): Promise<HTMLElement> {
          const html = await super.renderHTML(o);
          const content = html.querySelector(".message-content");
          if (content) content.textContent = "filled after";
          return html;
        }
      }
      const texts: string[] = [];
      const id = w.Hooks.on("renderChatMessageHTML", (_m, html) =>
        texts.push(html.querySelector(".message-content")?.textContent ?? html.textContent ?? ""),
      );
      const filled = await new Filled({ content: "summary" }).renderHTML();
      const own = new Base({ content: "summary" });
      Object.defineProperty(own, "system", {
        value: {
          renderHTML: () => {
            const li = document.createElement("li");
            li.textContent = "the model's own";
            return Promise.resolve(li);
          },
        },
      });
      const delegated = await own.renderHTML();
      w.Hooks.off("renderChatMessageHTML", id);
      return {
        texts,
        filled: filled.querySelector(".message-content")?.textContent,
        delegated: delegated.textContent,
      };
    });
    expect(seen).toEqual({
      texts: ["summary", "the model's own"],
      filled: "filled after",
      delegated: "the model's own",
    });
  });

  it("submits the sheet form as one update, re-renders, and rejects invalid input without a change", async () => {
    const input = gm.locator('.fixture-sheet input[name="system.hp.value"]');
    await resetStats(gm);
    await input.fill("5");
    await input.dispatchEvent("change");
    await expect.poll(() => gm.locator(".fixture-sheet .hp").textContent()).toContain("5 / 12 (42%)");
    expect((await stats(gm)).writes).toHaveLength(1);
    await gm.locator('.fixture-sheet input[name="system.hp.value"]').fill("-3");
    await gm.locator('.fixture-sheet input[name="system.hp.value"]').dispatchEvent("change");
    await expect.poll(() => gm.locator(".notification.error").count()).toBeGreaterThan(0);
    expect(await hp(gm, "Hero")).toBe(5);
    await expect.poll(() => hp(player, "Hero")).toBe(5);
  });

  it("keeps ownership: the player edits its hero but cannot write the goblin", async () => {
    await expect(player.locator('[data-actor-id="goblinActor00001"] .open-sheet').isDisabled()).resolves.toBe(
      true,
    );
    const denied = await player.evaluate(async () => {
      try {
        await (window as unknown as Win).game.actors.getName("Goblin")?.update({ name: "Mine" });
        return "allowed";
      } catch (err) {
        return (err as Error).message;
      }
    });
    expect(denied).toMatch(/lacks permission/);
    await player.evaluate(() =>
      (window as unknown as Win).game.actors.getName("Hero")?.update({ "system.hp.value": 4 }),
    );
    await expect.poll(() => hp(gm, "Hero")).toBe(4);
  });

  it("relays the player's socket request to the GM, who writes for it", async () => {
    await player.evaluate(() =>
      (window as unknown as Win).game.socket.emit("system.tempo", {
        type: "heal",
        actorId: "heroActor0000001",
      }),
    );
    await expect.poll(() => hp(player, "Hero")).toBe(12);
    expect(await player.evaluate(() => (window as unknown as Win).__fixtureSocket ?? [])).toEqual([]);
    // as in Foundry, the listener's second argument is the sender, named by the server from the connection
    expect(await gm.evaluate(() => (window as unknown as Win).__fixtureSenders)).toEqual([USERS.player]);
  });

  it("rolls initiative, starts the combat and advances the tracker, one write per click", async () => {
    // combatants roll in their creation order: the first gets 18, the second 3
    const names = await gm.evaluate(async () => {
      const w = window as unknown as Win & {
        game: { combat: { rollAll(): Promise<unknown>; combatants: { contents: { name: string }[] } } };
      };
      w.__sandbox.queueDice([18, 3]);
      await w.game.combat.rollAll();
      return w.game.combat.combatants.contents.map((c) => c.name);
    });
    const [first = "", second = ""] = names;
    await expect
      .poll(() => gm.locator(".fixture-combatant").allTextContents())
      .toEqual([`${first} (18)`, `${second} (3)`]);
    await resetStats(gm);
    await gm.locator('.fixture-tracker [data-action="startCombat"]').click();
    await expect.poll(() => gm.locator(".fixture-combatant.active").textContent()).toContain(first);
    await gm.locator('.fixture-tracker [data-action="nextTurn"]').click();
    await expect.poll(() => gm.locator(".fixture-combatant.active").textContent()).toContain(second);
    await expectWrites(gm, ["update Combat", "update Combat"], { ordered: true });
    await expect.poll(() => player.locator(".fixture-combatant.active").textContent()).toContain(second);
    await sb.screenshot(gm, "sandbox-fixture-tracker");
  });

  it("re-renders the combat tracker once for a batch of combatant updates, as Foundry's Combat does (issue 16)", async () => {
    // Foundry coalesces a batch's combatant changes into one tracker render (Combat#debounceSetup and the
    // descendant-documents callbacks): one render per batch, on every client, never one per combatant
    await resetStats(player);
    await gm.evaluate(async () => {
      type C = { id: string };
      const w = window as unknown as {
        game: {
          combat: {
            combatants: { contents: C[] };
            updateEmbeddedDocuments(n: string, d: object[]): Promise<unknown>;
          };
        };
      };
      const ids = w.game.combat.combatants.contents.map((c) => c.id);
      await w.game.combat.updateEmbeddedDocuments(
        "Combatant",
        ids.map((id, i) => ({ _id: id, initiative: 20 - i })),
      );
    });
    await expect.poll(() => player.locator(".fixture-combatant").first().textContent()).toContain("(20)");
    // the fixture system's tracker is the stand-in's CombatTracker under its own class name
    const renders = (await stats(player)).renders.filter((r) => r.app.endsWith("Tracker"));
    expect(renders.length).toBe(1);
  });

  it("loads Font Awesome as Foundry's pages do: a `fa-solid` icon draws with its font", async () => {
    const family = await gm.evaluate(async () => {
      const icon = document.createElement("i");
      icon.className = "fa-solid fa-dice-d20";
      document.body.append(icon);
      await document.fonts.ready;
      const font = getComputedStyle(icon, "::before").fontFamily;
      const loaded = [...document.fonts].some(
        (f) => f.family.includes("Font Awesome 6 Free") && f.status === "loaded",
      );
      icon.remove();
      return { font, loaded };
    });
    expect(family.font).toContain("Font Awesome 6 Free");
    expect(family.loaded).toBe(true);
  });

  it("keeps the world across a reload", async () => {
    await player.reload();
    await waitReady(player);
    expect(await hp(player, "Hero")).toBe(12);
    await expect(player.locator(".fixture-combatant.active").count()).resolves.toBe(1);
  });

  it("leaves a hidden combatant out of a player's tracker, as core's tracker does; the GM still sees it", async () => {
    const count = (page: Page) => page.locator(".fixture-combatant").count();
    const before = await count(player);
    await gm.evaluate(async () => {
      const w = window as unknown as {
        game: {
          combat: { combatants: { contents: { players: unknown[]; update(d: object): Promise<unknown> }[] } };
        };
      };
      // a combatant no player owns (the goblin's)
      await w.game.combat.combatants.contents.find((x) => x.players.length === 0)?.update({ hidden: true });
    });
    await expect.poll(() => count(player)).toBe(before - 1);
    expect(await count(gm)).toBe(before);
  });

  it("shows hostile names as text in the directory, the tracker and the chat", async () => {
    const name = '<img src=x onerror="window.__pwned=1">{{x}}<script>window.__pwned=2</script>';
    await gm.evaluate(async (n) => {
      const w = window as unknown as {
        Actor: { create(d: object): Promise<{ id: string }> };
        game: { combat: { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> } };
        ChatMessage: { create(d: object): Promise<unknown> };
      };
      const actor = await w.Actor.create({ name: n, type: "npc" });
      await w.game.combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id }]);
      await w.ChatMessage.create({ content: "plain", speaker: { alias: n } });
    }, name);
    await expect.poll(() => gm.locator("#actor-directory .entry-name").allTextContents()).toContain(name);
    await expect.poll(() => gm.locator(".fixture-combatant").allTextContents()).toContain(`${name} (-)`);
    await expect(gm.locator(".chat-message .message-sender").last().textContent()).resolves.toBe(name);
    expect(await gm.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it("rejects a template part without exactly one root element, as Foundry does", async () => {
    const message = await gm.evaluate(async () => {
      type Api = {
        ApplicationV2: new () => object;
        HandlebarsApplicationMixin(b: unknown): new () => { render(o: object): Promise<unknown> };
      };
      const api = (window as unknown as { foundry: { applications: { api: Api } } }).foundry.applications.api;
      const Base = api.HandlebarsApplicationMixin(api.ApplicationV2);
      class Broken extends Base {
        static PARTS = { main: { template: "systems/tempo/templates/broken.hbs" } };
      }
      try {
        await new Broken().render({ force: true });
        return "rendered";
      } catch (err) {
        return (err as Error).message;
      }
    });
    expect(message).toMatch(/Template part "main" .* must render a single HTML element/);
  });

  it("switches the ruleset: the world setting changes, the world reseeds, both pages reload", async () => {
    const reloaded = player.waitForEvent("load");
    await Promise.all([gm.waitForEvent("load"), gm.locator("#sandbox-ruleset").selectOption("beta")]);
    await waitReady(gm);
    await reloaded;
    await waitReady(player);
    expect([sb.server.world.state.seededRuleset, sb.server.world.state.settings["tempo.ruleset"]]).toEqual([
      "beta",
      "beta",
    ]);
    await expect(gm.locator("#actor-directory .entry-name").allTextContents()).resolves.toEqual(["Ogre"]);
    await expect(player.locator("#sandbox-ruleset").inputValue()).resolves.toBe("beta");
    await expect(player.locator("#sandbox-ruleset").isDisabled()).resolves.toBe(true);
  });
});

describe("a world that starts in its ruleset, and the pages the harness keeps between suites", () => {
  type SettingsWin = Window & {
    game: {
      settings: {
        get(ns: string, k: string): unknown;
        set(ns: string, k: string, v: unknown): Promise<unknown>;
      };
    };
  };
  const rollMode = (page: Page): Promise<unknown> =>
    page.evaluate(() => (window as unknown as SettingsWin).game.settings.get("core", "rollMode"));

  it("seeds the chosen ruleset on the GM's first visit, with no switch and no reload", async () => {
    const started = await startSandbox({ ruleset: "beta" });
    try {
      const page = await started.open("gm");
      expect([
        started.server.world.state.seededRuleset,
        started.server.world.state.settings["tempo.ruleset"],
      ]).toEqual(["beta", "beta"]);
      await expect(page.locator("#actor-directory .entry-name").allTextContents()).resolves.toEqual(["Ogre"]);
      await expect(page.locator("#sandbox-ruleset").inputValue()).resolves.toBe("beta");
      // the page was loaded once, never reloaded by a switch
      const navigation = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type,
      );
      expect(navigation).toBe("navigate");
    } finally {
      await started.close();
    }
  });

  it("a page kept from the suite before starts clean: another world, no client setting of the last one", async () => {
    const first = await startSandbox();
    const page = await first.open("gm");
    await page.evaluate(() =>
      (window as unknown as SettingsWin).game.settings.set("core", "rollMode", "gmroll"),
    );
    expect(await rollMode(page)).toBe("gmroll");
    await first.close();
    const second = await startSandbox();
    try {
      const again = await second.open("gm");
      expect(again).toBe(page); // the same page, kept by the harness
      expect(again.url()).toContain(second.url);
      expect(await rollMode(again)).not.toBe("gmroll");
    } finally {
      await second.close();
    }
  });
});
