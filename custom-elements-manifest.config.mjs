// `cem analyze` (in `npm run build`): the Custom Elements Manifest, dist/custom-elements.json, read from each
// element's class and its JSDoc (src/elements/<name>/<name>-element.ts), and the
// package's types: tsc's declarations (tsconfig.types.json) with the React JSX typings read from the manifest.
import { portfolioManifest, typesEntry } from "./scripts/cem-portfolio.mjs";

export default {
  globs: ["src/define/element.ts", "src/elements/*/*-element.ts"],
  outdir: "dist",
  packagejson: false,
  plugins: [
    portfolioManifest(),
    typesEntry("dist"),
  ],
};
