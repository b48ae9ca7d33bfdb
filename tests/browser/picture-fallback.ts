import { expect } from "chai";
import { textOf } from "./helpers.ts";

/**
 * The fallback of a missing or broken picture: a 16:9 box with the title's monogram and the title, both centred in it
 * (never a letter in a corner).
 */
export function expectCentredFallback(fallback: HTMLElement, monogram: string): void {
  const box = fallback.getBoundingClientRect();
  expect(box.height).to.be.closeTo((box.width * 9) / 16, 1.5);
  const mark = fallback.querySelector(".picture-monogram")!;
  expect(textOf(mark)).to.equal(monogram);
  const parts = [mark, fallback.querySelector(".picture-name")!].map((part) => part.getBoundingClientRect());
  const [top, bottom] = [Math.min(...parts.map((part) => part.top)), Math.max(...parts.map((part) => part.bottom))];
  expect((top + bottom) / 2 - (box.top + box.bottom) / 2, "centred down the box").to.be.closeTo(0, 2);
  for (const part of parts) expect((part.left + part.right) / 2 - (box.left + box.right) / 2, "centred across the box").to.be.closeTo(0, 2);
}
