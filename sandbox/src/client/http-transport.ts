// The browser's connection to the world server: JSON POSTs and a Server-Sent Events stream.
import type { ServerEvent } from "../core/protocol";
import { randomID } from "../core/utils";
import type { Transport } from "../documents/runtime";

export class HttpTransport implements Transport {
  readonly clientId = randomID();
  #source: EventSource | null = null;

  constructor(readonly userId: string) {}

  /** Opens the event stream; resolves once the server has registered this client. */
  connect(onEvent: (event: ServerEvent) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      const source = new EventSource(
        `/api/events?client=${this.clientId}&user=${encodeURIComponent(this.userId)}`,
      );
      this.#source = source;
      source.onopen = () => resolve();
      source.onerror = () => reject(new Error("The world server's event stream failed"));
      source.onmessage = (message: MessageEvent<string>) => onEvent(JSON.parse(message.data) as ServerEvent);
    });
  }

  close(): void {
    this.#source?.close();
  }

  async #post<T>(route: string, body: object): Promise<T> {
    const res = await fetch(`/api/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, userId: this.userId, clientId: this.clientId }),
    });
    const data = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(data.error ?? `The world server answered ${res.status}`);
    return data;
  }

  modify(req: Parameters<Transport["modify"]>[0]): ReturnType<Transport["modify"]> {
    return this.#post("modify", req);
  }
  async socket(channel: string, payload: unknown): Promise<void> {
    await this.#post("socket", { channel, payload });
  }
  async setSetting(key: string, value: unknown): Promise<void> {
    await this.#post("setting", { key, value });
  }
  async advanceTime(delta: number): Promise<number> {
    return (await this.#post<{ worldTime: number }>("time", { delta })).worldTime;
  }
  async reset(ruleset: string | null): Promise<void> {
    await this.#post("reset", { ruleset });
  }
}
