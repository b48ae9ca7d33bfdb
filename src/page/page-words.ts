/** What a page says about itself, built on the server from the catalog the elements write with. */
import { elide } from "../i18n/elision.ts";
import { parseAbout } from "../settings/about.ts";
import { formatText } from "../i18n/format.ts";
import { cutAtWord } from "../text/short-text.ts";
import type { Language } from "../i18n/languages.ts";
import type { Texts } from "../i18n/texts.ts";
import type { Route } from "../routing/routes.ts";
import type { Settings } from "../settings/page-config.ts";

/** Apart from the elements' catalog: only servers write them, so no element downloads them. */
const PAGE_TEXTS = {
  en: {
    role: "Junior Software Engineer",
    site: "{name} | {role}",
    untitled: "Portfolio",
    screenTitle: "{screen} | {site}",
    homeDescription: "{who}: {subheading} Projects, skills and contact.",
    projectsDescription: "Projects by {who}, with their tech stacks, code and live demos.",
    contactDescription: "Get in touch with {who}: e-mail, LinkedIn, GitHub or a message sent from the page.",
    headerDescription: "The navigation of the portfolio of {who}.",
    footerDescription: "{who} on GitHub and LinkedIn.",
    header: "Header",
    footer: "Footer",
    pages: "Pages",
  },
  de: {
    role: "Junior-Softwareentwickler",
    site: "{name} | {role}",
    untitled: "Portfolio",
    screenTitle: "{screen} | {site}",
    homeDescription: "{who}: {subheading} Projekte, Kenntnisse und Kontakt.",
    projectsDescription: "Projekte von {who} – mit Technologien, Code und Live-Demos.",
    contactDescription: "Kontakt zu {who}: per E-Mail, LinkedIn, GitHub oder direkt über das Formular.",
    headerDescription: "Die Navigation des Portfolios von {who}.",
    footerDescription: "{who} auf GitHub und LinkedIn.",
    header: "Kopfzeile",
    footer: "Fußzeile",
    pages: "Seiten",
  },
  fr: {
    role: "Ingénieur logiciel junior",
    site: "{name} | {role}",
    untitled: "Portfolio",
    screenTitle: "{screen} | {site}",
    homeDescription: "{who}\u00a0: {subheading} Projets, compétences et contact.",
    projectsDescription: "Les projets de {who}, avec leurs technologies, leur code et leurs démos en ligne.",
    contactDescription: "Contacter {who}\u00a0: e-mail, LinkedIn, GitHub ou message envoyé depuis la page.",
    headerDescription: "La navigation du portfolio de {who}.",
    footerDescription: "{who} sur GitHub et LinkedIn.",
    header: "En-tête",
    footer: "Pied de page",
    pages: "Plan du site",
  },
  es: {
    role: "Ingeniero de software junior",
    site: "{name} | {role}",
    untitled: "Portafolio",
    screenTitle: "{screen} | {site}",
    homeDescription: "{who}: {subheading} Proyectos, habilidades y contacto.",
    projectsDescription: "Proyectos de {who}, con sus tecnologías, su código y demos en vivo.",
    contactDescription: "Ponte en contacto con {who}: correo, LinkedIn, GitHub o un mensaje desde la página.",
    headerDescription: "La navegación del portafolio de {who}.",
    footerDescription: "{who} en GitHub y LinkedIn.",
    header: "Encabezado",
    footer: "Pie de página",
    pages: "Páginas",
  },
  "pt-BR": {
    role: "Engenheiro de software júnior",
    site: "{name} | {role}",
    untitled: "Portfólio",
    screenTitle: "{screen} | {site}",
    homeDescription: "{who}: {subheading} Projetos, habilidades e contato.",
    projectsDescription: "Projetos de {who}, com tecnologias, código e demos ao vivo.",
    contactDescription: "Fale com {who}: e-mail, LinkedIn, GitHub ou uma mensagem pela própria página.",
    headerDescription: "A navegação do portfólio de {who}.",
    footerDescription: "{who} no GitHub e no LinkedIn.",
    header: "Cabeçalho",
    footer: "Rodapé",
    pages: "Páginas",
  },
  ar: {
    role: "مهندس برمجيات مبتدئ",
    site: "{name} | {role}",
    untitled: "ملف الأعمال",
    screenTitle: "{screen} | {site}",
    homeDescription: "{who}: {subheading} المشاريع والمهارات ووسائل التواصل.",
    projectsDescription: "مشاريع {who}، مع التقنيات المستخدمة والشيفرة والعروض الحية.",
    contactDescription: "تواصل مع {who} بالبريد الإلكتروني أو عبر لينكدإن أو غيت هب، أو أرسل رسالة من هذه الصفحة.",
    headerDescription: "قائمة التنقل في ملف أعمال {who}.",
    footerDescription: "{who} على غيت هب ولينكدإن.",
    header: "الترويسة",
    footer: "التذييل",
    pages: "الصفحات",
  },
} satisfies Record<Language, Record<string, string>>;

/** A route's screen, or an element alone in a frame. */
export type PageSubject = Route | "hero" | "header" | "footer";

export interface PageWords {
  title: string;
  description: string;
  jobTitle: string;
  /** for the crawler links a page carries */
  screens: Record<Route, string>;
  pages: string;
  subheading: string;
}

const DESCRIPTION_LENGTH = 160;

export function pageWords(settings: Settings & { role?: string }, subject: PageSubject, texts: Texts, language: Language): PageWords {
  const { text } = texts;
  const words = PAGE_TEXTS[language];
  const say = (key: keyof typeof words, values: Record<string, string>) => formatText(language === "fr" ? elide(words[key], values) : words[key], values, texts.lang);
  const name = settings.name?.trim() ?? "";
  const jobTitle = settings.role?.trim() || words.role;
  // The header's short names, but My Work's heading ("Work" alone says little in a tab or a search result).
  const screens = { home: text("header.home"), about: text("header.about"), projects: text("projects.heading"), contact: text("header.contact") };
  const site = name ? say("site", { name, role: jobTitle }) : words.untitled;
  const who = name || jobTitle;
  const subheading = settings.subheading?.trim() || text("hero.subheading");
  const descriptions: Record<PageSubject, () => string> = {
    home: () => say("homeDescription", { who, subheading }),
    hero: () => descriptions.home(),
    about: () => parseAbout(settings.about)?.intro ?? text("about.intro"),
    projects: () => say("projectsDescription", { who }),
    contact: () => say("contactDescription", { who }),
    header: () => say("headerDescription", { who }),
    footer: () => say("footerDescription", { who }),
  };
  const screen = subject === "home" ? undefined : subject === "hero" ? screens.home : subject === "header" || subject === "footer" ? words[subject] : screens[subject];
  return {
    title: screen ? say("screenTitle", { screen, site }) : site,
    description: cutAtWord(descriptions[subject](), DESCRIPTION_LENGTH),
    jobTitle,
    screens,
    pages: words.pages,
    subheading,
  };
}
