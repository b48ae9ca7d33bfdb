import { defineElements } from "./elements.ts";

defineElements();
