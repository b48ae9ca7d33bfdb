/**
 * French elides "de" before a word that starts with a vowel or a mute h: "Portrait d’Alex", "Les projets d’Ines".
 * The catalog writes "de {name}"; the value decides, once it is known. Read only for a French page (owner-texts.ts,
 * page-words.ts).
 */
import type { TextValues } from "./format.ts";

const STARTS_WITH_VOWEL = /^[aeiouyhàâäæéèêëîïôöœùûü]/i;

/** `text` with each "de {value}" written "d’{value}" where the value starts with a vowel or an h. */
export function elide(text: string, values: TextValues): string {
  return text.replace(/(^|\s)([Dd])e \{(\w+)\}/g, (whole, space: string, d: string, name: string) => {
    const value = values[name];
    return typeof value === "string" && STARTS_WITH_VOWEL.test(value.trim()) ? `${space}${d}’{${name}}` : whole;
  });
}
