import type { UiStrings } from './en.ts';

export const de: UiStrings = {
  'site.name': 'Calma',
  'site.tagline': 'Finden Sie Therapeut:innen, die zu Ihnen passen – in Ihrer Sprache',

  'a11y.skipToContent': 'Zum Hauptinhalt springen',
  'nav.label': 'Hauptnavigation',
  'nav.home': 'Startseite',
  'nav.findTherapist': 'Therapeut:in finden',
  'nav.selfTests': 'Selbsttests',
  'nav.matching': 'Wer passt zu mir?',
  'nav.forTherapists': 'Für Therapeut:innen',
  'nav.needHelpNow': 'Brauchen Sie sofort Hilfe?',
  'nav.language': 'Sprache',
  'nav.languageCurrent': 'aktuelle Sprache',

  'lang.en': 'English',
  'lang.de': 'Deutsch',
  'lang.nl': 'Nederlands',
  'lang.es': 'Español',
  'lang.pt': 'Português',

  'footer.label': 'Fußzeile',
  'footer.forClients': 'Für Klient:innen',
  'footer.forTherapists': 'Für Therapeut:innen',
  'footer.company': 'Calma',
  'footer.legal': 'Rechtliches',
  'footer.emergency': 'In einer Krise? Rufen Sie den Notruf in Ihrem Land an oder nutzen Sie unsere Hilfe im Notfall.',
  'footer.emergencyLink': 'Hilfe im Notfall',
  'footer.apply': 'Als Therapeut:in mitmachen',
  'footer.ourStory': 'Unsere Geschichte',
  'footer.press': 'Presse',
  'footer.partnerships': 'Kooperationen',
  'footer.forCompanies': 'Für Unternehmen',
  'footer.imprint': 'Impressum',
  'footer.privacy': 'Datenschutz',
  'footer.terms': 'Nutzungsbedingungen',
  'footer.security': 'Sicherheit',
  'footer.copyright': '© {year} Calma. Therapie, die Ihre Sprache spricht.',

  'home.meta.title': 'Calma – Therapeut:innen in Ihrer Sprache finden',
  'home.meta.description':
    'Finden Sie geprüfte Therapeut:innen in Deutschland, den Niederlanden, Portugal, Spanien, im Vereinigten Königreich und online. Suchen Sie nach Sprache, Ort und Ihrem Anliegen.',
  'home.hero.title': 'Finden Sie Therapeut:innen, die Sie verstehen',
  'home.hero.lead':
    'Geprüfte Therapeut:innen in Deutschland, den Niederlanden, Portugal, Spanien, im Vereinigten Königreich und online – zu finden nach der Sprache, in der Sie sprechen möchten, und nach Ihrem Anliegen.',
  'home.search.label': 'Nach Therapeut:innen suchen',
  'home.search.location': 'Wo',
  'home.search.locationAny': 'Überall, auch online',
  'home.search.language': 'Sprache',
  'home.search.languageAny': 'Alle Sprachen',
  'home.search.category': 'Hilfe bei',
  'home.search.categoryAny': 'Allen Themen',
  'home.search.submit': 'Therapeut:innen finden',
  'home.search.countries': 'Länder',
  'home.search.cities': 'Städte',
  'home.search.berlinDistricts': 'Berliner Bezirke',

  'home.how.title': 'So funktioniert Calma',
  'home.how.search.title': 'In Ihrer Sprache suchen',
  'home.how.search.text':
    'Filtern Sie nach Sprache, Ort, Ihrem Anliegen und danach, wie Sie arbeiten möchten. Jedes Profil zeigt die Preise und ob gerade Plätze für neue Klient:innen frei sind.',
  'home.how.compare.title': 'In Ruhe vergleichen',
  'home.how.compare.text':
    'Lesen Sie, wie die einzelnen Therapeut:innen arbeiten, welche Qualifikationen sie haben und welchen Ansatz sie verfolgen. Sie wissen nicht, wo Sie anfangen sollen? Ein kurzer Fragebogen schlägt Ihnen passende Therapeut:innen vor.',
  'home.how.book.title': 'Erstgespräch buchen',
  'home.how.book.text':
    'Wählen Sie einen Termin, der Ihnen passt – vor Ort oder online. Alle Zeiten sehen Sie in Ihrer eigenen Zeitzone, und Sie können im Rahmen der jeweiligen Stornobedingungen absagen.',

  'home.trust.title': 'Warum Menschen Calma vertrauen',
  'home.trust.verified.title': 'Geprüfte Therapeut:innen',
  'home.trust.verified.text':
    'Bevor ein Profil online geht, prüfen wir bei der zuständigen Berufsaufsicht im jeweiligen Land, ob eine gültige Zulassung oder Registrierung vorliegt.',
  'home.trust.privacy.title': 'Ihre Daten bleiben vertraulich',
  'home.trust.privacy.text':
    'Nachrichten, Notizen und Testergebnisse werden verschlüsselt. Wir verkaufen niemals Daten, und Sie können Ihre Daten jederzeit exportieren oder löschen.',
  'home.trust.languages.title': 'Fünf Länder, viele Sprachen',
  'home.trust.languages.text':
    'Therapie wirkt am besten in der Sprache, in der Sie fühlen. Finden Sie Therapeut:innen, die Ihre Sprache sprechen – wo auch immer Sie in Europa leben –, oder treffen Sie sich online.',

  'home.selfTests.title': 'Sie wissen nicht genau, was Sie brauchen?',
  'home.selfTests.lead':
    'Unsere kostenlosen Selbsttests beruhen auf anerkannten Fragebögen zur Ersteinschätzung. Sie dauern nur wenige Minuten, Ihre Antworten bleiben in Ihrem Browser, und das Ergebnis ist keine Diagnose.',
  'home.selfTests.adhd': 'ADHS',
  'home.selfTests.anxiety': 'Angst',
  'home.selfTests.depression': 'Depression',
  'home.selfTests.selfEsteem': 'Selbstwert',
  'home.selfTests.matching': 'Oder füllen Sie den Fragebogen „Wer passt zu mir?“ aus',

  'home.emergency.title': 'Wenn Sie gerade in Gefahr sind',
  'home.emergency.text':
    'Calma ist kein Notdienst. Wenn Sie selbst oder ein anderer Mensch in unmittelbarer Gefahr sind, rufen Sie die 112 an (999 im Vereinigten Königreich) oder wenden Sie sich an ein Krisentelefon in Ihrem Land.',
  'home.emergency.link': 'Zur Hilfe im Notfall',

  'status.meta.description': 'Calma – Therapeut:innen in Ihrer Sprache finden.',
  'status.401.title': 'Bitte melden Sie sich an',
  'status.401.text': 'Um diese Seite zu sehen, müssen Sie angemeldet sein.',
  'status.403.title': 'Kein Zugriff auf diese Seite',
  'status.403.text':
    'Ihr Konto hat keinen Zugriff auf diese Seite. Wenn Sie meinen, dass das nicht stimmt, kontaktieren Sie uns bitte.',
  'status.404.title': 'Diese Seite konnten wir nicht finden',
  'status.404.text': 'Vielleicht wurde die Seite verschoben, oder die Adresse enthält einen Tippfehler.',
  'status.500.title': 'Bei uns ist etwas schiefgelaufen',
  'status.500.text': 'Wir wurden bereits benachrichtigt. Bitte versuchen Sie es gleich noch einmal.',
  'status.home': 'Zur Startseite',
  'status.help': 'Wenn Sie sofort Hilfe brauchen, finden Sie hier unsere Hilfe im Notfall.',
  'status.code': 'Fehler {code}',
};
