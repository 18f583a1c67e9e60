// Messages an older Tempo posted still show and work now that cards render themselves from their data
// (issue 27, migration/cards.ts): a Three-Action card that kept only its targets, and a Combat Roll attack
// card waiting for a maneuver whose choices it never stored, show the HTML they were written with, wired as
// any card (secrets filled per viewer, buttons the route's); a Die-Step card, whose data was always whole,
// renders from it. The server stores each as it was written (author the GM), as in an upgraded world.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  BANDIT,
  MIRA,
  pageErrors,
  startThreeAction,
  useSandbox,
  USERS,
  type Sandbox,
} from "../foundry/three-action/e2e-helpers";

type Source = Record<string, unknown>;
type Win = Window & {
  CONFIG: { ChatMessage: { dataModels: Record<string, new () => { toObject(): Source }> } };
};

/** Posts messages straight to the world's server, as an older Tempo's GM wrote them. */
async function storeMessages(sb: Sandbox, data: Source[]): Promise<void> {
  const res = await fetch(`${sb.url}api/modify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      userId: USERS.gm,
      clientId: "cards-migration-test",
      action: "create",
      documentName: "ChatMessage",
      options: { keepId: true },
      data: data.map((d) => ({ author: USERS.gm, ...d })),
    }),
  });
  if (!res.ok) throw new Error(`modify: ${res.status} ${await res.text()}`);
}

/** A card type's initial data, without the fields an older Tempo did not store. */
function initialData(page: Page, type: string, without: string[]): Promise<Source> {
  return page.evaluate(
    ([t, drop]) => {
      const data = new (window as unknown as Win).CONFIG.ChatMessage.dataModels[t]!().toObject();
      for (const key of drop) delete data[key];
      return data;
    },
    [type, without] as const,
  );
}

const shown = (page: Page, id: string) => page.locator(`.chat-message[data-message-id="${id}"]`);
const MIRA_UUID = `Actor.${MIRA}`;
const BANDIT_UUID = `Actor.${BANDIT}`;

describe("messages posted by an older Tempo, after the upgrade", () => {
  let sb: Sandbox;
  let gm: Page;
  let player: Page;

  useSandbox(startThreeAction, (s) => ({ sb, gm, player } = s), 60_000);

  it("a Three-Action card that kept only its targets shows its HTML, its Defense filled per viewer", async () => {
    await storeMessages(sb, [
      {
        _id: "oldTaCard0000001",
        type: "taCard",
        system: { targets: [{ uuid: BANDIT_UUID, against: 12 }] },
        content:
          '<div class="tempo-card tempo-ta-card" data-outcome="hit"><header>Mira &rarr; Bandit: Old Sword</header>' +
          `<p class="tempo-ta-result" data-tempo-subject="${BANDIT_UUID}"><span class="tempo-ta-total">19</span> vs ` +
          'Physical Defense <span class="tempo-ta-against" data-tempo-value="targets.0.against"></span>: <strong>success</strong></p></div>',
      },
    ]);
    for (const page of [gm, player]) {
      await expect
        .poll(() => shown(page, "oldTaCard0000001").locator(".tempo-ta-card header").textContent())
        .toBe("Mira → Bandit: Old Sword");
      await expect(shown(page, "oldTaCard0000001").locator(".tempo-ta-total").textContent()).resolves.toBe(
        "19",
      );
    }
    await expect(shown(gm, "oldTaCard0000001").locator(".tempo-ta-against").textContent()).resolves.toBe(
      "12",
    );
    await expect(shown(player, "oldTaCard0000001").locator(".tempo-ta-against").textContent()).resolves.toBe(
      "?",
    );
  });

  it("a Combat Roll card waiting for the winner's maneuver shows the buttons it was written with, wired", async () => {
    const system = {
      ...(await initialData(gm, "contest", ["choices", "legacy"])),
      kind: "attack",
      attacker: BANDIT_UUID,
      target: MIRA_UUID,
      attackerName: "Bandit",
      targetName: "Mira",
      defense: "dodge",
      outcome: "attacker-critical",
    };
    await storeMessages(sb, [
      {
        _id: "oldContest000001",
        type: "contest",
        system,
        content:
          '<div class="tempo-card tempo-cr-card tempo-cr-attack-card" data-outcome="attacker-critical">' +
          '<div class="tempo-cr-maneuvers"><button type="button" data-action="tempoAction" data-tempo-action="maneuver" ' +
          'data-maneuver="trip">Trip</button><button type="button" data-action="tempoAction" ' +
          'data-tempo-action="maneuver" data-maneuver="bash" disabled>Bash</button></div></div>',
      },
    ]);
    const buttons = (page: Page) => shown(page, "oldContest000001").locator("[data-tempo-action='maneuver']");
    await expect.poll(() => buttons(gm).count()).toBe(2);
    // the winner's maneuver, as the GM offered it then: Trip open to the GM, Bash not allowed
    await expect(buttons(gm).first().isEnabled()).resolves.toBe(true);
    await expect(buttons(gm).last().isEnabled()).resolves.toBe(false);
    // wired by the one route: the player (Mira's owner, the loser) sees whose button it is
    await expect.poll(() => buttons(player).count()).toBe(2);
    await expect(buttons(player).first().isEnabled()).resolves.toBe(false);
    await expect(buttons(player).first().getAttribute("data-tooltip")).resolves.toBeTruthy();
  });

  it("a Die-Step card, whose data was always whole, renders from its data", async () => {
    const system = {
      ...(await initialData(gm, "dieStep", [])),
      kind: "opportunity",
      opportunity: true,
      attacker: MIRA_UUID,
      attackerName: "Mira",
      trigger: "exclusive-action",
      offers: [{ actor: BANDIT_UUID, combatantId: "", name: "Bandit", taken: false }],
    };
    await storeMessages(sb, [
      {
        _id: "oldDieStep000001",
        type: "dieStep",
        system,
        content: '<p class="tempo-stale">written then</p>',
      },
    ]);
    const card = shown(gm, "oldDieStep000001");
    await expect.poll(() => card.locator(".tempo-ds-take-offer").count()).toBe(1);
    await expect(card.locator(".tempo-ds-take-offer").textContent()).resolves.toContain("Bandit");
    await expect(card.locator(".tempo-stale").count()).resolves.toBe(0);
  });

  it("no error on either page", async () => {
    expect(await pageErrors(gm, player)).toEqual([]);
  });
});
