// ui.notifications: info / warn / error toasts (localized on request), also kept for tests.
import { escapeHTML } from "../core/utils";
import { appRegistry } from "./registry";

export interface Notice {
  type: "info" | "warning" | "error" | "success";
  message: string;
}

export class Notifications {
  readonly history: Notice[] = [];

  notify(
    message: string,
    type: Notice["type"] = "info",
    { localize = false, permanent = false }: { localize?: boolean; permanent?: boolean } = {},
  ): Notice {
    const text = localize ? appRegistry.localize(message) : message;
    const notice = { type, message: text };
    this.history.push(notice);
    if (typeof document !== "undefined") {
      const host = document.getElementById("notifications") ?? document.body;
      const el = document.createElement("li");
      el.className = `notification ${type}`;
      el.innerHTML = escapeHTML(text);
      host.append(el);
      if (!permanent) setTimeout(() => el.remove(), 5000);
    }
    return notice;
  }
  info(message: string, options?: { localize?: boolean; permanent?: boolean }): Notice {
    return this.notify(message, "info", options);
  }
  warn(message: string, options?: { localize?: boolean; permanent?: boolean }): Notice {
    return this.notify(message, "warning", options);
  }
  error(message: string, options?: { localize?: boolean; permanent?: boolean }): Notice {
    return this.notify(message, "error", options);
  }
  success(message: string, options?: { localize?: boolean; permanent?: boolean }): Notice {
    return this.notify(message, "success", options);
  }
}
