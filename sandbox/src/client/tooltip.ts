// Foundry's tooltip (`game.tooltip`, a TooltipManager): hovering an element with `data-tooltip` shows its
// text in the page's one #tooltip element, a localization key localized first. The stand-in shows it as
// HTML, the unkinder reading of what Foundry does with `data-tooltip`, so a name that is not escaped in a
// tooltip runs here as it could there (docs/foundry-api.md).
export class TooltipManager {
  readonly tooltip: HTMLElement;
  element: HTMLElement | null = null;

  constructor(private readonly localize: (key: string) => string) {
    const existing = document.getElementById("tooltip");
    this.tooltip = existing ?? document.body.appendChild(document.createElement("aside"));
    this.tooltip.id = "tooltip";
    this.tooltip.setAttribute("role", "tooltip");
    document.addEventListener("pointerover", (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-tooltip]") : null;
      if (target instanceof HTMLElement) this.activate(target);
      else if (this.element) this.deactivate();
    });
  }

  activate(element: HTMLElement, options: { text?: string } = {}): void {
    this.element = element;
    this.tooltip.innerHTML = this.localize(options.text ?? element.dataset.tooltip ?? "");
    this.tooltip.classList.add("active");
  }

  deactivate(): void {
    this.element = null;
    this.tooltip.classList.remove("active");
    this.tooltip.innerHTML = "";
  }
}
