/** The studio's doctor on the contact form's guards and reCAPTCHA: each finding in the owner's words, with its fix. */
import { describe, expect, it } from "vitest";
import { checkSettings } from "../../demo/studio/doctor.ts";

const about = (settings: Parameters<typeof checkSettings>[0], id: string) => checkSettings(settings).find((item) => item.id === id);

describe("the doctor on spam protection", () => {
  it("names a throttle that is not a whole number of seconds, once, in the mail's words", () => {
    for (const value of ["soon", "1.5", "0", "100000"]) {
      const found = checkSettings({ emailjsLimitRate: value }).filter((item) => item.id.startsWith("emailjsLimitRate"));
      expect(found.map((item) => item.id), value).toEqual(["emailjsLimitRate-invalid"]);
      expect(found[0]).toMatchObject({ severity: "error", topic: "mail" });
      expect(found[0]!.message).toContain("seconds from 1 to 86400");
    }
    expect(about({ emailjsLimitRate: "60" }, "emailjsLimitRate-invalid")).toBeUndefined();
  });

  it("names the entries of a block list that are not addresses", () => {
    const found = about({ emailjsBlockList: "spam@example.com, not an address, bot@" }, "emailjsBlockList-invalid");
    expect(found?.message).toContain('"not an address", "bot@"');
    expect(found?.message).not.toContain("spam@example.com");
    expect(checkSettings({ emailjsBlockList: "spam@example.com" }).filter((item) => item.id.startsWith("emailjsBlockList"))).toEqual([]);
  });

  it("says which EmailJS switch and which CSP lines a captcha needs", () => {
    const found = about({ recaptchaSiteKey: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" }, "recaptcha-setup");
    expect(found?.fix).toContain("reCAPTCHA V2 verification");
    expect(found?.fix).toContain("script-src https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(found?.fix).toContain("frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
    expect(about({ recaptchaSiteKey: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" }, "recaptchaSiteKey-malformed")).toBeUndefined();
    expect(about({ recaptchaSiteKey: "my secret" }, "recaptchaSiteKey-malformed")?.severity).toBe("warning");
    expect(about({}, "recaptcha-setup")).toBeUndefined();
  });
});
