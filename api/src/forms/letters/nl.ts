import type { LetterKey } from './en.ts';

export const nl: Record<LetterKey, string> = {
  greeting: 'Beste collega’s van HR,',
  greetingNamed: 'Beste {hrName},',
  body: [
    'Ik wil graag iets voorstellen dat voor ons allemaal bij {employer} echt verschil kan maken: Calma, een platform waarmee mensen een geverifieerde therapeut vinden die hun eigen taal spreekt.',
    'Stress, angst en uitputting halen velen van ons op een gegeven moment in. De moeilijkste stap is vaak de eerste: weten waar je moet beginnen en iemand vinden bij wie je je op je gemak voelt – zeker voor collega’s die wonen in een land waarvan de taal niet hun moedertaal is.',
    'Wat Calma een werkgever als de onze biedt:\n– Therapeuten van wie de opleiding en de beroepsregistratie zijn gecontroleerd, op locatie in Duitsland, Nederland, Portugal, Spanje en het Verenigd Koninkrijk, of online\n– Zoeken op de taal waarin een therapeut werkt, op onderwerp en op plaats, in vijf talen\n– Korte zelftests en een vragenlijst die passende therapeuten voorstelt, voor wie nog niet goed weet wat hij of zij nodig heeft\n– Vertrouwelijkheid als uitgangspunt: het bedrijf komt nooit te weten wie Calma gebruikt, waarnaar iemand zoekt of bij wie iemand in behandeling is',
    'Calma spreekt met elke organisatie af wie er gebruik van kan maken en hoe de sessies worden betaald. Het is dus goed af te stemmen op een team als het onze.',
    'Hier lees je hoe Calma met bedrijven samenwerkt: {url}\nHet team van Calma beantwoordt vragen graag via {email}.',
    'Ik denk dat dit een waardevolle stap voor ons allemaal zou zijn, en ik zou het fijn vinden als je het wilt overwegen.',
  ].join('\n\n'),
  signOff: 'Met vriendelijke groet,\nEen collega bij {employer}',
  signOffNamed: 'Met vriendelijke groet,\n{sender}',
  forwardedNamed:
    '{sender} heeft ons gevraagd het volgende voorstel aan je door te sturen. De tekst is met onze hulp geschreven en vóór het versturen gelezen en bevestigd. We sturen hem deze ene keer en zetten je adres op geen enkele lijst:',
  forwardedAnonymous:
    'Iemand uit jouw organisatie heeft ons gevraagd het volgende voorstel aan je door te sturen. De tekst is met onze hulp geschreven en vóór het versturen gelezen en bevestigd. We sturen hem deze ene keer en zetten je adres op geen enkele lijst:',
};
