import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, firstInvalidField, validateContact } from "../../src/elements/contact/validate.ts";

const VALID = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello" };

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validateContact(VALID)).toEqual({});
  });

  it("requires a name", () => {
    expect(validateContact({ ...VALID, name: "" })).toEqual({ name: "Name is required." });
  });

  it("requires an email", () => {
    expect(validateContact({ ...VALID, email: "" })).toEqual({ email: "Email is required." });
  });

  it("requires a message", () => {
    expect(validateContact({ ...VALID, message: "" })).toEqual({ message: "Message is required." });
  });

  it("reports every missing field at once", () => {
    expect(validateContact({ name: "", email: "", message: "" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      message: "Message is required.",
    });
  });

  it("counts a field of only spaces as empty", () => {
    expect(validateContact({ name: "   ", email: " \t", message: "\n\n" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      message: "Message is required.",
    });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada@example.", "ada@.com", "ada example@x.com", "ada@ex ample.com", "a@b@c.com", "ada.example.com"])(
    "rejects %j as not valid",
    (email) => {
      expect(validateContact({ ...VALID, email })).toEqual({ email: "Email is not valid." });
    },
  );

  it.each(["a@b.c", "ada@example.com", "ada.lovelace+news@mail.example.co.uk", "ÿ@ü.é", " ada@example.com "])(
    "accepts %j as text@text.text",
    (email) => {
      expect(validateContact({ ...VALID, email })).toEqual({});
    },
  );

  it("says an address is missing rather than invalid when it is empty", () => {
    expect(validateContact({ ...VALID, email: "" }).email).toBe("Email is required.");
  });

  it("sets no length limit", () => {
    const long = "x".repeat(100_000);
    expect(validateContact({ name: long, email: `${long}@${long}.${long}`, message: long })).toEqual({});
  });
});

describe("firstInvalidField", () => {
  it("follows the form's order, not the order errors were found", () => {
    expect(CONTACT_FIELDS).toEqual(["name", "email", "message"]);
    expect(firstInvalidField({ message: "Message is required.", email: "Email is not valid." })).toBe("email");
    expect(firstInvalidField({ message: "Message is required." })).toBe("message");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
