import type { MessageKey } from './en.ts';

export const nl: Record<MessageKey, string> = {
  'layout.greeting': 'Hallo {name},',
  'layout.greetingAnonymous': 'Hallo,',
  'layout.signature': 'Het Calma-team',
  'layout.footer':
    'Je ontvangt deze e-mail door een actie bij Calma. Was jij dit niet, dan kun je deze e-mail negeren. In een crisis vind je hier direct hulp: {emergencyUrl}',
  'layout.buttonFallback': 'Werkt de knop niet? Kopieer deze link naar je browser:',
  'layout.withheld': '(niet getoond)',
  'verify.subject': 'Bevestig je e-mailadres voor Calma',
  'verify.body':
    'Bevestig dat dit jouw e-mailadres is, zodat je sessies kunt boeken en wij je daarover kunnen bereiken.\n\nDe link is {hours} uur geldig.',
  'verify.action': 'Mijn e-mailadres bevestigen',
  'passwordReset.subject': 'Stel je Calma-wachtwoord opnieuw in',
  'passwordReset.body':
    'Iemand heeft gevraagd het wachtwoord van het Calma-account met dit e-mailadres opnieuw in te stellen. Was jij dat, kies dan met de knop hieronder een nieuw wachtwoord.\n\nDe link is {minutes} minuten geldig en werkt één keer. Heb je dit niet gevraagd, dan hoef je niets te doen: je wachtwoord blijft hetzelfde.',
  'passwordReset.action': 'Nieuw wachtwoord kiezen',
  'appointmentGuestConfirm.subject': 'Bevestig je boeking voor {when}',
  'appointmentGuestConfirm.body':
    'Je hebt {service} bij {therapist} gekozen op {when}.\n\nBevestig binnen 30 minuten je e-mailadres, zodat we je boeking kunnen doorgeven. Tot die tijd houden we het tijdstip voor je vrij.',
  'appointmentGuestConfirm.action': 'Mijn boeking bevestigen',
  'appointmentRequested.subject': 'Je aanvraag voor {when} is verstuurd',
  'appointmentRequested.body':
    '{therapist} heeft je aanvraag voor {service} op {when} ({where}) ontvangen.\n\nJe krijgt een e-mail zodra de afspraak is bevestigd. Prijs: {price}.',
  'appointmentRequested.action': 'Mijn afspraak bekijken',
  'appointmentConfirmed.subject': 'Bevestigd: je afspraak op {when}',
  'appointmentConfirmed.body':
    'Je afspraak is bevestigd: {service} bij {therapist} op {when} ({where}).\n\nPrijs: {price}. Met het bijgevoegde agendabestand zet je de afspraak in je agenda. Annuleren of verzetten kan op de afspraakpagina.',
  'appointmentConfirmed.action': 'Mijn afspraak bekijken',
  'appointmentDeclined.subject': 'Je aanvraag voor {when} kan helaas niet worden aangenomen',
  'appointmentDeclined.body':
    'Helaas kan {therapist} je aanvraag voor {service} op {when} niet aannemen.\n\nDat ligt niet aan jou: vaak zit de agenda gewoon vol. Je kunt een ander tijdstip of een andere therapeut kiezen.',
  'appointmentDeclined.action': 'Ander tijdstip zoeken',
  'appointmentRescheduled.subject': 'Nieuw tijdstip: je afspraak is nu op {when}',
  'appointmentRescheduled.body':
    'Je afspraak is verzet. Het nieuwe tijdstip is {when} ({where}).\n\nHet bijgevoegde agendabestand werkt je agenda bij.',
  'appointmentRescheduled.action': 'Mijn afspraak bekijken',
  'appointmentCancelled.subject': 'Geannuleerd: je afspraak op {when}',
  'appointmentCancelled.body':
    'Je afspraak voor {service} bij {therapist} op {when} is geannuleerd.\n\nWil je een nieuw tijdstip boeken, dan kan dat altijd.',
  'appointmentCancelled.action': 'Mijn afspraak bekijken',
  'appointmentReminder24.subject': 'Morgen: je afspraak op {when}',
  'appointmentReminder24.body':
    'Een herinnering aan je afspraak morgen: {service} bij {therapist} op {when} ({where}).',
  'appointmentReminder24.action': 'Mijn afspraak bekijken',
  'appointmentReminder1.subject': 'Over een uur: je afspraak op {when}',
  'appointmentReminder1.body':
    'Je afspraak begint over ongeveer een uur: {service} bij {therapist} op {when} ({where}).',
  'appointmentReminder1.action': 'Mijn afspraak bekijken',
  'therapistNewRequest.subject': 'Nieuwe aanvraag voor {when}',
  'therapistNewRequest.body':
    '{client} wil {service} boeken op {when} ({where}).\n\nBevestig of weiger de aanvraag in je dashboard.',
  'therapistNewRequest.action': 'Mijn sessies openen',
  'therapistNewBooking.subject': 'Nieuwe boeking: {when}',
  'therapistNewBooking.body': '{client} heeft {service} geboekt op {when} ({where}).',
  'therapistNewBooking.action': 'Mijn sessies openen',
  'therapistRescheduled.subject': 'Een afspraak is verzet naar {when}',
  'therapistRescheduled.body': '{client} heeft {service} verzet naar {when} ({where}).',
  'therapistRescheduled.action': 'Mijn sessies openen',
  'therapistCancelled.subject': 'Een afspraak op {when} is geannuleerd',
  'therapistCancelled.body':
    '{client} heeft {service} op {when} geannuleerd. Het tijdstip is weer vrij voor andere boekingen.',
  'therapistCancelled.action': 'Mijn sessies openen',
  'alreadyRegistered.subject': 'Iemand probeerde met jouw e-mailadres een Calma-account aan te maken',
  'alreadyRegistered.body':
    'Iemand – waarschijnlijk jijzelf – probeerde zojuist met dit e-mailadres een nieuw Calma-account aan te maken. Je hebt al een account, dus we hebben geen tweede aangemaakt.\n\nInloggen kan via {signInUrl}. Ben je je wachtwoord vergeten? Kies dan met de knop hieronder een nieuw wachtwoord.\n\nWas jij dit niet, dan hoef je niets te doen: je account blijft zoals het is.',
  'alreadyRegistered.action': 'Nieuw wachtwoord kiezen',
  'passwordChanged.subject': 'Je Calma-wachtwoord is gewijzigd',
  'passwordChanged.body':
    'Het wachtwoord van je Calma-account is zojuist gewijzigd, en alle andere apparaten waarop je was ingelogd, zijn uitgelogd.\n\nHeb jij dit gedaan, dan hoef je niets te doen. Zo niet, kies dan meteen met de knop hieronder een nieuw wachtwoord.',
  'passwordChanged.action': 'Nieuw wachtwoord kiezen',
  'accountDeletionRequested.subject': 'Je Calma-account wordt op {date} verwijderd',
  'accountDeletionRequested.body':
    'Je hebt ons gevraagd je Calma-account te verwijderen. We hebben je op alle apparaten uitgelogd en wissen het account en de bijbehorende gegevens op {date}.\n\nBedacht? Log vóór die datum in, dan gaat de verwijdering niet door.\n\nHeb je dit niet zelf gevraagd? Log dan nu in om je account te houden, en wijzig daarna je wachtwoord.',
  'accountDeletionRequested.action': 'Inloggen en account houden',
  'accountDeletionCancelled.subject': 'Je Calma-account wordt niet verwijderd',
  'accountDeletionCancelled.body':
    'Iemand heeft ingelogd op je Calma-account terwijl het op verwijdering wachtte. Daarom hebben we de verwijdering stopgezet; het account blijft zoals het was.\n\nWas jij dat, dan hoef je niets te doen. Zo niet, kies dan meteen een nieuw wachtwoord via ‘Wachtwoord vergeten?’ op de inlogpagina.',
  'verificationApproved.subject': 'Je Calma-profiel is geverifieerd',
  'verificationApproved.body':
    'Goed nieuws: we hebben je beroepsregistratie bevestigd en je profiel is nu geverifieerd.\n\nZolang je profiel zichtbaar is, kunnen cliënten het vinden in de zoekresultaten en contact met je opnemen.',
  'verificationApproved.action': 'Mijn verificatie openen',
  'verificationChangesRequested.subject': 'Pas je Calma-verificatie aan',
  'verificationChangesRequested.body':
    'We hebben je verificatie bekeken en er moet nog iets veranderen voordat we je registratie kunnen bevestigen. Onze beoordelaar schrijft:\n\n{reason}\n\nPas je gegevens of documenten aan en dien ze opnieuw in.',
  'verificationChangesRequested.action': 'Mijn verificatie aanpassen',
  'verificationRejected.subject': 'Je Calma-verificatie is niet goedgekeurd',
  'verificationRejected.body':
    'We konden je beroepsregistratie niet bevestigen, dus je profiel is niet geverifieerd. Onze beoordelaar schrijft:\n\n{reason}\n\nKun je dit rechtzetten, pas dan je gegevens of documenten aan en dien ze opnieuw in.',
  'verificationRejected.action': 'Mijn verificatie openen',
  'recommendEmployer.subject': 'Een voorstel: vertrouwelijke hulp van een therapeut via Calma',
  'recommendEmployer.body':
    '{intro}\n\n{letter}\n\nVragen over Calma? Beantwoord deze e-mail en ons team neemt contact met je op.',
  'formPartnership.subject': 'Nieuw samenwerkingsverzoek',
  'formPartnership.body':
    'Via het samenwerkingsformulier is een nieuw bericht binnengekomen.\n\nNaam: {name}\nOrganisatie: {organisation}\nE-mail: {email}\nSoort samenwerking: {partnershipKind}\nVerstuurd vanaf de pagina in het {language}\n\n{message}\n\nBeantwoord deze e-mail om {name} rechtstreeks te antwoorden. Is het afgehandeld, markeer het dan in het dashboard als afgehandeld.',
  'formPartnership.action': 'Formulierinzendingen openen',
  'formPartnership.kind.employer': 'Werkgever',
  'formPartnership.kind.university': 'Universiteit of hogeschool',
  'formPartnership.kind.association': 'Beroepsvereniging of opleidingsinstituut',
  'formPartnership.kind.community': 'Maatschappelijke of migrantenorganisatie',
  'formPartnership.kind.health_service': 'Zorg- of hulpverleningsdienst',
  'formPartnership.kind.other': 'Iets anders',
  'formPress.subject': 'Nieuwe persvraag',
  'formPress.body':
    'Via het persformulier is een nieuw bericht binnengekomen.\n\nNaam: {name}\nMedium: {outlet}\nE-mail: {email}\nDeadline: {deadline}\nVerstuurd vanaf de pagina in het {language}\n\n{message}\n\nBeantwoord deze e-mail om {name} rechtstreeks te antwoorden. Is het afgehandeld, markeer het dan in het dashboard als afgehandeld.',
  'formPress.action': 'Formulierinzendingen openen',
  'formPress.noDeadline': 'niet opgegeven',
  'newMessage.subject': 'Je hebt een nieuw bericht op Calma',
  'newMessage.body':
    'Je hebt op Calma een nieuw bericht van {sender}.\n\nOm je gesprek vertrouwelijk te houden, sturen we berichten nooit per e-mail. Open het gesprek met de knop hieronder om het bericht te lezen en te antwoorden.',
  'newMessage.action': 'Bericht lezen',
  'enquiryConfirm.subject': 'Bevestig je bericht op Calma',
  'enquiryConfirm.body':
    'Je hebt {therapist} via Calma een bericht gestuurd. Bevestig dat dit jouw e-mailadres is: pas dan sturen we je bericht door.\n\nMet dezelfde link kom je in je gesprek, waar je het antwoord van {therapist} kunt lezen en verder kunt schrijven. Bewaar deze e-mail: iedereen met de link kan het gesprek lezen.\n\nHeb je {therapist} geen bericht gestuurd? Dan kun je deze e-mail negeren: het bericht wordt na {hours} uur verwijderd.',
  'enquiryConfirm.action': 'Bevestigen en gesprek openen',
  'invoice.sent.subject': 'Factuur {number}',
  'invoice.sent.body':
    '{therapist} heeft je factuur {number} gestuurd voor {amount}, te betalen vóór {dueDate}. Je vindt de factuur als pdf in de bijlage.\n\nMet de knop hieronder kun je de factuur altijd bekijken en zien hoe je betaalt.',
  'invoice.sent.action': 'Factuur bekijken en betalen',
  'invoice.creditNoteSent.subject': 'Creditnota {number}',
  'invoice.creditNoteSent.body':
    '{therapist} heeft creditnota {number} opgesteld voor {amount}. Daarmee vervalt factuur {corrects}. Je vindt de creditnota als pdf in de bijlage.\n\nHeb je die factuur al betaald? Dan neemt {therapist} contact met je op over de terugbetaling.',
  'invoice.creditNoteSent.action': 'Creditnota bekijken',
  'invoice.reminder.subject': 'Herinnering: factuur {number}',
  'invoice.reminder.body':
    'Een vriendelijke herinnering: factuur {number} van {therapist} moest op {dueDate} betaald zijn en er staat nog {amount} open. De factuur zit nogmaals als pdf in de bijlage.\n\nHeb je intussen al betaald? Dank je wel, dan kun je deze e-mail negeren.',
  'invoice.reminder.action': 'Factuur bekijken en betalen',
  'subscription.paymentFailed.subject': 'De betaling voor je abonnement {plan} is mislukt',
  'subscription.paymentFailed.body':
    'We konden de betaling voor je abonnement {plan} niet innen. Je abonnement en alles wat erbij hoort blijft beschikbaar tot {until}, terwijl we de betaling opnieuw proberen.\n\nControleer of wijzig vóór die datum je kaart. Is de betaling op {until} nog steeds niet gelukt, dan gaat je praktijk over naar het gratis abonnement. Niets van wat je hebt ingericht wordt verwijderd.',
  'subscription.paymentFailed.action': 'Kaart bijwerken',
  'subscription.downgraded.subject': 'Je praktijk heeft nu het abonnement {free}',
  'subscription.downgraded.body':
    'De betaling voor je abonnement {plan} is niet binnengekomen vóór het einde van de respijtperiode. Je praktijk heeft daarom nu het abonnement {free}.\n\nEr is niets verwijderd: je profiel, cliënten, afspraken, facturen en diensten zijn er allemaal nog. Niet meer beschikbaar: {unavailable}. Diensten die je al aanbiedt blijven boekbaar, maar nieuwe kun je alleen toevoegen zolang er minder dan {services} actief zijn.\n\nJe kunt op elk moment weer een abonnement kiezen; dan heb je meteen alles terug.',
  'subscription.downgraded.action': 'Abonnement kiezen',
  'subscription.feature.video': 'videosessies met wachtkamer',
  'subscription.feature.card_payments': 'kaartbetalingen op je facturen',
  'subscription.feature.widgets': 'widgets voor je eigen website',
  'subscription.feature.matching_priority': 'voorrang in de matchingresultaten',
  'subscription.feature.none': 'geen andere functies',
  'referral.invitation.subject': 'Een collega nodigt je uit voor Calma',
  'referral.invitation.body':
    '{inviter} runt de eigen praktijk met Calma en nodigt je uit om ook mee te doen: met een geverifieerd profiel in een overzicht waar cliënten je in vijf talen vinden, en met afspraken, online sessies en facturen op één plek.\n\nRegistreer je via de knop hieronder en vul je profiel aan. Zodra je profiel is geverifieerd, krijgen jij en {inviter} allebei een gratis maand van het abonnement {plan}.\n\nGeen interesse? Dan kun je deze e-mail gewoon negeren.',
  'referral.invitation.action': 'Aanmelden bij Calma',
  'referral.rewardMonth.subject': 'Een gratis maand {plan} voor je praktijk',
  'referral.rewardMonth.body':
    'Bedankt dat je Calma aanbeveelt: de doorverwijzing tussen jou en {colleague} is rond, want het nieuwe profiel is geverifieerd. Als bedankje heeft je praktijk het abonnement {plan} gratis tot en met {until}.\n\nJe hoeft niets te doen, en voor deze maand betaal je niets.',
  'referral.rewardMonth.action': 'Je doorverwijzingen bekijken',
  'referral.rewardUnlimited.subject': 'Bedankt voor je doorverwijzing',
  'referral.rewardUnlimited.body':
    'Bedankt dat je Calma aanbeveelt: de doorverwijzing tussen jou en {colleague} is rond, want het nieuwe profiel is geverifieerd.\n\nJe praktijk heeft het abonnement {plan} al zonder einddatum, dus er valt geen maand bij te tellen. De beloning staat vermeld op je pagina met doorverwijzingen.',
  'referral.rewardUnlimited.action': 'Je doorverwijzingen bekijken',
  'referral.rewardCredit.subject': 'Een gratis maand {plan} voor je praktijk',
  'referral.rewardCredit.body':
    'Bedankt dat je Calma aanbeveelt: de doorverwijzing tussen jou en {colleague} is rond, want het nieuwe profiel is geverifieerd. Als bedankje hebben we {amount} op je Calma-account bijgeschreven: één maand van je abonnement {plan}.\n\nHet tegoed wordt automatisch verrekend met je volgende facturen voor het abonnement. Je hoeft niets te doen.',
  'referral.rewardCredit.action': 'Je doorverwijzingen bekijken',
};
