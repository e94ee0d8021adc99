import type { ApiStrings } from './en.ts';

export const de: ApiStrings = {
  // Emails.
  'mail.layout.greeting': 'Hallo {name},',
  'mail.layout.greetingAnonymous': 'Hallo,',
  'mail.layout.signature': 'Ihr Calma-Team',
  'mail.layout.footer':
    'Sie erhalten diese E-Mail wegen einer Aktion bei Calma. Wenn Sie das nicht waren, können Sie sie ignorieren. In einer Krise finden Sie sofort Hilfe: {emergencyUrl}',
  'mail.layout.buttonFallback': 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  'mail.layout.unsubscribe':
    'Jemand anderes hat uns Ihre Adresse für diese E-Mail genannt. Wenn Sie keine solchen E-Mails mehr erhalten möchten: {url}',
  'mail.layout.unsubscribeLead': 'Jemand anderes hat uns Ihre Adresse für diese E-Mail genannt.',
  'mail.layout.unsubscribeAction': 'Keine solchen E-Mails mehr erhalten',
  'mail.layout.withheld': '(nicht angezeigt)',
  'mail.verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für Calma',
  'mail.verify.body':
    'Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit Sie Termine buchen können und wir Sie dazu erreichen.\n\nDer Link ist {hours} Stunden gültig.',
  'mail.verify.action': 'E-Mail-Adresse bestätigen',
  'mail.passwordReset.subject': 'Setzen Sie Ihr Calma-Passwort zurück',
  'mail.passwordReset.body':
    'Jemand hat angefordert, das Passwort des Calma-Kontos für diese E-Mail-Adresse zurückzusetzen. Wenn Sie das waren, wählen Sie über die Schaltfläche unten ein neues Passwort.\n\nDer Link ist {minutes} Minuten gültig und funktioniert nur einmal. Wenn Sie das nicht angefordert haben, müssen Sie nichts tun: Ihr Passwort bleibt unverändert.',
  'mail.passwordReset.action': 'Neues Passwort wählen',
  // Questionnaires a therapist sends (measures/, decision 036); the risk alert names nobody and no answer.
  'mail.measureRequest.subject': 'Ein kurzer Fragebogen für Ihre Therapie',
  'mail.measureRequest.body':
    '{therapist} bittet Sie, einen kurzen Fragebogen auszufüllen. Das dauert nur wenige Minuten, und Ihre Antworten helfen Ihnen beiden zu sehen, wie sich Ihr Befinden mit der Zeit verändert.\n\nIhre Antworten sieht nur {therapist}. Der Link unten ist nur für Sie bestimmt, funktioniert einmal und ist {days} Tage gültig.',
  'mail.measureRequest.action': 'Fragebogen ausfüllen',
  'mail.measureRiskAlert.subject': 'Risikoantwort in einem Fragebogen',
  'mail.measureRiskAlert.body':
    'Eine:r Ihrer Klient:innen hat soeben einen Fragebogen ausgefüllt und dabei eine Antwort gegeben, die auf ein Risiko für die eigene Sicherheit hinweisen kann.\n\nBitte sehen Sie sich das so bald wie möglich in Ihrem Dashboard an und erwägen Sie, Kontakt aufzunehmen. Zum Schutz der Privatsphäre enthält diese E-Mail keine Namen, Punktwerte oder Antworten.',
  'mail.measureRiskAlert.action': 'Mein Dashboard öffnen',
  'mail.appointmentGuestConfirm.subject': 'Bitte bestätigen Sie Ihre Buchung für {when}',
  'mail.appointmentGuestConfirm.body':
    'Sie haben {service} bei {therapist} am {when} gewählt.\n\nBitte bestätigen Sie innerhalb von 30 Minuten Ihre E-Mail-Adresse, damit wir Ihre Buchung weitergeben können. Bis dahin halten wir den Termin für Sie frei.',
  'mail.appointmentGuestConfirm.action': 'Buchung bestätigen',
  'mail.appointmentRequested.subject': 'Ihre Terminanfrage für {when} wurde gesendet',
  'mail.appointmentRequested.body':
    '{therapist} hat Ihre Anfrage für {service} am {when} ({where}) erhalten.\n\nSie bekommen eine E-Mail, sobald der Termin bestätigt ist. Preis: {price}.',
  'mail.appointmentRequested.action': 'Meinen Termin ansehen',
  'mail.appointmentConfirmed.subject': 'Bestätigt: Ihr Termin am {when}',
  'mail.appointmentConfirmed.body':
    'Ihr Termin ist bestätigt: {service} bei {therapist} am {when} ({where}).\n\nPreis: {price}. Mit der angehängten Kalenderdatei tragen Sie den Termin in Ihren Kalender ein. Absagen oder verschieben können Sie ihn auf der Terminseite.',
  'mail.appointmentConfirmed.action': 'Meinen Termin ansehen',
  'mail.appointmentDeclined.subject': 'Ihre Terminanfrage für {when} konnte nicht angenommen werden',
  'mail.appointmentDeclined.body':
    'Leider kann {therapist} Ihre Anfrage für {service} am {when} nicht annehmen.\n\nDas liegt nicht an Ihnen: Oft ist der Kalender einfach voll. Sie können eine andere Zeit oder eine andere Therapeut:in wählen.',
  'mail.appointmentDeclined.action': 'Andere Zeit finden',
  'mail.appointmentRescheduled.subject': 'Neue Zeit: Ihr Termin ist jetzt am {when}',
  'mail.appointmentRescheduled.body':
    'Ihr Termin wurde verschoben. Die neue Zeit ist {when} ({where}).\n\nDie angehängte Kalenderdatei aktualisiert Ihren Kalender.',
  'mail.appointmentRescheduled.action': 'Meinen Termin ansehen',
  'mail.appointmentCancelled.subject': 'Abgesagt: Ihr Termin am {when}',
  'mail.appointmentCancelled.body':
    'Ihr Termin für {service} bei {therapist} am {when} wurde abgesagt.\n\nWenn Sie einen neuen Termin möchten, können Sie jederzeit wieder buchen.',
  'mail.appointmentCancelled.action': 'Meinen Termin ansehen',
  'mail.appointmentReminder24.subject': 'Morgen: Ihr Termin am {when}',
  'mail.appointmentReminder24.body':
    'Eine Erinnerung an Ihren Termin morgen: {service} bei {therapist} am {when} ({where}).',
  'mail.appointmentReminder24.action': 'Meinen Termin ansehen',
  'mail.appointmentReminder1.subject': 'In einer Stunde: Ihr Termin am {when}',
  'mail.appointmentReminder1.body':
    'Ihr Termin beginnt in etwa einer Stunde: {service} bei {therapist} am {when} ({where}).',
  'mail.appointmentReminder1.action': 'Meinen Termin ansehen',
  'mail.therapistNewRequest.subject': 'Neue Terminanfrage für {when}',
  'mail.therapistNewRequest.body':
    '{client} möchte {service} am {when} ({where}) buchen.\n\nBitte bestätigen oder lehnen Sie die Anfrage in Ihrem Dashboard ab.',
  'mail.therapistNewRequest.action': 'Meine Sitzungen öffnen',
  'mail.therapistNewBooking.subject': 'Neue Buchung: {when}',
  'mail.therapistNewBooking.body': '{client} hat {service} am {when} ({where}) gebucht.',
  'mail.therapistNewBooking.action': 'Meine Sitzungen öffnen',
  'mail.therapistRescheduled.subject': 'Ein Termin wurde auf {when} verschoben',
  'mail.therapistRescheduled.body': '{client} hat {service} auf {when} ({where}) verschoben.',
  'mail.therapistRescheduled.action': 'Meine Sitzungen öffnen',
  'mail.therapistCancelled.subject': 'Ein Termin am {when} wurde abgesagt',
  'mail.therapistCancelled.body':
    '{client} hat {service} am {when} abgesagt. Die Zeit ist wieder für andere Buchungen frei.',
  'mail.therapistCancelled.action': 'Meine Sitzungen öffnen',
  'mail.waitlistConfirm.subject': 'Bitte bestätigen Sie Ihren Platz auf einer Warteliste',
  'mail.waitlistConfirm.body':
    'Sie möchten auf die Warteliste von {therapist} für {service}.\n\nBestätigen Sie Ihre E-Mail-Adresse, um Ihren Platz in der Reihe einzunehmen. Bis dahin stehen Sie nicht auf der Liste, und die Praxis erfährt nichts davon.\n\nWaren Sie das nicht, ignorieren Sie diese E-Mail einfach: Es passiert nichts.',
  'mail.waitlistConfirm.action': 'Meinen Platz bestätigen',
  'mail.waitlistOffer.subject': 'Ein Termin ist für Sie frei geworden: {when}',
  'mail.waitlistOffer.body':
    'Ein Termin, auf den Sie gewartet haben, ist bei {therapist} frei geworden: {service} am {when}, {how}.\n\nWir halten ihn bis {until} für Sie frei. Nehmen Sie ihn an, um ihn zu buchen. Passt er Ihnen nicht, lehnen Sie ihn ab, damit die nächste Person ihn bekommt; Ihr Platz in der Reihe bleibt.',
  'mail.waitlistOffer.action': 'Angebot ansehen',
  'mail.therapistWaitlistJoined.subject': 'Jemand steht neu auf Ihrer Warteliste',
  'mail.therapistWaitlistJoined.body':
    '{client} steht jetzt auf Ihrer Warteliste für {service}.\n\nIhr Dashboard zeigt die Liste in ihrer Reihenfolge mit den Wünschen der Klient:innen. Wird ein Termin frei, wird er der ersten Person angeboten, zu der er passt.',
  'mail.therapistWaitlistJoined.action': 'Meine Warteliste öffnen',
  'mail.alreadyRegistered.subject': 'Jemand wollte mit Ihrer E-Mail-Adresse ein Calma-Konto anlegen',
  'mail.alreadyRegistered.body':
    'Gerade hat jemand – wahrscheinlich Sie selbst – versucht, mit dieser E-Mail-Adresse ein neues Calma-Konto anzulegen. Sie haben bereits ein Konto, deshalb haben wir kein zweites angelegt.\n\nZum Anmelden gehen Sie auf {signInUrl}. Wenn Sie Ihr Passwort vergessen haben, können Sie über die Schaltfläche unten ein neues wählen.\n\nWenn Sie das nicht waren, müssen Sie nichts tun: Ihr Konto bleibt unverändert.',
  'mail.alreadyRegistered.action': 'Neues Passwort wählen',
  'mail.passwordChanged.subject': 'Ihr Calma-Passwort wurde geändert',
  'mail.passwordChanged.body':
    'Das Passwort Ihres Calma-Kontos wurde soeben geändert, und alle anderen angemeldeten Geräte wurden abgemeldet.\n\nWenn Sie das waren, müssen Sie nichts tun. Falls nicht, wählen Sie bitte sofort über die Schaltfläche unten ein neues Passwort.',
  'mail.passwordChanged.action': 'Neues Passwort wählen',
  'mail.accountDeletionRequested.subject': 'Ihr Calma-Konto wird am {date} gelöscht',
  'mail.accountDeletionRequested.body':
    'Sie haben uns gebeten, Ihr Calma-Konto zu löschen. Wir haben Sie auf allen Geräten abgemeldet und löschen das Konto mit seinen Daten am {date}.\n\nSie haben es sich anders überlegt? Melden Sie sich vorher an, dann wird die Löschung abgebrochen.\n\nWenn Sie das nicht veranlasst haben, melden Sie sich jetzt an, um Ihr Konto zu behalten, und ändern Sie danach Ihr Passwort.',
  'mail.accountDeletionRequested.action': 'Anmelden und Konto behalten',
  'mail.accountDeletionCancelled.subject': 'Ihr Calma-Konto wird nicht gelöscht',
  'mail.accountDeletionCancelled.body':
    'Jemand hat sich bei Ihrem Calma-Konto angemeldet, während es auf die Löschung wartete. Deshalb haben wir die Löschung abgebrochen; das Konto bleibt, wie es war.\n\nWenn Sie das waren, müssen Sie nichts tun. Falls nicht, wählen Sie bitte sofort über „Passwort vergessen?“ auf der Anmeldeseite ein neues Passwort.',
  'mail.verificationApproved.subject': 'Ihr Calma-Profil ist verifiziert',
  'mail.verificationApproved.body':
    'Gute Nachrichten: Wir haben Ihre berufliche Zulassung bestätigt, Ihr Profil ist jetzt verifiziert.\n\nSolange Ihr Profil gelistet ist, finden Klient:innen es in der Suche und können Sie kontaktieren.',
  'mail.verificationApproved.action': 'Meine Verifizierung öffnen',
  'mail.verificationChangesRequested.subject': 'Bitte ergänzen Sie Ihre Calma-Verifizierung',
  'mail.verificationChangesRequested.body':
    'Wir haben Ihre Verifizierung geprüft und brauchen noch eine Änderung, bevor wir Ihre Zulassung bestätigen können. Unser Prüfteam schreibt:\n\n{reason}\n\nBitte passen Sie Ihre Angaben oder Dokumente an und reichen Sie sie erneut ein.',
  'mail.verificationChangesRequested.action': 'Verifizierung bearbeiten',
  'mail.verificationRejected.subject': 'Ihre Calma-Verifizierung wurde nicht bestätigt',
  'mail.verificationRejected.body':
    'Wir konnten Ihre berufliche Zulassung nicht bestätigen, daher wurde Ihr Profil nicht verifiziert. Unser Prüfteam schreibt:\n\n{reason}\n\nWenn Sie das richtigstellen können, passen Sie Ihre Angaben oder Dokumente an und reichen Sie sie erneut ein.',
  'mail.verificationRejected.action': 'Meine Verifizierung öffnen',
  'mail.recommendEmployer.subject': 'Ein Vorschlag: vertrauliche Unterstützung durch Therapeut:innen mit Calma',
  'mail.recommendEmployer.body':
    '{intro}\n\n{letter}\n\nFragen zu Calma? Antworten Sie einfach auf diese E-Mail, unser Team meldet sich bei Ihnen.',
  'mail.formPartnership.subject': 'Neue Kooperationsanfrage',
  'mail.formPartnership.body':
    'Über das Kooperationsformular ist eine neue Nachricht eingegangen.\n\nName: {name}\nOrganisation: {organisation}\nE-Mail: {email}\nArt der Kooperation: {partnershipKind}\nGesendet von der Seite auf {language}\n\n{message}\n\nAntworten Sie auf diese E-Mail, um {name} direkt zu schreiben. Ist die Anfrage erledigt, markieren Sie sie im Dashboard als bearbeitet.',
  'mail.formPartnership.action': 'Formulareingänge öffnen',
  'mail.formPartnership.kind.employer': 'Arbeitgeber',
  'mail.formPartnership.kind.university': 'Hochschule',
  'mail.formPartnership.kind.association': 'Berufsverband oder Ausbildungsinstitut',
  'mail.formPartnership.kind.community': 'Initiative oder Migrantenorganisation',
  'mail.formPartnership.kind.health_service': 'Gesundheits- oder Beratungsdienst',
  'mail.formPartnership.kind.other': 'Etwas anderes',
  'mail.formPress.subject': 'Neue Presseanfrage',
  'mail.formPress.body':
    'Über das Presseformular ist eine neue Nachricht eingegangen.\n\nName: {name}\nMedium: {outlet}\nE-Mail: {email}\nFrist: {deadline}\nGesendet von der Seite auf {language}\n\n{message}\n\nAntworten Sie auf diese E-Mail, um {name} direkt zu schreiben. Ist die Anfrage erledigt, markieren Sie sie im Dashboard als bearbeitet.',
  'mail.formPress.action': 'Formulareingänge öffnen',
  'mail.formPress.noDeadline': 'keine angegeben',
  'mail.newMessage.subject': 'Sie haben eine neue Nachricht auf Calma',
  'mail.newMessage.body':
    'Sie haben auf Calma eine neue Nachricht von {sender} erhalten.\n\nDamit Ihre Unterhaltung vertraulich bleibt, verschicken wir Nachrichten nie per E-Mail. Öffnen Sie die Unterhaltung über die Schaltfläche unten, um die Nachricht zu lesen und zu antworten.',
  'mail.newMessage.action': 'Nachricht lesen',
  'mail.enquiryConfirm.subject': 'Bestätigen Sie Ihre Nachricht auf Calma',
  'mail.enquiryConfirm.body':
    'Sie haben {therapist} über Calma geschrieben. Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist – erst dann leiten wir Ihre Nachricht weiter.\n\nÜber denselben Link gelangen Sie zu Ihrer Unterhaltung, wo Sie die Antwort von {therapist} lesen und weiter schreiben können. Bewahren Sie diese E-Mail auf: Wer den Link hat, kann die Unterhaltung lesen.\n\nWenn Sie {therapist} nicht geschrieben haben, ignorieren Sie diese E-Mail einfach: Die Nachricht wird nach {hours} Stunden gelöscht.',
  'mail.enquiryConfirm.action': 'Bestätigen und Unterhaltung öffnen',
  'mail.invoice.sent.subject': 'Rechnung {number}',
  'mail.invoice.sent.body':
    '{therapist} hat Ihnen die Rechnung {number} über {amount} geschickt, zahlbar bis {dueDate}. Sie finden sie als PDF im Anhang.\n\nÜber die Schaltfläche unten können Sie die Rechnung jederzeit ansehen und sehen, wie Sie sie bezahlen.',
  'mail.invoice.sent.action': 'Rechnung ansehen und bezahlen',
  'mail.invoice.creditNoteSent.subject': 'Gutschrift {number}',
  'mail.invoice.creditNoteSent.body':
    '{therapist} hat die Gutschrift {number} über {amount} ausgestellt. Sie storniert die Rechnung {corrects}. Sie finden sie als PDF im Anhang.\n\nFalls Sie diese Rechnung schon bezahlt haben, meldet sich {therapist} wegen der Erstattung bei Ihnen.',
  'mail.invoice.creditNoteSent.action': 'Gutschrift ansehen',
  'mail.invoice.reminder.subject': 'Erinnerung: Rechnung {number}',
  'mail.invoice.reminder.body':
    'Eine freundliche Erinnerung: Die Rechnung {number} von {therapist} war am {dueDate} fällig, {amount} sind noch offen. Die Rechnung liegt noch einmal als PDF bei.\n\nFalls Sie inzwischen bezahlt haben, vielen Dank – dann betrachten Sie diese E-Mail bitte als gegenstandslos.',
  'mail.invoice.reminder.action': 'Rechnung ansehen und bezahlen',
  'mail.subscription.paymentFailed.subject': 'Die Zahlung für Ihren Tarif „{plan}“ ist fehlgeschlagen',
  'mail.subscription.paymentFailed.body':
    'Wir konnten die Zahlung für Ihren Tarif „{plan}“ nicht einziehen. Ihr Tarif mit allem, was dazugehört, bleibt bis zum {until} verfügbar, während wir die Zahlung erneut versuchen.\n\nBitte prüfen oder aktualisieren Sie bis dahin Ihre Karte. Ist die Zahlung bis zum {until} nicht eingegangen, wechselt Ihre Praxis in den kostenlosen Tarif. Nichts, was Sie eingerichtet haben, wird gelöscht.',
  'mail.subscription.paymentFailed.action': 'Karte aktualisieren',
  'mail.subscription.downgraded.subject': 'Ihre Praxis nutzt jetzt den Tarif „{free}“',
  'mail.subscription.downgraded.body':
    'Die Zahlung für Ihren Tarif „{plan}“ ist bis zum Ende der Kulanzfrist nicht eingegangen. Ihre Praxis nutzt deshalb jetzt den Tarif „{free}“.\n\nEs wurde nichts gelöscht: Ihr Profil, Ihre Klient:innen, Termine, Rechnungen und Leistungen sind weiterhin da. Nicht mehr verfügbar: {unavailable}. Leistungen, die Sie bereits anbieten, bleiben buchbar; neue können Sie nur hinzufügen, solange weniger als {services} aktiv sind.\n\nSie können jederzeit wieder einen Tarif wählen, und alles steht Ihnen sofort wieder zur Verfügung.',
  'mail.subscription.downgraded.action': 'Tarif wählen',
  'mail.subscription.feature.video': 'Videositzungen mit Wartezimmer',
  'mail.subscription.feature.card_payments': 'Kartenzahlung auf Ihren Rechnungen',
  'mail.subscription.feature.widgets': 'Widgets für Ihre eigene Website',
  'mail.subscription.feature.matching_priority': 'Vorrang in den Matching-Ergebnissen',
  'mail.subscription.feature.none': 'keine weiteren Funktionen',
  'mail.referral.invitation.subject': 'Eine Kolleg:in lädt Sie zu Calma ein',
  'mail.referral.invitation.body':
    '{inviter} führt die eigene Praxis mit Calma und lädt Sie ein, ebenfalls dabei zu sein: mit einem verifizierten Profil in einem Verzeichnis, in dem Klient:innen Sie in fünf Sprachen finden, und mit Terminbuchung, Online-Sitzungen und Rechnungen an einem Ort.\n\nRegistrieren Sie sich über die Schaltfläche unten und vervollständigen Sie Ihr Profil. Sobald Ihr Profil verifiziert ist, erhalten Sie und {inviter} jeweils einen kostenlosen Monat im Tarif „{plan}“.\n\nWenn Sie kein Interesse haben, können Sie diese E-Mail einfach ignorieren.',
  'mail.referral.invitation.action': 'Bei Calma registrieren',
  'mail.referral.rewardMonth.subject': 'Ein kostenloser Monat „{plan}“ für Ihre Praxis',
  'mail.referral.rewardMonth.body':
    'Danke, dass Sie Calma weiterempfehlen: Die Empfehlung zwischen Ihnen und {colleague} ist abgeschlossen, denn das neue Profil wurde verifiziert. Als Dankeschön nutzt Ihre Praxis den Tarif „{plan}“ bis zum {until} kostenlos.\n\nSie müssen nichts weiter tun, und für diesen Monat wird nichts berechnet.',
  'mail.referral.rewardMonth.action': 'Ihre Empfehlungen ansehen',
  'mail.referral.rewardUnlimited.subject': 'Danke für Ihre Empfehlung',
  'mail.referral.rewardUnlimited.body':
    'Danke, dass Sie Calma weiterempfehlen: Die Empfehlung zwischen Ihnen und {colleague} ist abgeschlossen, denn das neue Profil wurde verifiziert.\n\nIhre Praxis nutzt den Tarif „{plan}“ bereits ohne Enddatum, daher gibt es keinen Monat hinzuzufügen. Die Prämie ist auf Ihrer Empfehlungsseite vermerkt.',
  'mail.referral.rewardUnlimited.action': 'Ihre Empfehlungen ansehen',
  'mail.referral.rewardCredit.subject': 'Ein kostenloser Monat „{plan}“ für Ihre Praxis',
  'mail.referral.rewardCredit.body':
    'Danke, dass Sie Calma weiterempfehlen: Die Empfehlung zwischen Ihnen und {colleague} ist abgeschlossen, denn das neue Profil wurde verifiziert. Als Dankeschön haben wir Ihrem Calma-Konto {amount} gutgeschrieben – einen Monat Ihres Tarifs „{plan}“.\n\nDas Guthaben wird automatisch mit Ihren nächsten Rechnungen für den Tarif verrechnet. Sie müssen nichts weiter tun.',
  'mail.referral.rewardCredit.action': 'Ihre Empfehlungen ansehen',

  // Invoice PDF.
  'document.title.invoice': 'Rechnung',
  'document.title.creditNote': 'Gutschrift (Stornorechnung)',
  'document.title.paymentRequest': 'Zahlungsaufforderung',
  'document.title.paymentRequestCancellation': 'Stornierung der Zahlungsaufforderung',
  'document.file.invoice': 'Rechnung',
  'document.file.creditNote': 'Stornorechnung',
  'document.file.paymentRequest': 'Zahlungsaufforderung',
  'document.file.paymentRequestCancellation': 'Stornierung-Zahlungsaufforderung',
  'document.notice.notAnInvoice':
    'Dieses Dokument ist keine Rechnung im steuerlichen Sinn; die Rechnung (fatura) wird gesondert ausgestellt.',
  'document.notice.notVatRegistered':
    'Es wird keine Umsatzsteuer berechnet: Die Praxis ist nicht für die Umsatzsteuer registriert.',
  'document.meta.number': 'Nummer',
  'document.meta.issueDate': 'Ausstellungsdatum',
  'document.meta.serviceDate': 'Leistungsdatum',
  'document.meta.servicePeriod': 'Leistungszeitraum',
  'document.meta.dueDate': 'Fällig am',
  'document.meta.correctsInvoice': 'Storno zu Rechnung Nr. {number}',
  'document.meta.cancelsRequest': 'Storno zu Zahlungsaufforderung Nr. {number}',
  'document.seller.taxNumber': 'Steuernummer',
  'document.seller.vatId': 'USt-IdNr.',
  'document.seller.email': 'E-Mail',
  'document.table.date': 'Datum',
  'document.table.description': 'Leistung',
  'document.table.quantity': 'Menge',
  'document.table.unitPrice': 'Einzelpreis',
  'document.table.vat': 'USt.',
  'document.table.amount': 'Betrag',
  'document.table.exempt': 'steuerfrei',
  'document.totals.net': 'Summe netto',
  'document.totals.vatAt': 'USt. {rate}',
  'document.totals.vatExempt': 'USt. (steuerfrei)',
  'document.totals.gross': 'Gesamtbetrag',
  'document.totals.paid': 'Bereits bezahlt',
  'document.totals.due': 'Offener Betrag',
  'document.payment.heading': 'Zahlung',
  'document.payment.byDate.one':
    'Bitte überweisen Sie {amount} innerhalb von {count} Tag, spätestens bis {date}, unter Angabe der Zahlungsreferenz.',
  'document.payment.byDate.other':
    'Bitte überweisen Sie {amount} innerhalb von {count} Tagen, spätestens bis {date}, unter Angabe der Zahlungsreferenz.',
  'document.payment.onReceipt': 'Bitte überweisen Sie {amount} sofort nach Erhalt unter Angabe der Zahlungsreferenz.',
  'document.payment.paidInFull': 'Vollständig bezahlt. Vielen Dank.',
  'document.payment.accountHolder': 'Kontoinhaber',
  'document.payment.iban': 'IBAN',
  'document.payment.bic': 'BIC',
  'document.payment.reference': 'Zahlungsreferenz',
  'document.payment.qrCaption': 'Mit der Banking-App scannen und bezahlen',
  'document.page.of': 'Seite {page} von {pages}',

  // VAT exemption.
  'exemption.healthcare': 'Umsatzsteuerfrei gemäß {basis} (Heilbehandlung).',

  // Letter to an employer.
  // Nach der Anrede mit Komma geht es klein weiter, wie in einem deutschen Brief üblich.
  'letter.greeting': 'Liebes Personalteam,',
  'letter.greetingNamed': 'Guten Tag {hrName},',
  'letter.body': [
    'ich möchte Ihnen etwas vorschlagen, das für uns alle bei {employer} einen echten Unterschied machen könnte: Calma, eine Plattform, über die Menschen geprüfte Therapeut:innen finden, die ihre Sprache sprechen.',
    'Stress, Ängste und Erschöpfung holen viele von uns irgendwann ein. Am schwersten ist oft der erste Schritt: zu wissen, wo man anfangen soll, und jemanden zu finden, mit dem man offen reden kann – besonders für Kolleg:innen, die in einem Land leben, dessen Sprache nicht ihre eigene ist.',
    'Was Calma einem Arbeitgeber wie uns bietet:\n– Therapeut:innen, deren Qualifikation und Berufszulassung geprüft sind – vor Ort in Deutschland, den Niederlanden, Portugal, Spanien und dem Vereinigten Königreich oder online\n– Suche nach der Sprache, in der jemand therapeutisch arbeitet, nach Thema und nach Ort, in fünf Sprachen\n– Kurze Selbsttests und einen Fragebogen, der passende Therapeut:innen vorschlägt, für alle, die noch nicht wissen, was sie brauchen\n– Vertraulichkeit von Grund auf: Das Unternehmen erfährt nie, wer Calma nutzt, wonach jemand sucht oder bei wem jemand in Behandlung ist',
    'Calma vereinbart mit jeder Organisation, wer das Angebot nutzen kann und wie die Sitzungen bezahlt werden. Es lässt sich also gut auf ein Team wie unseres zuschneiden.',
    'Wie Calma mit Unternehmen zusammenarbeitet, steht hier: {url}\nFragen beantwortet das Calma-Team gern unter {email}.',
    'Ich glaube, das wäre ein wertvoller Schritt für uns alle, und würde mich freuen, wenn Sie den Vorschlag prüfen.',
  ].join('\n\n'),
  'letter.signOff': 'Viele Grüße\nEin Teammitglied von {employer}',
  'letter.signOffNamed': 'Viele Grüße\n{sender}',
  'letter.forwardedNamed':
    '{sender} hat uns gebeten, Ihnen den folgenden Vorschlag weiterzuleiten. Der Text ist mit unserer Hilfe entstanden und wurde vor dem Absenden gelesen und bestätigt. Wir schicken ihn dieses eine Mal und nehmen Ihre Adresse in keine Liste auf:',
  'letter.forwardedAnonymous':
    'Eine Person aus Ihrem Unternehmen hat uns gebeten, Ihnen den folgenden Vorschlag weiterzuleiten. Der Text ist mit unserer Hilfe entstanden und wurde vor dem Absenden gelesen und bestätigt. Wir schicken ihn dieses eine Mal und nehmen Ihre Adresse in keine Liste auf:',

  // Hub worksheet PDF.
  'hub.reviewed': 'geprüft am {date}',

  // An online session's calendar event: the reader's way in.
  'calendar.join': 'Zur Online-Sitzung: {url}',
  // Share card.
  'card.verified': 'Verifiziert bei Calma',
  'card.online': 'Online',

  // The way of meeting in a waitlist offer's email (waitlist/offers.ts).
  'waitlist.online': 'online',
  'waitlist.inPerson': 'vor Ort',

  // Vereinbarungen vor der ersten Sitzung (agreements/, Entscheidung 038).
  'mail.agreementsRequest.subject': 'Vor Ihrer ersten Sitzung: Dokumente zum Unterschreiben',
  'mail.agreementsRequest.body.one':
    '{therapist} bittet Sie, vor Ihrer ersten Sitzung {count} Dokument zu lesen und zu unterschreiben, etwa den Behandlungsvertrag oder die Datenschutzhinweise.\n\nDer Link unten öffnet es; er ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.agreementsRequest.body.other':
    '{therapist} bittet Sie, vor Ihrer ersten Sitzung {count} Dokumente zu lesen und zu unterschreiben, etwa den Behandlungsvertrag und die Datenschutzhinweise.\n\nDer Link unten öffnet sie; er ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.agreementsRequest.action': 'Lesen und unterschreiben',
  'mail.agreementsReminder.subject': 'Erinnerung: Dokumente vor Ihrer Sitzung unterschreiben',
  'mail.agreementsReminder.body.one':
    'Ihre Sitzung bei {therapist} ist in zwei Tagen, und {count} Dokument wartet noch auf Ihre Unterschrift.\n\nDer Link unten öffnet es; er ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.agreementsReminder.body.other':
    'Ihre Sitzung bei {therapist} ist in zwei Tagen, und {count} Dokumente warten noch auf Ihre Unterschrift.\n\nDer Link unten öffnet sie; er ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.agreementsReminder.action': 'Lesen und unterschreiben',
  'mail.agreementSigned.subject': 'Ihre unterschriebene Kopie',
  'mail.agreementSigned.body':
    'Sie haben „{title}“ für {therapist} unterschrieben. Ihre Kopie mit dem Nachweis Ihrer Unterschrift liegt als PDF bei.',
  'agreement.statement':
    'Ich habe dieses Dokument gelesen und stimme ihm zu. Mit der Eingabe meines vollständigen Namens unterschreibe ich.',
  'agreement.record.title': 'Unterschriftsnachweis',
  'agreement.record.signedBy': 'Unterschrieben von',
  'agreement.record.signedAt': 'Unterschrieben am',
  'agreement.record.ip': 'IP-Adresse',
  'agreement.record.userAgent': 'Browser (User-Agent)',
  'agreement.record.document': 'Unterschriebenes Dokument',
  'agreement.record.version': 'Version {version}',
  'agreement.record.sha256': 'SHA-256 des unterschriebenen Texts',
  'agreement.record.statement': 'Bestätigte Erklärung',
  'agreement.record.parties': 'Zwischen {client} und {therapist}',
  'agreement.record.note':
    'Eine einfache elektronische Signatur (eIDAS, Art. 3 Nr. 10), von Calma erfasst: Die unterzeichnende Person hat ihren Namen eingegeben und die Erklärung oben bestätigt.',
  // Aufnahmefragebögen (intake/, Entscheidung 040).
  'mail.intakeRequest.subject': 'Vor Ihrer Sitzung: ein paar Fragen für Ihre Therapie',
  'mail.intakeRequest.body':
    '{therapist} bittet Sie, vor Ihrer Sitzung ein paar Fragen zu beantworten, damit Sie gut vorbereitet in die gemeinsame Arbeit starten können.\n\nIhre Antworten werden laufend gespeichert; Sie können also jederzeit unterbrechen und später weitermachen. Nur {therapist} sieht sie. Der Link unten ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.intakeRequest.action': 'Fragen beantworten',
  'mail.intakeReminder.subject': 'Erinnerung: Fragen vor Ihrer Sitzung beantworten',
  'mail.intakeReminder.body':
    'Ihre Sitzung bei {therapist} ist in zwei Tagen, und einige Fragen warten noch auf Ihre Antworten.\n\nWas Sie bisher gespeichert haben, bleibt erhalten. Der Link unten ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.intakeReminder.action': 'Fragen beantworten',
  'mail.beforeSessionRequest.subject': 'Vor Ihrer ersten Sitzung: Dokumente zum Unterschreiben und ein paar Fragen',
  'mail.beforeSessionRequest.body.one':
    '{therapist} bittet Sie, vor Ihrer ersten Sitzung {count} Dokument zu lesen und zu unterschreiben und ein paar Fragen zu beantworten.\n\nDer Link unten öffnet alles. Ihre Antworten werden laufend gespeichert; Sie können also jederzeit unterbrechen und später weitermachen. Der Link ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.beforeSessionRequest.body.other':
    '{therapist} bittet Sie, vor Ihrer ersten Sitzung {count} Dokumente zu lesen und zu unterschreiben und ein paar Fragen zu beantworten.\n\nDer Link unten öffnet alles. Ihre Antworten werden laufend gespeichert; Sie können also jederzeit unterbrechen und später weitermachen. Der Link ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.beforeSessionRequest.action': 'Unterschreiben und beantworten',
  'mail.beforeSessionReminder.subject': 'Erinnerung: Dokumente und Fragen vor Ihrer Sitzung',
  'mail.beforeSessionReminder.body.one':
    'Ihre Sitzung bei {therapist} ist in zwei Tagen. {count} Dokument wartet noch auf Ihre Unterschrift, und einige Fragen warten noch auf Ihre Antworten.\n\nDer Link unten öffnet sie; er ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.beforeSessionReminder.body.other':
    'Ihre Sitzung bei {therapist} ist in zwei Tagen. {count} Dokumente warten noch auf Ihre Unterschrift, und einige Fragen warten noch auf Ihre Antworten.\n\nDer Link unten öffnet sie; er ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.beforeSessionReminder.action': 'Unterschreiben und beantworten',
  'mail.intakeReopened.subject': 'Ihr Fragebogen ist wieder geöffnet',
  'mail.intakeReopened.body':
    '{therapist} hat „{title}“ wieder geöffnet, damit Sie Ihre Antworten ändern können. Alles, was Sie bisher geantwortet haben, ist noch da.\n\nWenn Sie fertig sind, senden Sie den Fragebogen bitte erneut ab. Der Link unten ist nur für Sie bestimmt und {days} Tage gültig.',
  'mail.intakeReopened.action': 'Antworten ändern',
  'mail.intakeSubmitted.subject': 'Ein Fragebogen wurde abgeschickt',
  'mail.intakeSubmitted.body':
    '{client} hat „{title}“ abgeschickt. Die Antworten finden Sie in der Klientenakte.\n\nZum Schutz der Privatsphäre Ihrer Klient:innen enthält diese E-Mail keine Antworten.',
  'mail.intakeSubmitted.action': 'Klientenakte öffnen',
};
