// WCAG 2 text contrast measured in the page: each visible text element's computed colour against the
// background it is actually drawn on (the element's and its ancestors' background colours composited
// up to the first opaque one, ancestors' opacity applied to the text).
import type { Locator } from "playwright-core";

export interface LowContrast {
  text: string;
  ratio: number;
  color: string;
  background: string;
}

/** Every text element under `root` whose contrast is below `min` (disabled or unavailable controls with the text inside them, and defeated rows, are exempt, as WCAG exempts inactive components). */
export function lowContrast(root: Locator, min = 4.5): Promise<LowContrast[]> {
  return root.evaluate((rootEl, threshold) => {
    type RGBA = [number, number, number, number];
    const parse = (css: string): RGBA => {
      const m = /rgba?\(([^)]+)\)/.exec(css);
      if (!m) return [0, 0, 0, 0];
      const parts = (m[1] ?? "")
        .split(/[,\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: RGBA, bottom: RGBA): RGBA => {
      const a = top[3];
      return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (bottom[i] ?? 0) * (1 - a)).concat(1) as RGBA;
    };
    const luminance = ([r, g, b]: RGBA): number => {
      const lin = (c: number): number => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const backgroundOf = (el: Element): RGBA => {
      const layers: RGBA[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let color: RGBA = [255, 255, 255, 1];
      for (const layer of layers.reverse()) color = over(layer, color);
      return color;
    };
    const opacityOf = (el: Element): number => {
      let o = 1;
      for (let node: Element | null = el; node; node = node.parentElement)
        o *= Number(getComputedStyle(node).opacity);
      return o;
    };
    const hasOwnText = (el: Element): boolean =>
      ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName)
        ? Boolean((el as HTMLInputElement).value?.trim())
        : [...el.childNodes].some(
            (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "",
          );
    const out: { text: string; ratio: number; color: string; background: string }[] = [];
    for (const el of [rootEl, ...rootEl.querySelectorAll("*")]) {
      if (!hasOwnText(el) || el.getClientRects().length === 0) continue;
      // the text of a disabled control is part of an inactive component (a label inside the button too),
      // as is that of one marked unavailable yet focusable (aria-disabled: src/foundry/reasons.ts)
      const inactive = ":disabled, [aria-disabled='true'], .defeated, option, [hidden]";
      if ((el as HTMLInputElement).disabled || el.closest(inactive)) continue;
      if (["checkbox", "radio", "hidden"].includes((el as HTMLInputElement).type)) continue;
      const background = backgroundOf(el);
      const text = parse(getComputedStyle(el).color);
      const drawn = over([text[0], text[1], text[2], text[3] * opacityOf(el)], background);
      const [l1, l2] = [luminance(drawn), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      if (ratio < threshold) {
        out.push({
          text: (el.textContent || (el as HTMLInputElement).value || "").trim().slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
          color: getComputedStyle(el).color,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(", ")})`,
        });
      }
    }
    return out;
  }, min);
}
