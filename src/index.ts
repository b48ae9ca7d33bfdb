import { defineElement } from "./define.ts";
import { ELEMENTS } from "./elements.ts";

for (const definition of ELEMENTS) defineElement(definition);
