import type { ApiStrings } from './en.ts';

export const nl: ApiStrings = {
  // Emails.
  'mail.layout.greeting': 'Hallo {name},',
  'mail.layout.greetingAnonymous': 'Hallo,',
  'mail.layout.signature': 'Het Calma-team',
  'mail.layout.footer':
    'Je ontvangt deze e-mail door een actie bij Calma. Was jij dit niet, dan kun je deze e-mail negeren. In een crisis vind je hier direct hulp: {emergencyUrl}',
  'mail.layout.buttonFallback': 'Werkt de knop niet? Kopieer deze link naar je browser:',
  'mail.layout.unsubscribe':
    'Iemand anders heeft ons je adres voor deze e-mail gegeven. Wil je geen e-mails zoals deze meer ontvangen: {url}',
  'mail.layout.unsubscribeLead': 'Iemand anders heeft ons je adres voor deze e-mail gegeven.',
  'mail.layout.unsubscribeAction': 'Geen e-mails zoals deze meer ontvangen',
  'mail.layout.withheld': '(niet getoond)',
  'mail.verify.subject': 'Bevestig je e-mailadres voor Calma',
  'mail.verify.body':
    'Bevestig dat dit jouw e-mailadres is, zodat je sessies kunt boeken en wij je daarover kunnen bereiken.\n\nDe link is {hours} uur geldig.',
  'mail.verify.action': 'Mijn e-mailadres bevestigen',
  'mail.passwordReset.subject': 'Stel je Calma-wachtwoord opnieuw in',
  'mail.passwordReset.body':
    'Iemand heeft gevraagd het wachtwoord van het Calma-account met dit e-mailadres opnieuw in te stellen. Was jij dat, kies dan met de knop hieronder een nieuw wachtwoord.\n\nDe link is {minutes} minuten geldig en werkt één keer. Heb je dit niet gevraagd, dan hoef je niets te doen: je wachtwoord blijft hetzelfde.',
  'mail.passwordReset.action': 'Nieuw wachtwoord kiezen',
  // Questionnaires a therapist sends (measures/, decision 036); the risk alert names nobody and no answer.
  'mail.measureRequest.subject': 'Een korte vragenlijst van je therapeut',
  'mail.measureRequest.body':
    '{therapist} vraagt je een korte vragenlijst in te vullen. Dat kost maar een paar minuten, en je antwoorden helpen jullie allebei te zien hoe het in de loop van de tijd met je gaat.\n\nAlleen {therapist} ziet je antwoorden. De link hieronder is alleen voor jou bedoeld, werkt één keer en is {days} dagen geldig.',
  'mail.measureRequest.action': 'Vragenlijst invullen',
  'mail.measureRiskAlert.subject': 'Risicoantwoord in een vragenlijst',
  'mail.measureRiskAlert.body':
    'Een van je cliënten heeft zojuist een vragenlijst ingevuld en daarbij een antwoord gegeven dat kan wijzen op een risico voor de eigen veiligheid.\n\nBekijk het zo snel mogelijk in je dashboard en overweeg contact op te nemen. Om de privacy te beschermen staan er in deze e-mail geen namen, scores of antwoorden.',
  'mail.measureRiskAlert.action': 'Mijn dashboard openen',
  'mail.appointmentGuestConfirm.subject': 'Bevestig je boeking voor {when}',
  'mail.appointmentGuestConfirm.body':
    'Je hebt {service} bij {therapist} gekozen op {when}.\n\nBevestig binnen 30 minuten je e-mailadres, zodat we je boeking kunnen doorgeven. Tot die tijd houden we het tijdstip voor je vrij.',
  'mail.appointmentGuestConfirm.action': 'Mijn boeking bevestigen',
  'mail.appointmentRequested.subject': 'Je aanvraag voor {when} is verstuurd',
  'mail.appointmentRequested.body':
    '{therapist} heeft je aanvraag voor {service} op {when} ({where}) ontvangen.\n\nJe krijgt een e-mail zodra de afspraak is bevestigd. Prijs: {price}.',
  'mail.appointmentRequested.action': 'Mijn afspraak bekijken',
  'mail.appointmentConfirmed.subject': 'Bevestigd: je afspraak op {when}',
  'mail.appointmentConfirmed.body':
    'Je afspraak is bevestigd: {service} bij {therapist} op {when} ({where}).\n\nPrijs: {price}. Met het bijgevoegde agendabestand zet je de afspraak in je agenda. Annuleren of verzetten kan op de afspraakpagina.',
  'mail.appointmentConfirmed.action': 'Mijn afspraak bekijken',
  'mail.appointmentDeclined.subject': 'Je aanvraag voor {when} kan helaas niet worden aangenomen',
  'mail.appointmentDeclined.body':
    'Helaas kan {therapist} je aanvraag voor {service} op {when} niet aannemen.\n\nDat ligt niet aan jou: vaak zit de agenda gewoon vol. Je kunt een ander tijdstip of een andere therapeut kiezen.',
  'mail.appointmentDeclined.action': 'Ander tijdstip zoeken',
  'mail.appointmentRescheduled.subject': 'Nieuw tijdstip: je afspraak is nu op {when}',
  'mail.appointmentRescheduled.body':
    'Je afspraak is verzet. Het nieuwe tijdstip is {when} ({where}).\n\nHet bijgevoegde agendabestand werkt je agenda bij.',
  'mail.appointmentRescheduled.action': 'Mijn afspraak bekijken',
  'mail.appointmentCancelled.subject': 'Geannuleerd: je afspraak op {when}',
  'mail.appointmentCancelled.body':
    'Je afspraak voor {service} bij {therapist} op {when} is geannuleerd.\n\nWil je een nieuw tijdstip boeken, dan kan dat altijd.',
  'mail.appointmentCancelled.action': 'Mijn afspraak bekijken',
  'mail.appointmentReminder24.subject': 'Morgen: je afspraak op {when}',
  'mail.appointmentReminder24.body':
    'Een herinnering aan je afspraak morgen: {service} bij {therapist} op {when} ({where}).',
  'mail.appointmentReminder24.action': 'Mijn afspraak bekijken',
  'mail.appointmentReminder1.subject': 'Over een uur: je afspraak op {when}',
  'mail.appointmentReminder1.body':
    'Je afspraak begint over ongeveer een uur: {service} bij {therapist} op {when} ({where}).',
  'mail.appointmentReminder1.action': 'Mijn afspraak bekijken',
  'mail.therapistNewRequest.subject': 'Nieuwe aanvraag voor {when}',
  'mail.therapistNewRequest.body':
    '{client} wil {service} boeken op {when} ({where}).\n\nBevestig of weiger de aanvraag in je dashboard.',
  'mail.therapistNewRequest.action': 'Mijn sessies openen',
  'mail.therapistNewBooking.subject': 'Nieuwe boeking: {when}',
  'mail.therapistNewBooking.body': '{client} heeft {service} geboekt op {when} ({where}).',
  'mail.therapistNewBooking.action': 'Mijn sessies openen',
  'mail.therapistRescheduled.subject': 'Een afspraak is verzet naar {when}',
  'mail.therapistRescheduled.body': '{client} heeft {service} verzet naar {when} ({where}).',
  'mail.therapistRescheduled.action': 'Mijn sessies openen',
  'mail.therapistCancelled.subject': 'Een afspraak op {when} is geannuleerd',
  'mail.therapistCancelled.body':
    '{client} heeft {service} op {when} geannuleerd. Het tijdstip is weer vrij voor andere boekingen.',
  'mail.therapistCancelled.action': 'Mijn sessies openen',
  'mail.waitlistConfirm.subject': 'Bevestig je plek op een wachtlijst',
  'mail.waitlistConfirm.body':
    'Je wilt op de wachtlijst van {therapist} voor {service}.\n\nBevestig je e-mailadres om je plek in de rij in te nemen. Tot die tijd sta je niet op de lijst en hoort de praktijk er niets van.\n\nWas jij dit niet? Negeer deze e-mail dan: er gebeurt niets.',
  'mail.waitlistConfirm.action': 'Mijn plek bevestigen',
  'mail.waitlistOffer.subject': 'Er is een tijd voor je vrijgekomen: {when}',
  'mail.waitlistOffer.body':
    'Er is bij {therapist} een tijd vrijgekomen waarop je wachtte: {service} op {when}, {how}.\n\nWe houden hem voor je vast tot {until}. Neem hem aan om hem te boeken. Past hij je niet, sla hem dan af, zodat de volgende persoon hem kan krijgen; je houdt je plek in de rij.',
  'mail.waitlistOffer.action': 'Aanbod bekijken',
  'mail.therapistWaitlistJoined.subject': 'Er staat iemand nieuw op je wachtlijst',
  'mail.therapistWaitlistJoined.body':
    '{client} staat nu op je wachtlijst voor {service}.\n\nJe dashboard toont de lijst op volgorde, met ieders wensen. Komt er een tijd vrij, dan krijgt de eerste persoon bij wie hij past hem aangeboden.',
  'mail.therapistWaitlistJoined.action': 'Mijn wachtlijst openen',
  'mail.alreadyRegistered.subject': 'Iemand probeerde met jouw e-mailadres een Calma-account aan te maken',
  'mail.alreadyRegistered.body':
    'Iemand – waarschijnlijk jijzelf – probeerde zojuist met dit e-mailadres een nieuw Calma-account aan te maken. Je hebt al een account, dus we hebben geen tweede aangemaakt.\n\nInloggen kan via {signInUrl}. Ben je je wachtwoord vergeten? Kies dan met de knop hieronder een nieuw wachtwoord.\n\nWas jij dit niet, dan hoef je niets te doen: je account blijft zoals het is.',
  'mail.alreadyRegistered.action': 'Nieuw wachtwoord kiezen',
  'mail.passwordChanged.subject': 'Je Calma-wachtwoord is gewijzigd',
  'mail.passwordChanged.body':
    'Het wachtwoord van je Calma-account is zojuist gewijzigd, en alle andere apparaten waarop je was ingelogd, zijn uitgelogd.\n\nHeb jij dit gedaan, dan hoef je niets te doen. Zo niet, kies dan meteen met de knop hieronder een nieuw wachtwoord.',
  'mail.passwordChanged.action': 'Nieuw wachtwoord kiezen',
  'mail.accountDeletionRequested.subject': 'Je Calma-account wordt op {date} verwijderd',
  'mail.accountDeletionRequested.body':
    'Je hebt ons gevraagd je Calma-account te verwijderen. We hebben je op alle apparaten uitgelogd en wissen het account en de bijbehorende gegevens op {date}.\n\nBedacht? Log vóór die datum in, dan gaat de verwijdering niet door.\n\nHeb je dit niet zelf gevraagd? Log dan nu in om je account te houden, en wijzig daarna je wachtwoord.',
  'mail.accountDeletionRequested.action': 'Inloggen en account houden',
  'mail.accountDeletionCancelled.subject': 'Je Calma-account wordt niet verwijderd',
  'mail.accountDeletionCancelled.body':
    'Iemand heeft ingelogd op je Calma-account terwijl het op verwijdering wachtte. Daarom hebben we de verwijdering stopgezet; het account blijft zoals het was.\n\nWas jij dat, dan hoef je niets te doen. Zo niet, kies dan meteen een nieuw wachtwoord via ‘Wachtwoord vergeten?’ op de inlogpagina.',
  'mail.verificationApproved.subject': 'Je Calma-profiel is geverifieerd',
  'mail.verificationApproved.body':
    'Goed nieuws: we hebben je beroepsregistratie bevestigd en je profiel is nu geverifieerd.\n\nZolang je profiel zichtbaar is, kunnen cliënten het vinden in de zoekresultaten en contact met je opnemen.',
  'mail.verificationApproved.action': 'Mijn verificatie openen',
  'mail.verificationChangesRequested.subject': 'Pas je Calma-verificatie aan',
  'mail.verificationChangesRequested.body':
    'We hebben je verificatie bekeken en er moet nog iets veranderen voordat we je registratie kunnen bevestigen. Onze beoordelaar schrijft:\n\n{reason}\n\nPas je gegevens of documenten aan en dien ze opnieuw in.',
  'mail.verificationChangesRequested.action': 'Mijn verificatie aanpassen',
  'mail.verificationRejected.subject': 'Je Calma-verificatie is niet goedgekeurd',
  'mail.verificationRejected.body':
    'We konden je beroepsregistratie niet bevestigen, dus je profiel is niet geverifieerd. Onze beoordelaar schrijft:\n\n{reason}\n\nKun je dit rechtzetten, pas dan je gegevens of documenten aan en dien ze opnieuw in.',
  'mail.verificationRejected.action': 'Mijn verificatie openen',
  'mail.recommendEmployer.subject': 'Een voorstel: vertrouwelijke hulp van een therapeut via Calma',
  'mail.recommendEmployer.body':
    '{intro}\n\n{letter}\n\nVragen over Calma? Beantwoord deze e-mail en ons team neemt contact met je op.',
  'mail.formPartnership.subject': 'Nieuw samenwerkingsverzoek',
  'mail.formPartnership.body':
    'Via het samenwerkingsformulier is een nieuw bericht binnengekomen.\n\nNaam: {name}\nOrganisatie: {organisation}\nE-mail: {email}\nSoort samenwerking: {partnershipKind}\nVerstuurd vanaf de pagina in het {language}\n\n{message}\n\nBeantwoord deze e-mail om {name} rechtstreeks te antwoorden. Is het afgehandeld, markeer het dan in het dashboard als afgehandeld.',
  'mail.formPartnership.action': 'Formulierinzendingen openen',
  'mail.formPartnership.kind.employer': 'Werkgever',
  'mail.formPartnership.kind.university': 'Universiteit of hogeschool',
  'mail.formPartnership.kind.association': 'Beroepsvereniging of opleidingsinstituut',
  'mail.formPartnership.kind.community': 'Maatschappelijke of migrantenorganisatie',
  'mail.formPartnership.kind.health_service': 'Zorg- of hulpverleningsdienst',
  'mail.formPartnership.kind.other': 'Iets anders',
  'mail.formPress.subject': 'Nieuwe persvraag',
  'mail.formPress.body':
    'Via het persformulier is een nieuw bericht binnengekomen.\n\nNaam: {name}\nMedium: {outlet}\nE-mail: {email}\nDeadline: {deadline}\nVerstuurd vanaf de pagina in het {language}\n\n{message}\n\nBeantwoord deze e-mail om {name} rechtstreeks te antwoorden. Is het afgehandeld, markeer het dan in het dashboard als afgehandeld.',
  'mail.formPress.action': 'Formulierinzendingen openen',
  'mail.formPress.noDeadline': 'niet opgegeven',
  'mail.newMessage.subject': 'Je hebt een nieuw bericht op Calma',
  'mail.newMessage.body':
    'Je hebt op Calma een nieuw bericht van {sender}.\n\nOm je gesprek vertrouwelijk te houden, sturen we berichten nooit per e-mail. Open het gesprek met de knop hieronder om het bericht te lezen en te antwoorden.',
  'mail.newMessage.action': 'Bericht lezen',
  'mail.enquiryConfirm.subject': 'Bevestig je bericht op Calma',
  'mail.enquiryConfirm.body':
    'Je hebt {therapist} via Calma een bericht gestuurd. Bevestig dat dit jouw e-mailadres is: pas dan sturen we je bericht door.\n\nMet dezelfde link kom je in je gesprek, waar je het antwoord van {therapist} kunt lezen en verder kunt schrijven. Bewaar deze e-mail: iedereen met de link kan het gesprek lezen.\n\nHeb je {therapist} geen bericht gestuurd? Dan kun je deze e-mail negeren: het bericht wordt na {hours} uur verwijderd.',
  'mail.enquiryConfirm.action': 'Bevestigen en gesprek openen',
  'mail.invoice.sent.subject': 'Factuur {number}',
  'mail.invoice.sent.body':
    '{therapist} heeft je factuur {number} gestuurd voor {amount}, te betalen vóór {dueDate}. Je vindt de factuur als pdf in de bijlage.\n\nMet de knop hieronder kun je de factuur altijd bekijken en zien hoe je betaalt.',
  'mail.invoice.sent.action': 'Factuur bekijken en betalen',
  'mail.invoice.creditNoteSent.subject': 'Creditnota {number}',
  'mail.invoice.creditNoteSent.body':
    '{therapist} heeft creditnota {number} opgesteld voor {amount}. Daarmee vervalt factuur {corrects}. Je vindt de creditnota als pdf in de bijlage.\n\nHeb je die factuur al betaald? Dan neemt {therapist} contact met je op over de terugbetaling.',
  'mail.invoice.creditNoteSent.action': 'Creditnota bekijken',
  'mail.invoice.reminder.subject': 'Herinnering: factuur {number}',
  'mail.invoice.reminder.body':
    'Een vriendelijke herinnering: factuur {number} van {therapist} moest op {dueDate} betaald zijn en er staat nog {amount} open. De factuur zit nogmaals als pdf in de bijlage.\n\nHeb je intussen al betaald? Dank je wel, dan kun je deze e-mail negeren.',
  'mail.invoice.reminder.action': 'Factuur bekijken en betalen',
  'mail.subscription.paymentFailed.subject': 'De betaling voor je abonnement {plan} is mislukt',
  'mail.subscription.paymentFailed.body':
    'We konden de betaling voor je abonnement {plan} niet innen. Je abonnement en alles wat erbij hoort blijft beschikbaar tot {until}, terwijl we de betaling opnieuw proberen.\n\nControleer of wijzig vóór die datum je kaart. Is de betaling op {until} nog steeds niet gelukt, dan gaat je praktijk over naar het gratis abonnement. Niets van wat je hebt ingericht wordt verwijderd.',
  'mail.subscription.paymentFailed.action': 'Kaart bijwerken',
  'mail.subscription.downgraded.subject': 'Je praktijk heeft nu het abonnement {free}',
  'mail.subscription.downgraded.body':
    'De betaling voor je abonnement {plan} is niet binnengekomen vóór het einde van de respijtperiode. Je praktijk heeft daarom nu het abonnement {free}.\n\nEr is niets verwijderd: je profiel, cliënten, afspraken, facturen en diensten zijn er allemaal nog. Niet meer beschikbaar: {unavailable}. Diensten die je al aanbiedt blijven boekbaar, maar nieuwe kun je alleen toevoegen zolang er minder dan {services} actief zijn.\n\nJe kunt op elk moment weer een abonnement kiezen; dan heb je meteen alles terug.',
  'mail.subscription.downgraded.action': 'Abonnement kiezen',
  'mail.subscription.feature.video': 'videosessies met wachtkamer',
  'mail.subscription.feature.card_payments': 'kaartbetalingen op je facturen',
  'mail.subscription.feature.widgets': 'widgets voor je eigen website',
  'mail.subscription.feature.matching_priority': 'voorrang in de matchingresultaten',
  'mail.subscription.feature.none': 'geen andere functies',
  'mail.referral.invitation.subject': 'Een collega nodigt je uit voor Calma',
  'mail.referral.invitation.body':
    '{inviter} runt de eigen praktijk met Calma en nodigt je uit om ook mee te doen: met een geverifieerd profiel in een overzicht waar cliënten je in vijf talen vinden, en met afspraken, online sessies en facturen op één plek.\n\nRegistreer je via de knop hieronder en vul je profiel aan. Zodra je profiel is geverifieerd, krijgen jij en {inviter} allebei een gratis maand van het abonnement {plan}.\n\nGeen interesse? Dan kun je deze e-mail gewoon negeren.',
  'mail.referral.invitation.action': 'Aanmelden bij Calma',
  'mail.referral.rewardMonth.subject': 'Een gratis maand {plan} voor je praktijk',
  'mail.referral.rewardMonth.body':
    'Bedankt dat je Calma aanbeveelt: de doorverwijzing tussen jou en {colleague} is rond, want het nieuwe profiel is geverifieerd. Als bedankje heeft je praktijk het abonnement {plan} gratis tot en met {until}.\n\nJe hoeft niets te doen, en voor deze maand betaal je niets.',
  'mail.referral.rewardMonth.action': 'Je doorverwijzingen bekijken',
  'mail.referral.rewardUnlimited.subject': 'Bedankt voor je doorverwijzing',
  'mail.referral.rewardUnlimited.body':
    'Bedankt dat je Calma aanbeveelt: de doorverwijzing tussen jou en {colleague} is rond, want het nieuwe profiel is geverifieerd.\n\nJe praktijk heeft het abonnement {plan} al zonder einddatum, dus er valt geen maand bij te tellen. De beloning staat vermeld op je pagina met doorverwijzingen.',
  'mail.referral.rewardUnlimited.action': 'Je doorverwijzingen bekijken',
  'mail.referral.rewardCredit.subject': 'Een gratis maand {plan} voor je praktijk',
  'mail.referral.rewardCredit.body':
    'Bedankt dat je Calma aanbeveelt: de doorverwijzing tussen jou en {colleague} is rond, want het nieuwe profiel is geverifieerd. Als bedankje hebben we {amount} op je Calma-account bijgeschreven: één maand van je abonnement {plan}.\n\nHet tegoed wordt automatisch verrekend met je volgende facturen voor het abonnement. Je hoeft niets te doen.',
  'mail.referral.rewardCredit.action': 'Je doorverwijzingen bekijken',

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
  'document.payment.byDate.one':
    'Wij verzoeken u {amount} binnen {count} dag, uiterlijk op {date}, over te maken onder vermelding van het betalingskenmerk.',
  'document.payment.byDate.other':
    'Wij verzoeken u {amount} binnen {count} dagen, uiterlijk op {date}, over te maken onder vermelding van het betalingskenmerk.',
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

  // An online session's calendar event: the reader's way in.
  'calendar.join': 'Deelnemen aan de online sessie: {url}',
  // Share card.
  'card.verified': 'Geverifieerd door Calma',
  'card.online': 'Online',

  // The way of meeting in a waitlist offer's email (waitlist/offers.ts).
  'waitlist.online': 'online',
  'waitlist.inPerson': 'in de praktijk',

  // Overeenkomsten vóór de eerste sessie (agreements/, besluit 038).
  'mail.agreementsRequest.subject': 'Voor je eerste sessie: documenten om te ondertekenen',
  'mail.agreementsRequest.body.one':
    '{therapist} vraagt je om vóór je eerste sessie {count} document te lezen en te ondertekenen, zoals de behandelovereenkomst of de privacyverklaring.\n\nDe link hieronder opent het; hij is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.agreementsRequest.body.other':
    '{therapist} vraagt je om vóór je eerste sessie {count} documenten te lezen en te ondertekenen, zoals de behandelovereenkomst en de privacyverklaring.\n\nDe link hieronder opent ze; hij is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.agreementsRequest.action': 'Lezen en ondertekenen',
  'mail.agreementsReminder.subject': 'Herinnering: documenten ondertekenen vóór je sessie',
  'mail.agreementsReminder.body.one':
    'Je sessie bij {therapist} is over twee dagen en {count} document wacht nog op je handtekening.\n\nDe link hieronder opent het; hij is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.agreementsReminder.body.other':
    'Je sessie bij {therapist} is over twee dagen en {count} documenten wachten nog op je handtekening.\n\nDe link hieronder opent ze; hij is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.agreementsReminder.action': 'Lezen en ondertekenen',
  'mail.agreementSigned.subject': 'Je ondertekende kopie',
  'mail.agreementSigned.body':
    'Je hebt „{title}” voor {therapist} ondertekend. Je kopie met het bewijs van je handtekening zit als pdf in de bijlage.',
  'agreement.statement':
    'Ik heb dit document gelezen en ga ermee akkoord. Door mijn volledige naam te typen, onderteken ik.',
  'agreement.record.title': 'Bewijs van ondertekening',
  'agreement.record.signedBy': 'Ondertekend door',
  'agreement.record.signedAt': 'Ondertekend op',
  'agreement.record.ip': 'IP-adres',
  'agreement.record.userAgent': 'Webbrowser',
  'agreement.record.document': 'Ondertekend document',
  'agreement.record.version': 'versie {version}',
  'agreement.record.sha256': 'SHA-256 van de ondertekende tekst',
  'agreement.record.statement': 'Aangevinkte verklaring',
  'agreement.record.parties': 'Tussen {client} en {therapist}',
  'agreement.record.note':
    'Een gewone elektronische handtekening (eIDAS, art. 3, punt 10), vastgelegd door Calma: de ondertekenaar typte de eigen naam en vinkte de verklaring hierboven aan.',
  // Intakevragenlijsten (intake/, besluit 040).
  'mail.intakeRequest.subject': 'Voor je sessie: een paar vragen van je therapeut',
  'mail.intakeRequest.body':
    '{therapist} vraagt je om vóór je sessie een paar vragen te beantwoorden, zodat jullie goed voorbereid aan de slag kunnen.\n\nJe antwoorden worden onderweg bewaard, dus je kunt stoppen en later verdergaan. Alleen {therapist} ziet ze. De link hieronder is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.intakeRequest.action': 'Vragen beantwoorden',
  'mail.intakeReminder.subject': 'Herinnering: vragen beantwoorden vóór je sessie',
  'mail.intakeReminder.body':
    'Je sessie bij {therapist} is over twee dagen en er wachten nog vragen op je antwoord.\n\nWat je tot nu toe hebt bewaard, blijft staan. De link hieronder is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.intakeReminder.action': 'Vragen beantwoorden',
  'mail.beforeSessionRequest.subject': 'Voor je eerste sessie: documenten om te ondertekenen en een paar vragen',
  'mail.beforeSessionRequest.body.one':
    '{therapist} vraagt je om vóór je eerste sessie {count} document te lezen en te ondertekenen en een paar vragen te beantwoorden.\n\nDe link hieronder opent alles. Je antwoorden worden onderweg bewaard, dus je kunt stoppen en later verdergaan. De link is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.beforeSessionRequest.body.other':
    '{therapist} vraagt je om vóór je eerste sessie {count} documenten te lezen en te ondertekenen en een paar vragen te beantwoorden.\n\nDe link hieronder opent alles. Je antwoorden worden onderweg bewaard, dus je kunt stoppen en later verdergaan. De link is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.beforeSessionRequest.action': 'Ondertekenen en beantwoorden',
  'mail.beforeSessionReminder.subject': 'Herinnering: documenten en vragen vóór je sessie',
  'mail.beforeSessionReminder.body.one':
    'Je sessie bij {therapist} is over twee dagen. {count} document wacht nog op je handtekening en er wachten nog vragen op je antwoord.\n\nDe link hieronder opent ze; hij is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.beforeSessionReminder.body.other':
    'Je sessie bij {therapist} is over twee dagen. {count} documenten wachten nog op je handtekening en er wachten nog vragen op je antwoord.\n\nDe link hieronder opent ze; hij is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.beforeSessionReminder.action': 'Ondertekenen en beantwoorden',
  'mail.intakeReopened.subject': 'Je vragenlijst staat weer open',
  'mail.intakeReopened.body':
    '{therapist} heeft „{title}” weer opengezet, zodat je je antwoorden kunt aanpassen. Alles wat je eerder hebt ingevuld, staat er nog.\n\nStuur de vragenlijst opnieuw in als je klaar bent. De link hieronder is alleen voor jou bedoeld en werkt {days} dagen.',
  'mail.intakeReopened.action': 'Mijn antwoorden aanpassen',
  'mail.intakeSubmitted.subject': 'Een cliënt heeft een vragenlijst ingestuurd',
  'mail.intakeSubmitted.body':
    '{client} heeft „{title}” ingestuurd. De antwoorden vind je in het cliëntdossier.\n\nOm de privacy van je cliënt te beschermen, staan er in deze e-mail geen antwoorden.',
  'mail.intakeSubmitted.action': 'Cliëntdossier openen',
};
