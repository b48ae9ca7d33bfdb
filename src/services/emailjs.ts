/**
 * The two functions of `@emailjs/browser` the mail service uses. Imported only dynamically (by mail.ts), so
 * the build puts the library in a chunk of its own, named after this file, that only a send downloads.
 */
export { init, sendForm } from "@emailjs/browser";
