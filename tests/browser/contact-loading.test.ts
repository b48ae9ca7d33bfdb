/**
 * The e-mail library is fetched only when a visitor starts on the form: a page showing <portfolio-contact>
 * downloads it on the first focus of a field, never before. (A page of its own: nothing else here has sent.)
 */
import { expect } from "chai";
import { idle, mount, unmountAll, waitFor } from "./helpers.ts";

const mailLibraryRequests = () =>
  performance.getEntriesByType("resource").filter((entry) => /emailjs/i.test(entry.name)).map((entry) => entry.name);

describe("<portfolio-contact> loading", () => {
  afterEach(unmountAll);

  it("fetches the e-mail library on the first focus of the form, not when the element appears", async () => {
    const element = await mount("portfolio-contact", {});
    const name = await waitFor(() => element.shadowRoot?.querySelector<HTMLInputElement>('input[name="name"]'), "the form");
    await idle();
    expect(mailLibraryRequests()).to.deep.equal([]);
    name.focus();
    await waitFor(() => mailLibraryRequests().length > 0, "a request for the e-mail library");
  });
});
