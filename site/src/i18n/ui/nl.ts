import type { UiStrings } from './en.ts';

export const nl: UiStrings = {
  'site.name': 'Calma',
  'site.tagline': 'Vind een therapeut die bij je past, in jouw taal',

  'a11y.skipToContent': 'Direct naar de inhoud',
  'nav.label': 'Hoofdnavigatie',
  'nav.home': 'Startpagina',
  'nav.findTherapist': 'Vind een therapeut',
  'nav.selfTests': 'Zelftests',
  'nav.matching': 'Keuzehulp',
  'nav.forTherapists': 'Voor therapeuten',
  'nav.needHelpNow': 'Nu direct hulp nodig?',
  'nav.language': 'Taal',
  'nav.languageCurrent': 'huidige taal',

  'lang.en': 'English',
  'lang.de': 'Deutsch',
  'lang.nl': 'Nederlands',
  'lang.es': 'Español',
  'lang.pt': 'Português',

  'footer.label': 'Voettekst',
  'footer.forClients': 'Voor cliënten',
  'footer.forTherapists': 'Voor therapeuten',
  'footer.company': 'Calma',
  'footer.legal': 'Juridisch',
  'footer.emergency': 'Zit je in een crisis? Bel het alarmnummer in jouw land of bekijk onze hulp in noodsituaties.',
  'footer.emergencyLink': 'Hulp in noodsituaties',
  'footer.apply': 'Aanmelden als therapeut',
  'footer.ourStory': 'Ons verhaal',
  'footer.press': 'Pers',
  'footer.partnerships': 'Samenwerkingen',
  'footer.forCompanies': 'Voor bedrijven',
  'footer.imprint': 'Colofon',
  'footer.privacy': 'Privacyverklaring',
  'footer.terms': 'Voorwaarden',
  'footer.security': 'Beveiliging',
  'footer.copyright': '© {year} Calma. Therapie die jouw taal spreekt.',

  'home.meta.title': 'Calma – vind een therapeut in jouw taal',
  'home.meta.description':
    'Vind geverifieerde therapeuten in Duitsland, Nederland, Portugal, Spanje, het Verenigd Koninkrijk en online. Zoek op taal, plaats en waar je hulp bij nodig hebt.',
  'home.hero.title': 'Vind een therapeut die je begrijpt',
  'home.hero.lead':
    'Geverifieerde therapeuten in Duitsland, Nederland, Portugal, Spanje, het Verenigd Koninkrijk en online – zoek op de taal waarin je wilt praten en op waar je hulp bij nodig hebt.',
  'home.search.label': 'Zoek een therapeut',
  'home.search.location': 'Waar',
  'home.search.locationAny': 'Overal, ook online',
  'home.search.language': 'Taal',
  'home.search.languageAny': 'Alle talen',
  'home.search.category': 'Hulp bij',
  'home.search.categoryAny': 'Alle onderwerpen',
  'home.search.submit': 'Therapeuten zoeken',
  'home.search.countries': 'Landen',
  'home.search.cities': 'Steden',
  'home.search.berlinDistricts': 'Berlijnse stadsdelen',

  'home.how.title': 'Zo werkt Calma',
  'home.how.search.title': 'Zoek in jouw taal',
  'home.how.search.text':
    'Filter op taal, plaats, waar je mee zit en hoe je het liefst wilt werken. Op elk profiel zie je de tarieven en of de therapeut nieuwe cliënten aanneemt.',
  'home.how.compare.title': 'Vergelijk in alle rust',
  'home.how.compare.text':
    'Lees hoe elke therapeut werkt, welke kwalificaties ze hebben en welke aanpak ze volgen. Weet je niet waar je moet beginnen? Een korte keuzehulp stelt therapeuten voor die bij je passen.',
  'home.how.book.title': 'Boek een eerste sessie',
  'home.how.book.text':
    'Kies een moment dat jou uitkomt, in de praktijk of online. Je ziet alle tijden in je eigen tijdzone en kunt annuleren volgens de annuleringsvoorwaarden van de therapeut.',

  'home.trust.title': 'Waarom mensen Calma vertrouwen',
  'home.trust.verified.title': 'Geverifieerde therapeuten',
  'home.trust.verified.text':
    'Voordat een profiel online gaat, controleren we de bevoegdheid of registratie van de therapeut bij de instantie die in dat land toezicht houdt op het beroep.',
  'home.trust.privacy.title': 'Je gegevens blijven privé',
  'home.trust.privacy.text':
    'Berichten, notities en testresultaten worden versleuteld. We verkopen nooit gegevens, en je kunt je eigen gegevens altijd exporteren of verwijderen.',
  'home.trust.languages.title': 'Vijf landen, veel talen',
  'home.trust.languages.text':
    'Therapie werkt het best in de taal waarin je voelt. Vind therapeuten die jouw taal spreken, waar in Europa je ook woont – of spreek online af.',

  'home.selfTests.title': 'Weet je niet precies wat je nodig hebt?',
  'home.selfTests.lead':
    'Onze gratis zelftests gebruiken erkende screeningsvragenlijsten. Invullen duurt maar een paar minuten, je antwoorden blijven in je browser en de uitslag is geen diagnose.',
  'home.selfTests.adhd': 'ADHD',
  'home.selfTests.anxiety': 'Angst',
  'home.selfTests.depression': 'Depressie',
  'home.selfTests.selfEsteem': 'Eigenwaarde',
  'home.selfTests.matching': 'Of vul de keuzehulp in',

  'home.emergency.title': 'Als je nu in gevaar bent',
  'home.emergency.text':
    'Calma is geen hulpdienst voor noodgevallen. Ben jij of is iemand anders in acuut gevaar? Bel dan 112 (999 in het Verenigd Koninkrijk) of bekijk de crisislijnen in jouw land.',
  'home.emergency.link': 'Bekijk hulp in noodsituaties',

  'status.meta.description': 'Calma – vind een therapeut in jouw taal.',
  'status.401.title': 'Log eerst in',
  'status.401.text': 'Je moet ingelogd zijn om deze pagina te bekijken.',
  'status.403.title': 'Geen toegang tot deze pagina',
  'status.403.text':
    'Je account heeft geen toegang tot deze pagina. Denk je dat dat niet klopt? Neem dan contact met ons op.',
  'status.404.title': 'We kunnen deze pagina niet vinden',
  'status.404.text': 'Misschien is de pagina verplaatst, of zit er een typefout in het adres.',
  'status.500.title': 'Er ging bij ons iets mis',
  'status.500.text': 'We hebben hier al een melding van gekregen. Probeer het zo nog eens.',
  'status.home': 'Naar de startpagina',
  'status.help': 'Heb je nu direct hulp nodig? Bekijk dan onze hulp in noodsituaties.',
  'status.code': 'Fout {code}',
};
