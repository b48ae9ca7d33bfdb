import type { Catalog } from "./en.ts";

/**
 * Arabic (Modern Standard): counts take all six plural forms (zero, one, two, few for 3–10, many for 11–99, other
 * for 100 and up). The owner speaks in the first person; the job title is the usual masculine form, and an owner
 * writes her own ("مهندسة برمجيات مبتدئة") with `role`, `subheading` and `texts`.
 */
export default {
  "common.newTab": "(يُفتح في علامة تبويب جديدة)",

  "header.home": "الرئيسية",
  "header.homeOf": "{name}، الصفحة الرئيسية",
  "header.nav": "التنقل الرئيسي",
  "header.about": "نبذة عني",
  "header.work": "أعمالي",
  "header.contact": "تواصل",
  "header.openMenu": "فتح القائمة",
  "header.closeMenu": "إغلاق القائمة",
  "theme.label": "المظهر: {theme}",
  "theme.light": "فاتح",
  "theme.dark": "داكن",
  "theme.system": "حسب النظام",

  "hero.greeting": "مرحبًا، أنا {name}",
  "hero.subheading": "مهندس برمجيات مبتدئ، أصنع تجارب رقمية متقنة.",
  "hero.viewWork": "شاهد أعمالي",
  "hero.getInTouch": "تواصل معي",
  "hero.resume": "السيرة الذاتية",
  "hero.portrait": "صورة شخصية",
  "hero.portraitOf": "صورة {name}",
  "featured.heading": "أعمال مختارة",
  "featured.all": "كل المشاريع",
  "featured.liveDemoHint": "(عرض مباشر، يُفتح في علامة تبويب جديدة)",
  "featured.codeHint": "(الشيفرة المصدرية، تُفتح في علامة تبويب جديدة)",
  "details.notFound": "لا يوجد مشروع بهذا العنوان",
  "details.notFoundHelp": "ربما تغيّر اسمه أو أُزيل. تجد كل المشاريع في صفحة «أعمالي».",
  "details.nav": "مشاريع أخرى",
  "details.previous": "السابق: {title}",
  "details.next": "التالي: {title}",

  "about.heading": "نبذة عني",
  "about.intro":
    "أنا مهندس برمجيات مبتدئ، أستمتع بتحويل الأفكار إلى منتجات سريعة يسهل على الجميع استخدامها. أحب الشيفرة النظيفة والواجهات المدروسة، وأتعلم شيئًا جديدًا مع كل مشروع، من أول رسم تخطيطي حتى إطلاق التطبيق.",
  "about.frontend": "تطوير الواجهات الأمامية",
  "about.backend": "تطوير الأنظمة الخلفية",
  "about.mobile": "تطوير تطبيقات الجوال",
  "about.databaseDesign": "تصميم قواعد البيانات",
  "about.progressiveWebApps": "تطبيقات الويب التقدمية",

  "projects.heading": "أعمالي",
  "projects.lead": "مختارات مما بنيته مؤخرًا، من مشاريعي الشخصية إلى أعمال العملاء.",
  "projects.loading": "جارٍ تحميل المشاريع...",
  "projects.errorTitle": "تعذّر تحميل المشاريع",
  "projects.error": "خطأ: {message}",
  "projects.errorRetryHelp": "تعذّر تحميل المشاريع الآن. غالبًا ما يكون عطلًا عابرًا، والمحاولة مرة أخرى تكفي عادةً.",
  "projects.errorSetupHelp": "لم تُجهَّز هذه الصفحة لعرض المشاريع بعد.",
  "projects.retry": "أعد المحاولة",
  "projects.empty": "لم يُعثر على أي مشاريع.",
  "projects.emptyHelp": "لم يُنشر شيء هنا بعد. أعمال جديدة في الطريق.",
  "projects.myGitHub": "حسابي على GitHub",
  "projects.summary":
    "{count, plural, zero {لا توجد مشاريع} one {مشروع واحد} two {مشروعان} few {# مشاريع} many {# مشروعًا} other {# مشروع}}. اختر تقنية لتصفية المشاريع.",
  "projects.summaryTag":
    "{count, plural, zero {لا توجد مشاريع} one {مشروع واحد} two {مشروعان} few {# مشاريع} many {# مشروعًا} other {# مشروع}} بتقنية {tag}",
  "projects.clearFilter": "عرض كل المشاريع",
  "projects.showAll":
    "{count, plural, zero {عرض المشاريع} one {عرض المشروع} two {عرض المشروعين} few {عرض المشاريع كلها (#)} many {عرض المشاريع كلها (#)} other {عرض المشاريع كلها (#)}}",
  "projects.all":
    "{count, plural, zero {كل المشاريع} one {كل المشاريع} two {المشروعان كلاهما} few {كل المشاريع (#)} many {كل المشاريع (#)} other {كل المشاريع (#)}}",
  "projects.showMore":
    "{count, plural, zero {عرض المزيد من المشاريع} one {عرض مشروع آخر} two {عرض مشروعين آخرين} few {عرض # مشاريع أخرى} many {عرض # مشروعًا آخر} other {عرض # مشروع آخر}}",
  "projects.code": "الشيفرة",
  "projects.codeLabel": "الشيفرة: {title} على GitHub (تُفتح في علامة تبويب جديدة)",
  "projects.liveDemo": "عرض مباشر",
  "projects.liveDemoLabel": "عرض مباشر: {title} (يُفتح في علامة تبويب جديدة)",
  "projects.descriptionMore": "اقرأ المزيد",
  "projects.descriptionLess": "عرض أقل",
  "projects.descriptionOf": "عن {title}",
  "projects.descriptionCut":
    "… ({count, plural, zero {لا أحرف مخفية} one {حرف واحد مخفي} two {حرفان مخفيان} few {# أحرف مخفية} many {# حرفًا مخفيًا} other {# حرف مخفي}})",

  "contact.heading": "لنعمل معًا",
  "contact.lead": "هل لديك مشروع تفكر فيه، أو وظيفة تبحث لها عن الشخص المناسب، أو تريد إلقاء التحية فحسب؟ يسعدني أن أسمع منك.",
  "contact.email": "البريد الإلكتروني",
  "contact.linkedin": "LinkedIn",
  "contact.github": "GitHub",
  "contact.notSet": "غير محدد",
  "contact.formHeading": "أو أرسل لي رسالة مباشرة",
  "contact.nameLabel": "الاسم",
  "contact.emailLabel": "البريد الإلكتروني",
  "contact.messageLabel": "الرسالة",
  "contact.send": "إرسال الرسالة",
  "contact.sending": "جارٍ الإرسال...",
  "contact.sent": "تم إرسال رسالتك بنجاح!",
  "contact.failed": "تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.",
  "contact.sentHelp": "شكرًا لتواصلك. النموذج جاهز لرسالة أخرى.",
  "contact.orEmail": "أو راسلني على {email}",
  "contact.nameRequired": "الاسم مطلوب.",
  "contact.emailRequired": "البريد الإلكتروني مطلوب.",
  "contact.emailInvalid": "البريد الإلكتروني غير صالح.",
  "contact.messageRequired": "الرسالة مطلوبة.",

  "footer.copyright": "© {year}. جميع الحقوق محفوظة.",
  "footer.github": "GitHub (يُفتح في علامة تبويب جديدة)",
  "footer.linkedin": "LinkedIn (يُفتح في علامة تبويب جديدة)",

  "projects.problem.unset": "لم تُحدَّد خدمة للمحتوى. اكتب رابط خدمة GraphQL في الخاصية endpoint (أو في «endpoint» داخل السكربت portfolio-config).",
  "projects.problem.notHttp": "يجب أن تكون الخاصية endpoint رابطًا يبدأ بـ http: أو https:، و«{endpoint}» ليس كذلك.",
  "projects.problem.timeout": "لم تُجب خدمة المحتوى خلال {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانيةً} other {# ثانية}}.",
  "projects.problem.notGraphql": "لم تُجب خدمة المحتوى بصيغة GraphQL.",
  "projects.problem.network": "تعذّر الوصول إلى خدمة المحتوى.",
  "contact.tooLong": "الرسالة أطول من أن تُرسَل: حجمها {size}، وخدمة البريد تقبل {max} على الأكثر. يُرجى اختصارها.",
  "contact.reason.tooLarge": "الرسالة أكبر مما تقبله خدمة البريد (على الأكثر {max})، يُرجى اختصارها.",
  "contact.reason.tooMany": "تستقبل خدمة البريد رسائل كثيرة الآن، حاول مرة أخرى بعد دقيقة.",
  "contact.reason.timeout": "لم تُجب خدمة البريد في الوقت المناسب.",
  "contact.reason.captcha": "يُرجى تحديد مربع reCAPTCHA أولًا، ثم الإرسال من جديد.",
  "contact.wait": "الوقت المتبقي قبل إرسال رسالة أخرى: {wait}.",

  "app.screenFailed": "تعذّر تحميل هذه الصفحة",
  "app.screenFailedHelp": "تحقق من اتصالك بالإنترنت، ثم أعد تحميل الصفحة.",
} satisfies Catalog;
