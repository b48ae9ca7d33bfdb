/** r2wc's own mapping: its core's `toDashedCase` is not exported. */
export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, (_, before: string, letter: string) => `${before}-${letter.toLowerCase()}`);
}
