// A tiny system for testing the sandbox before (and besides) Tempo's own dist/.
/* global foundry, game, CONFIG, Hooks, ui, Actor, Roll, ChatMessage */
const { fields } = foundry.data;
const { HandlebarsApplicationMixin } = foundry.applications.api;

class CharacterData extends foundry.abstract.TypeDataModel {
  static defineSchema() {
    return {
      hp: new fields.SchemaField({
        value: new fields.NumberField({
          required: true,
          nullable: false,
          integer: true,
          min: 0,
          initial: 10,
        }),
        max: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 10 }),
      }),
      acc: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    };
  }
  static migrateData(source) {
    if (typeof source.health === "number") {
      source.hp = { ...(source.hp ?? {}), value: source.health };
      delete source.health;
    }
    return super.migrateData(source);
  }
  prepareDerivedData() {
    this.hp.pct = Math.round((100 * this.hp.value) / this.hp.max);
  }
}

class WeaponData extends foundry.abstract.TypeDataModel {
  static defineSchema() {
    return { damage: new fields.StringField({ required: true, blank: false, initial: "1d6" }) };
  }
}

class FixtureActor extends Actor {
  /** Attacks the one target: one roll, one chat message (one write). */
  async attack(itemId) {
    const item = this.items.get(itemId);
    const target = [...game.user.targets][0];
    if (!item || !target) return ui.notifications.warn("Target one token first");
    const roll = await new Roll("1d20 + @acc", this.getRollData()).evaluate();
    const content = await foundry.applications.handlebars.renderTemplate("systems/tempo/templates/card.hbs", {
      attacker: this.name,
      target: target.name,
      total: roll.total,
    });
    return ChatMessage.create({
      content,
      rolls: [roll],
      speaker: ChatMessage.getSpeaker({ actor: this }),
      flags: { tempo: { target: target.id } },
    });
  }
}

class FixtureSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) {
  static DEFAULT_OPTIONS = {
    classes: ["fixture"],
    form: { submitOnChange: true },
    actions: {
      attack(event, target) {
        return this.actor.attack(target.dataset.itemId);
      },
    },
  };
  static PARTS = { main: { template: "systems/tempo/templates/sheet.hbs" } };
  async _prepareContext(options) {
    const context = await super._prepareContext(options);
    return {
      ...context,
      actor: this.actor,
      system: this.actor.system,
      weapons: this.actor.itemTypes.weapon ?? [],
    };
  }
}

class FixtureTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  static PARTS = { tracker: { template: "systems/tempo/templates/tracker.hbs" } };
}

Hooks.once("init", () => {
  game.settings.register("tempo", "ruleset", {
    name: "Ruleset",
    scope: "world",
    config: true,
    requiresReload: true,
    type: String,
    choices: { alpha: "FIXTURE.Alpha", beta: "FIXTURE.Beta" },
    default: "alpha",
  });
  CONFIG.Actor.documentClass = FixtureActor;
  CONFIG.Actor.dataModels = { character: CharacterData, npc: CharacterData };
  CONFIG.Item.dataModels = { weapon: WeaponData };
  CONFIG.ui.combat = FixtureTracker;
  foundry.documents.collections.Actors.registerSheet("tempo", FixtureSheet, {
    types: ["character", "npc"],
    makeDefault: true,
  });
  game.tempo = { fixture: true };
});

Hooks.once("ready", () => {
  game.socket.on("system.tempo", (payload, senderId) => {
    window.__fixtureSocket = [...(window.__fixtureSocket ?? []), payload];
    window.__fixtureSenders = [...(window.__fixtureSenders ?? []), senderId];
    if (payload?.type === "heal" && game.user === game.users.activeGM) {
      const actor = game.actors.get(payload.actorId);
      actor?.update({ "system.hp.value": actor.system.hp.max });
    }
  });
});

Hooks.on("renderChatMessageHTML", (message, html) => {
  html.classList.add("fixture-card");
});
