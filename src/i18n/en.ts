/**
 * Every text the elements write, by id: the spec's English, word for word, and the default of every language.
 * Placeholders are `{name}`; a count's forms are `{count, plural, one {# project} other {# projects}}`, the ICU
 * message syntax (`#` is the number, `=0` an exact count), chosen by `Intl.PluralRules` in the page's language.
 * The other languages are files beside this one with the same ids (a unit test checks each is complete); the
 * README's and the manifest's lists of ids are generated from this object.
 */
export const en = {
  "common.newTab": "(opens in a new tab)",

  "header.home": "Home",
  "header.homeOf": "{name}, home",
  "header.nav": "Main",
  "header.about": "About",
  "header.work": "Work",
  "header.contact": "Contact",
  "header.openMenu": "Open menu",
  "header.closeMenu": "Close menu",
  "theme.label": "Theme: {theme}",
  "theme.light": "Light",
  "theme.dark": "Dark",
  "theme.system": "System",

  "hero.greeting": "Hello, I'm {name}",
  "hero.subheading": "A junior software engineer crafting digital experiences.",
  "hero.viewWork": "View My Work",
  "hero.getInTouch": "Get In Touch",
  "hero.resume": "Résumé",
  "hero.portrait": "Portrait",
  "hero.portraitOf": "Portrait of {name}",
  "featured.heading": "Featured work",
  "featured.all": "All projects",
  "featured.liveDemoHint": "(live demo, opens in a new tab)",
  "featured.codeHint": "(code, opens in a new tab)",
  "details.notFound": "No project at this address",
  "details.notFoundHelp": "It may have been renamed or taken down. Every project is on My Work.",
  "details.nav": "More projects",
  "details.previous": "Previous: {title}",
  "details.next": "Next: {title}",

  "about.heading": "About Me",
  "about.intro":
    "I'm a junior software engineer who enjoys turning ideas into fast, accessible products. I like clean code, thoughtful interfaces and learning something new with every project, from the first sketch to the deployed app.",
  "about.frontend": "Frontend Development",
  "about.backend": "Backend Development",
  "about.mobile": "Mobile Development",
  "about.databaseDesign": "Database design",
  "about.progressiveWebApps": "Progressive web apps",

  "projects.heading": "My Work",
  "projects.lead": "A selection of things I've built recently, from side projects to client work.",
  "projects.loading": "Loading projects...",
  "projects.errorTitle": "Projects could not be loaded",
  "projects.error": "Error: {message}",
  "projects.errorRetryHelp": "The projects could not be loaded just now. It is usually a brief hiccup: trying again often helps.",
  "projects.errorSetupHelp": "This page is not set up to show projects yet.",
  "projects.retry": "Try again",
  "projects.empty": "Could not find any projects.",
  "projects.emptyHelp": "Nothing is published here yet. New work is on its way.",
  "projects.myGitHub": "My GitHub",
  "projects.summary": "{count, plural, one {# project} other {# projects}}. Choose a technology to filter.",
  "projects.summaryTag": "{count, plural, one {# project} other {# projects}} using {tag}",
  "projects.clearFilter": "Show all projects",
  "projects.showAll": "Show all {count, plural, one {# project} other {# projects}}",
  "projects.all": "{count, plural, one {All projects} other {All # projects}}",
  "projects.showMore": "Show more projects ({count} more)",
  "projects.code": "Code",
  "projects.codeLabel": "Code: {title} on GitHub (opens in a new tab)",
  "projects.liveDemo": "Live demo",
  "projects.liveDemoLabel": "Live demo: {title} (opens in a new tab)",
  "projects.descriptionMore": "Show more",
  "projects.descriptionLess": "Show less",
  "projects.descriptionOf": "of {title}",
  "projects.descriptionCut": "… ({count} more characters not shown)",

  "contact.heading": "Let's Work Together",
  "contact.lead": "Have a project in mind, a role to fill or just want to say hello? I'd love to hear from you.",
  "contact.email": "Email",
  "contact.linkedin": "LinkedIn",
  "contact.github": "GitHub",
  "contact.notSet": "Not set",
  "contact.formHeading": "Or Send Me a Message Directly",
  "contact.nameLabel": "Name",
  "contact.emailLabel": "Email",
  "contact.messageLabel": "Message",
  "contact.send": "Send Message",
  "contact.sending": "Sending...",
  "contact.sent": "Message sent successfully!",
  "contact.failed": "Failed to send message. Please try again.",
  "contact.sentHelp": "Thanks for reaching out. The form is clear for another message.",
  "contact.orEmail": "or e-mail me at {email}",
  "contact.nameRequired": "Name is required.",
  "contact.emailRequired": "Email is required.",
  "contact.emailInvalid": "Email is not valid.",
  "contact.messageRequired": "Message is required.",

  "footer.copyright": "© {year}. All rights reserved.",
  "footer.github": "GitHub (opens in a new tab)",
  "footer.linkedin": "LinkedIn (opens in a new tab)",

  "projects.problem.unset": "No content service is set. Set the endpoint attribute (or \"endpoint\" in the portfolio-config script) to the URL of your GraphQL service.",
  "projects.problem.notHttp": "The endpoint attribute must be an http: or https: URL; \"{endpoint}\" is not one.",
  "projects.problem.timeout": "The content service did not answer within {seconds} seconds.",
  "projects.problem.notGraphql": "The content service did not answer with GraphQL.",
  "projects.problem.network": "Failed to fetch",
  "contact.tooLong": "Message is too long to send: {size}, and the e-mail service accepts at most {max}. Please shorten it.",
  "contact.reason.tooLarge": "The message is larger than the e-mail service accepts (at most {max}): please shorten it.",
  "contact.reason.tooMany": "The e-mail service is receiving too many messages: please try again in a minute.",
  "contact.reason.timeout": "The e-mail service did not answer in time.",
  "contact.wait": "You can send another message in {wait}.",

  "app.screenFailed": "This page could not be loaded",
  "app.screenFailedHelp": "Check your connection, then reload the page.",
};

export type TextId = keyof typeof en;

/** A whole language: a text for every id. */
export type Catalog = Readonly<Record<TextId, string>>;
