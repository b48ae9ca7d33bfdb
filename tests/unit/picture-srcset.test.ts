/**
 * A project's picture offers smaller versions (`srcset`, with the slot's `sizes`) only where its host makes them on
 * request: Hygraph's asset CDN, a transformation before the file's handle. Any other picture is shown as it is.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardPicture } from "../../src/elements/details/Card.tsx";
import { avifSrcset, resizedSrcset } from "../../src/elements/details/srcset.ts";

describe("srcset where the host resizes", () => {
  it("Hygraph's CDN: a resize before the handle, for each width under the picture's own, then the picture", () => {
    expect(resizedSrcset({ url: "https://media.graphassets.com/AbC123", width: 1400, height: 788 })).toBe(
      "https://media.graphassets.com/resize=width:480/AbC123 480w, https://media.graphassets.com/resize=width:800/AbC123 800w, " +
        "https://media.graphassets.com/resize=width:1200/AbC123 1200w, https://media.graphassets.com/AbC123 1400w",
    );
    // A regional address keeps its environment before the transformation.
    expect(resizedSrcset({ url: "https://eu-central-1-shared-euc1-02.graphassets.com/env1/handle2", width: 900, height: 500 })).toBe(
      "https://eu-central-1-shared-euc1-02.graphassets.com/env1/resize=width:480/handle2 480w, " +
        "https://eu-central-1-shared-euc1-02.graphassets.com/env1/resize=width:800/handle2 800w, " +
        "https://eu-central-1-shared-euc1-02.graphassets.com/env1/handle2 900w",
    );
  });

  it("none for another host, an unknown width, a picture already small, or an address already transformed", () => {
    expect(resizedSrcset({ url: "https://cdn.example/shot.png", width: 1600, height: 900 })).toBeUndefined();
    expect(resizedSrcset({ url: "https://graphassets.com.evil.example/AbC", width: 1600, height: 900 })).toBeUndefined();
    expect(resizedSrcset({ url: "http://media.graphassets.com/AbC", width: 1600, height: 900 })).toBeUndefined();
    expect(resizedSrcset({ url: "https://media.graphassets.com/AbC" })).toBeUndefined();
    expect(resizedSrcset({ url: "https://media.graphassets.com/AbC", width: 400, height: 300 })).toBeUndefined();
    expect(resizedSrcset({ url: "https://media.graphassets.com/resize=width:100/AbC", width: 1600, height: 900 })).toBeUndefined();
    expect(resizedSrcset({ url: "https://media.graphassets.com/a/b/c", width: 1600, height: 900 })).toBeUndefined();
  });

  it("a local picture's light versions (src/site/project-pictures.ts): each smaller width beside the largest", () => {
    expect(resizedSrcset({ url: "/project-pictures/project-0123456789abcdef-1200.webp", width: 1200, height: 675 })).toBe(
      "/project-pictures/project-0123456789abcdef-480.webp 480w, /project-pictures/project-0123456789abcdef-800.webp 800w, " +
        "/project-pictures/project-0123456789abcdef-1200.webp 1200w",
    );
    // Only where the address's width is the picture's: otherwise the names would not be the made ones.
    expect(resizedSrcset({ url: "https://me.example/assets/project-0123456789abcdef-1600.webp", width: 1200, height: 675 })).toBeUndefined();
    expect(resizedSrcset({ url: "https://me.example/assets/project-xyz-1600.webp", width: 1600, height: 900 })).toBeUndefined();
    // Their AVIF siblings, for the <picture>'s <source>; none for any other picture.
    expect(avifSrcset({ url: "/p/project-0123456789abcdef-800.webp", width: 800, height: 450 })).toBe(
      "/p/project-0123456789abcdef-480.avif 480w, /p/project-0123456789abcdef-800.avif 800w",
    );
    expect(avifSrcset({ url: "https://media.graphassets.com/AbC", width: 1400, height: 788 })).toBeUndefined();
  });

  it("a card's picture carries srcset and sizes on Hygraph, neither elsewhere", () => {
    const card = (url: string) =>
      renderToStaticMarkup(createElement(CardPicture, { project: { id: "p", title: "P", tags: [], image: { url, width: 1200, height: 675 } } }));
    const hygraph = card("https://media.graphassets.com/AbC");
    // React writes the attribute's name as `srcSet` (HTML's names know no case).
    expect(hygraph).toMatch(/ srcset="https:\/\/media\.graphassets\.com\/resize=width:480\/AbC 480w,/i);
    expect(hygraph).toContain('sizes="(max-width: 36rem) 100vw, (max-width: 56rem) 50vw, 24rem"');
    const elsewhere = card("https://cdn.example/shot.png");
    expect(elsewhere).not.toMatch(/srcset/i);
    expect(elsewhere).not.toContain("sizes");
  });
});
