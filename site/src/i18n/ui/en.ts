// English is the source of truth: every other locale must define exactly these keys
// (the type below makes a missing key a type error; `npm test` also checks it).
export const en = {
  'site.name': 'Calma',
  'site.tagline': 'Find a therapist who fits you, in your language',

  'a11y.skipToContent': 'Skip to main content',
  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.findTherapist': 'Find a therapist',
  'nav.selfTests': 'Self-tests',
  'nav.matching': 'Matching survey',
  'nav.forTherapists': 'For therapists',
  'nav.needHelpNow': 'Need help now?',
  'nav.language': 'Language',
  'nav.languageCurrent': 'current language',

  'lang.en': 'English',
  'lang.de': 'Deutsch',
  'lang.nl': 'Nederlands',
  'lang.es': 'Español',
  'lang.pt': 'Português',

  'footer.label': 'Footer',
  'footer.forClients': 'For clients',
  'footer.forTherapists': 'For therapists',
  'footer.company': 'Calma',
  'footer.legal': 'Legal',
  'footer.emergency': 'In a crisis? Call your local emergency number or see our emergency resources.',
  'footer.emergencyLink': 'Emergency resources',
  'footer.apply': 'Join as a therapist',
  'footer.ourStory': 'Our story',
  'footer.press': 'Press',
  'footer.partnerships': 'Partnerships',
  'footer.forCompanies': 'For companies',
  'footer.imprint': 'Imprint',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Terms',
  'footer.security': 'Security',
  'footer.copyright': '© {year} Calma. Therapy that speaks your language.',

  'home.meta.title': 'Calma – find a therapist in your language',
  'home.meta.description':
    'Find verified therapists in Germany, the Netherlands, Portugal, Spain, the UK and online. Search by language, location and what you need help with.',
  'home.hero.title': 'Find a therapist who understands you',
  'home.hero.lead':
    'Verified therapists across Germany, the Netherlands, Portugal, Spain, the UK and online – searchable by the language you want to speak and what you need help with.',
  'home.search.label': 'Search for a therapist',
  'home.search.location': 'Where',
  'home.search.locationAny': 'Anywhere, including online',
  'home.search.language': 'Language',
  'home.search.languageAny': 'Any language',
  'home.search.category': 'Help with',
  'home.search.categoryAny': 'Anything',
  'home.search.submit': 'Find therapists',
  'home.search.countries': 'Countries',
  'home.search.cities': 'Cities',
  'home.search.berlinDistricts': 'Berlin districts',

  'home.how.title': 'How Calma works',
  'home.how.search.title': 'Search in your language',
  'home.how.search.text':
    'Filter by language, location, what you are going through and how you would like to work. Every profile shows prices and whether the therapist is taking new clients.',
  'home.how.compare.title': 'Compare calmly',
  'home.how.compare.text':
    'Read how each therapist works, their qualifications and their approach. Not sure where to start? A short matching survey suggests therapists who fit.',
  'home.how.book.title': 'Book a first session',
  'home.how.book.text':
    'Choose a time that suits you, in person or online. You see every time in your own time zone and can cancel within the therapist’s policy.',

  'home.trust.title': 'Why people trust Calma',
  'home.trust.verified.title': 'Verified therapists',
  'home.trust.verified.text':
    'We check each therapist’s licence or registration with the body that regulates their profession in their country before their profile goes live.',
  'home.trust.privacy.title': 'Your data stays private',
  'home.trust.privacy.text':
    'Messages, notes and test results are encrypted. We never sell data, and you can export or delete yours at any time.',
  'home.trust.languages.title': 'Five countries, many languages',
  'home.trust.languages.text':
    'Therapy works best in the language you feel in. Find therapists who speak yours, wherever you live in Europe, or meet online.',

  'home.selfTests.title': 'Not sure what you need?',
  'home.selfTests.lead':
    'Our free self-tests use established screening questionnaires. They take a few minutes, stay in your browser and are not a diagnosis.',
  'home.selfTests.adhd': 'ADHD',
  'home.selfTests.anxiety': 'Anxiety',
  'home.selfTests.depression': 'Depression',
  'home.selfTests.selfEsteem': 'Self-esteem',
  'home.selfTests.matching': 'Or take the matching survey',

  'home.emergency.title': 'If you are in danger right now',
  'home.emergency.text':
    'Calma is not an emergency service. If you or someone else is in immediate danger, call 112 (999 in the UK) or see the crisis lines for your country.',
  'home.emergency.link': 'See emergency resources',

  'status.meta.description': 'Calma – find a therapist in your language.',
  'status.401.title': 'Please sign in',
  'status.401.text': 'You need to be signed in to see this page.',
  'status.403.title': 'No access to this page',
  'status.403.text': 'Your account does not have access to this page. If you think it should, contact us.',
  'status.404.title': 'We could not find this page',
  'status.404.text': 'The page may have moved, or the address may have a typo.',
  'status.500.title': 'Something went wrong on our side',
  'status.500.text': 'We have been notified. Please try again in a moment.',
  'status.home': 'Go to the home page',
  'status.help': 'If you need help right now, see our emergency resources.',
  'status.code': 'Error {code}',
} as const;

export type UiKey = keyof typeof en;
export type UiStrings = Record<UiKey, string>;
