// A transport that talks to an in-process World (node tests of the client runtime).
import type { ServerEvent } from "../core/protocol";
import { randomID } from "../core/utils";
import type { Transport } from "../documents/runtime";
import type { World } from "../server/world";

export class LocalTransport implements Transport {
  readonly clientId = randomID();
  readonly received: ServerEvent[] = [];
  readonly disconnect: () => void;

  constructor(
    readonly world: World,
    readonly userId: string,
    onEvent: (event: ServerEvent) => void = () => {},
  ) {
    this.disconnect = world.connect(this.clientId, userId, (event) => {
      this.received.push(event);
      onEvent(event);
    });
  }

  async modify(req: Parameters<Transport["modify"]>[0]): ReturnType<Transport["modify"]> {
    return structuredClone(
      this.world.modify(structuredClone({ ...req, userId: this.userId, clientId: this.clientId })),
    );
  }
  async socket(channel: string, payload: unknown): Promise<void> {
    this.world.socket(this.clientId, channel, payload);
  }
  async setSetting(key: string, value: unknown): Promise<void> {
    this.world.setSetting(this.userId, this.clientId, key, value);
  }
  async advanceTime(delta: number): Promise<number> {
    return this.world.advanceTime(this.userId, this.clientId, delta);
  }
}
