import "portfolio-elements";
import { LitElement, html } from "lit";

/** A Lit page holding our elements in its light DOM, so the test reads them as it does the other apps'. */
class InteropPage extends LitElement {
  static properties = { name: {}, theme: {}, shown: {}, heard: {} };

  constructor() {
    super();
    this.name = "Ada Lit";
    this.theme = "light";
    this.shown = true;
    this.heard = [];
    window.interop = { update: (patch) => Object.assign(this, patch) };
  }

  createRenderRoot() {
    return this;
  }

  render() {
    // name=${} is an attribute, .theme=${} a property, @event a listener.
    return html`
      <portfolio-hero id="a" name=${this.name} .theme=${this.theme}></portfolio-hero>
      ${this.shown
        ? html`<portfolio-projects endpoint="/graphql" @portfolio-projects-loaded=${(event) => (this.heard = [...this.heard, `loaded ${event.detail.count}`])}></portfolio-projects>`
        : ""}
      <p id="heard">${this.heard.join(", ")}</p>
    `;
  }
}
customElements.define("interop-page", InteropPage);
