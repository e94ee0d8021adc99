import type { ApiStrings } from './en.ts';

export const nl: ApiStrings = {
  // Invoice PDF.
  'document.title.invoice': 'Factuur',
  'document.title.creditNote': 'Creditfactuur',
  'document.title.paymentRequest': 'Betaalverzoek',
  'document.title.paymentRequestCancellation': 'Intrekking betaalverzoek',
  'document.file.invoice': 'Factuur',
  'document.file.creditNote': 'Creditfactuur',
  'document.file.paymentRequest': 'Betaalverzoek',
  'document.file.paymentRequestCancellation': 'Intrekking-betaalverzoek',
  'document.notice.notAnInvoice':
    'Dit document is geen factuur in fiscale zin; de factuur (fatura) wordt apart uitgereikt.',
  'document.notice.notVatRegistered':
    'Er wordt geen btw in rekening gebracht: de praktijk is niet voor de btw geregistreerd.',
  'document.meta.number': 'Nummer',
  'document.meta.issueDate': 'Datum',
  'document.meta.serviceDate': 'Datum dienstverlening',
  'document.meta.servicePeriod': 'Periode dienstverlening',
  'document.meta.dueDate': 'Vervaldatum',
  'document.meta.correctsInvoice': 'Creditering van factuur {number}',
  'document.meta.cancelsRequest': 'Intrekking van betaalverzoek {number}',
  'document.seller.taxNumber': 'Fiscaal nummer',
  'document.seller.vatId': 'Btw-id',
  'document.seller.email': 'E-mail',
  'document.table.date': 'Datum',
  'document.table.description': 'Omschrijving',
  'document.table.quantity': 'Aantal',
  'document.table.unitPrice': 'Stukprijs',
  'document.table.vat': 'Btw',
  'document.table.amount': 'Bedrag',
  'document.table.exempt': 'vrijgesteld',
  'document.totals.net': 'Totaal excl. btw',
  'document.totals.vatAt': 'Btw {rate}',
  'document.totals.vatExempt': 'Btw (vrijgesteld)',
  'document.totals.gross': 'Totaal',
  'document.totals.paid': 'Reeds betaald',
  'document.totals.due': 'Te betalen',
  'document.payment.heading': 'Betaling',
  'document.payment.byDate':
    'Wij verzoeken u {amount} binnen {days} dagen, uiterlijk op {date}, over te maken onder vermelding van het betalingskenmerk.',
  'document.payment.onReceipt':
    'Wij verzoeken u {amount} direct na ontvangst over te maken onder vermelding van het betalingskenmerk.',
  'document.payment.paidInFull': 'Volledig betaald. Hartelijk dank.',
  'document.payment.accountHolder': 'Rekeninghouder',
  'document.payment.iban': 'IBAN',
  'document.payment.bic': 'BIC',
  'document.payment.reference': 'Betalingskenmerk',
  'document.payment.qrCaption': 'Scan met uw bankapp om te betalen',
  'document.page.of': 'Pagina {page} van {pages}',

  // VAT exemption.
  'exemption.healthcare': 'Vrijgesteld van btw op grond van {basis} (medische zorg).',

  // Letter to an employer.
  'letter.greeting': 'Beste collega’s van HR,',
  'letter.greetingNamed': 'Beste {hrName},',
  'letter.body': [
    'Ik wil graag iets voorstellen dat voor ons allemaal bij {employer} echt verschil kan maken: Calma, een platform waarmee mensen een geverifieerde therapeut vinden die hun eigen taal spreekt.',
    'Stress, angst en uitputting halen velen van ons op een gegeven moment in. De moeilijkste stap is vaak de eerste: weten waar je moet beginnen en iemand vinden bij wie je je op je gemak voelt – zeker voor collega’s die wonen in een land waarvan de taal niet hun moedertaal is.',
    'Wat Calma een werkgever als de onze biedt:\n– Therapeuten van wie de opleiding en de beroepsregistratie zijn gecontroleerd, op locatie in Duitsland, Nederland, Portugal, Spanje en het Verenigd Koninkrijk, of online\n– Zoeken op de taal waarin een therapeut werkt, op onderwerp en op plaats, in vijf talen\n– Korte zelftests en een vragenlijst die passende therapeuten voorstelt, voor wie nog niet goed weet wat hij of zij nodig heeft\n– Vertrouwelijkheid als uitgangspunt: het bedrijf komt nooit te weten wie Calma gebruikt, waarnaar iemand zoekt of bij wie iemand in behandeling is',
    'Calma spreekt met elke organisatie af wie er gebruik van kan maken en hoe de sessies worden betaald. Het is dus goed af te stemmen op een team als het onze.',
    'Hier lees je hoe Calma met bedrijven samenwerkt: {url}\nHet team van Calma beantwoordt vragen graag via {email}.',
    'Ik denk dat dit een waardevolle stap voor ons allemaal zou zijn, en ik zou het fijn vinden als je het wilt overwegen.',
  ].join('\n\n'),
  'letter.signOff': 'Met vriendelijke groet,\nEen collega bij {employer}',
  'letter.signOffNamed': 'Met vriendelijke groet,\n{sender}',
  'letter.forwardedNamed':
    '{sender} heeft ons gevraagd het volgende voorstel aan je door te sturen. De tekst is met onze hulp geschreven en vóór het versturen gelezen en bevestigd. We sturen hem deze ene keer en zetten je adres op geen enkele lijst:',
  'letter.forwardedAnonymous':
    'Iemand uit jouw organisatie heeft ons gevraagd het volgende voorstel aan je door te sturen. De tekst is met onze hulp geschreven en vóór het versturen gelezen en bevestigd. We sturen hem deze ene keer en zetten je adres op geen enkele lijst:',

  // Hub worksheet PDF.
  'hub.reviewed': 'gecontroleerd op {date}',

  // Share card.
  'card.verified': 'Geverifieerd door Calma',
  'card.online': 'Online',
};
