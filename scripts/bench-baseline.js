// The floor of any React build of the elements: React, react-dom/client and r2wc, nothing of ours.
import r2wc from "@r2wc/react-to-web-component";

customElements.define("bench-baseline", r2wc(() => null));
