// game.settings: register / get / set with scopes, choices, types, onChange and requiresReload.
import { deepClone, isPlainObject } from "./utils";

export type SettingType =
  StringConstructor | NumberConstructor | BooleanConstructor | ObjectConstructor | ArrayConstructor;

export interface SettingConfig {
  key: string;
  namespace: string;
  name?: string;
  hint?: string;
  scope: "world" | "client" | "user";
  config?: boolean;
  requiresReload?: boolean;
  type?: SettingType;
  choices?: Record<string, string>;
  default?: unknown;
  range?: { min: number; max: number; step?: number };
  onChange?: (value: unknown, options?: object, userId?: string) => void;
}

export interface SettingsStore {
  isGM(): boolean;
  userId(): string;
  getWorld(id: string): unknown;
  /** Persists a world setting on the server (which checks the GM role again). */
  setWorld(id: string, value: unknown): Promise<void>;
  getClient(id: string): unknown;
  setClient(id: string, value: unknown): void;
}

export class ClientSettings {
  readonly settings = new Map<string, SettingConfig>();
  constructor(private readonly store: SettingsStore) {}

  register(namespace: string, key: string, config: Omit<SettingConfig, "key" | "namespace">): void {
    if (!namespace || !key)
      throw new Error("You must specify both namespace and key portions of the setting");
    const id = `${namespace}.${key}`;
    this.settings.set(id, { config: false, ...config, scope: config.scope ?? "client", key, namespace });
  }

  #config(namespace: string, key: string): SettingConfig {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    return config;
  }

  get(namespace: string, key: string): unknown {
    const config = this.#config(namespace, key);
    const id = `${namespace}.${key}`;
    const stored = config.scope === "world" ? this.store.getWorld(id) : this.store.getClient(id);
    return deepClone(stored === undefined ? config.default : cast(config, stored));
  }

  async set(namespace: string, key: string, value: unknown, options: object = {}): Promise<unknown> {
    const config = this.#config(namespace, key);
    const id = `${namespace}.${key}`;
    const cleaned = cast(config, value);
    validate(config, cleaned);
    if (config.scope === "world") {
      if (!this.store.isGM())
        throw new Error(`User ${this.store.userId()} lacks permission to update world setting ${id}`);
      await this.store.setWorld(id, cleaned);
    } else this.store.setClient(id, cleaned);
    config.onChange?.(deepClone(cleaned), options, this.store.userId());
    return cleaned;
  }

  /** A world setting changed by another client. */
  receiveWorld(id: string, value: unknown, userId: string): void {
    const config = this.settings.get(id);
    config?.onChange?.(cast(config, value), {}, userId);
  }
}

function cast(config: SettingConfig, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (config.type) {
    case Number:
      return Number(value);
    case Boolean:
      return value === "false" ? false : Boolean(value);
    case String:
      return String(value);
    default:
      return value;
  }
}

function validate(config: SettingConfig, value: unknown): void {
  const id = `${config.namespace}.${config.key}`;
  if (config.choices && !Object.prototype.hasOwnProperty.call(config.choices, String(value))) {
    throw new Error(`Invalid choice "${String(value)}" for setting ${id}`);
  }
  if (config.type === Number && Number.isNaN(value)) throw new Error(`Setting ${id} requires a number`);
  if (config.type === Object && !isPlainObject(value)) throw new Error(`Setting ${id} requires an object`);
  if (config.range && typeof value === "number" && (value < config.range.min || value > config.range.max)) {
    throw new Error(`Setting ${id} is out of its range`);
  }
}
