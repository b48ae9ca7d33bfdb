import { defineElement } from "./define.ts";
import { ELEMENTS, type PortfolioTag } from "./elements.ts";

for (const tag of Object.keys(ELEMENTS) as PortfolioTag[]) defineElement(tag, ELEMENTS[tag]);
