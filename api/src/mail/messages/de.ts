import type { MessageKey } from './en.ts';

export const de: Record<MessageKey, string> = {
  'layout.greeting': 'Hallo {name},',
  'layout.greetingAnonymous': 'Hallo,',
  'layout.signature': 'Ihr Calma-Team',
  'layout.footer':
    'Sie erhalten diese E-Mail wegen einer Aktion bei Calma. Wenn Sie das nicht waren, können Sie sie ignorieren. In einer Krise finden Sie sofort Hilfe: {emergencyUrl}',
  'layout.buttonFallback': 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  'layout.withheld': '(nicht angezeigt)',
  'verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für Calma',
  'verify.body':
    'Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit Sie Termine buchen können und wir Sie dazu erreichen.\n\nDer Link ist {hours} Stunden gültig.',
  'verify.action': 'E-Mail-Adresse bestätigen',
  'passwordReset.subject': 'Setzen Sie Ihr Calma-Passwort zurück',
  'passwordReset.body':
    'Jemand hat angefordert, das Passwort des Calma-Kontos für diese E-Mail-Adresse zurückzusetzen. Wenn Sie das waren, wählen Sie über die Schaltfläche unten ein neues Passwort.\n\nDer Link ist {minutes} Minuten gültig und funktioniert nur einmal. Wenn Sie das nicht angefordert haben, müssen Sie nichts tun: Ihr Passwort bleibt unverändert.',
  'passwordReset.action': 'Neues Passwort wählen',
  'appointmentGuestConfirm.subject': 'Bitte bestätigen Sie Ihre Buchung für {when}',
  'appointmentGuestConfirm.body':
    'Sie haben {service} bei {therapist} am {when} gewählt.\n\nBitte bestätigen Sie innerhalb von 30 Minuten Ihre E-Mail-Adresse, damit wir Ihre Buchung weitergeben können. Bis dahin halten wir den Termin für Sie frei.',
  'appointmentGuestConfirm.action': 'Buchung bestätigen',
  'appointmentRequested.subject': 'Ihre Terminanfrage für {when} wurde gesendet',
  'appointmentRequested.body':
    '{therapist} hat Ihre Anfrage für {service} am {when} ({where}) erhalten.\n\nSie bekommen eine E-Mail, sobald der Termin bestätigt ist. Preis: {price}.',
  'appointmentRequested.action': 'Meinen Termin ansehen',
  'appointmentConfirmed.subject': 'Bestätigt: Ihr Termin am {when}',
  'appointmentConfirmed.body':
    'Ihr Termin ist bestätigt: {service} bei {therapist} am {when} ({where}).\n\nPreis: {price}. Mit der angehängten Kalenderdatei tragen Sie den Termin in Ihren Kalender ein. Absagen oder verschieben können Sie ihn auf der Terminseite.',
  'appointmentConfirmed.action': 'Meinen Termin ansehen',
  'appointmentDeclined.subject': 'Ihre Terminanfrage für {when} konnte nicht angenommen werden',
  'appointmentDeclined.body':
    'Leider kann {therapist} Ihre Anfrage für {service} am {when} nicht annehmen.\n\nDas liegt nicht an Ihnen: Oft ist der Kalender einfach voll. Sie können eine andere Zeit oder eine andere Therapeut:in wählen.',
  'appointmentDeclined.action': 'Andere Zeit finden',
  'appointmentRescheduled.subject': 'Neue Zeit: Ihr Termin ist jetzt am {when}',
  'appointmentRescheduled.body':
    'Ihr Termin wurde verschoben. Die neue Zeit ist {when} ({where}).\n\nDie angehängte Kalenderdatei aktualisiert Ihren Kalender.',
  'appointmentRescheduled.action': 'Meinen Termin ansehen',
  'appointmentCancelled.subject': 'Abgesagt: Ihr Termin am {when}',
  'appointmentCancelled.body':
    'Ihr Termin für {service} bei {therapist} am {when} wurde abgesagt.\n\nWenn Sie einen neuen Termin möchten, können Sie jederzeit wieder buchen.',
  'appointmentCancelled.action': 'Meinen Termin ansehen',
  'appointmentReminder24.subject': 'Morgen: Ihr Termin am {when}',
  'appointmentReminder24.body':
    'Eine Erinnerung an Ihren Termin morgen: {service} bei {therapist} am {when} ({where}).',
  'appointmentReminder24.action': 'Meinen Termin ansehen',
  'appointmentReminder1.subject': 'In einer Stunde: Ihr Termin am {when}',
  'appointmentReminder1.body':
    'Ihr Termin beginnt in etwa einer Stunde: {service} bei {therapist} am {when} ({where}).',
  'appointmentReminder1.action': 'Meinen Termin ansehen',
  'therapistNewRequest.subject': 'Neue Terminanfrage für {when}',
  'therapistNewRequest.body':
    '{client} möchte {service} am {when} ({where}) buchen.\n\nBitte bestätigen oder lehnen Sie die Anfrage in Ihrem Dashboard ab.',
  'therapistNewRequest.action': 'Meine Sitzungen öffnen',
  'therapistNewBooking.subject': 'Neue Buchung: {when}',
  'therapistNewBooking.body': '{client} hat {service} am {when} ({where}) gebucht.',
  'therapistNewBooking.action': 'Meine Sitzungen öffnen',
  'therapistRescheduled.subject': 'Ein Termin wurde auf {when} verschoben',
  'therapistRescheduled.body': '{client} hat {service} auf {when} ({where}) verschoben.',
  'therapistRescheduled.action': 'Meine Sitzungen öffnen',
  'therapistCancelled.subject': 'Ein Termin am {when} wurde abgesagt',
  'therapistCancelled.body':
    '{client} hat {service} am {when} abgesagt. Die Zeit ist wieder für andere Buchungen frei.',
  'therapistCancelled.action': 'Meine Sitzungen öffnen',
  'alreadyRegistered.subject': 'Jemand wollte mit Ihrer E-Mail-Adresse ein Calma-Konto anlegen',
  'alreadyRegistered.body':
    'Gerade hat jemand – wahrscheinlich Sie selbst – versucht, mit dieser E-Mail-Adresse ein neues Calma-Konto anzulegen. Sie haben bereits ein Konto, deshalb haben wir kein zweites angelegt.\n\nZum Anmelden gehen Sie auf {signInUrl}. Wenn Sie Ihr Passwort vergessen haben, können Sie über die Schaltfläche unten ein neues wählen.\n\nWenn Sie das nicht waren, müssen Sie nichts tun: Ihr Konto bleibt unverändert.',
  'alreadyRegistered.action': 'Neues Passwort wählen',
  'passwordChanged.subject': 'Ihr Calma-Passwort wurde geändert',
  'passwordChanged.body':
    'Das Passwort Ihres Calma-Kontos wurde soeben geändert, und alle anderen angemeldeten Geräte wurden abgemeldet.\n\nWenn Sie das waren, müssen Sie nichts tun. Falls nicht, wählen Sie bitte sofort über die Schaltfläche unten ein neues Passwort.',
  'passwordChanged.action': 'Neues Passwort wählen',
  'accountDeletionRequested.subject': 'Ihr Calma-Konto wird am {date} gelöscht',
  'accountDeletionRequested.body':
    'Sie haben uns gebeten, Ihr Calma-Konto zu löschen. Wir haben Sie auf allen Geräten abgemeldet und löschen das Konto mit seinen Daten am {date}.\n\nSie haben es sich anders überlegt? Melden Sie sich vorher an, dann wird die Löschung abgebrochen.\n\nWenn Sie das nicht veranlasst haben, melden Sie sich jetzt an, um Ihr Konto zu behalten, und ändern Sie danach Ihr Passwort.',
  'accountDeletionRequested.action': 'Anmelden und Konto behalten',
  'accountDeletionCancelled.subject': 'Ihr Calma-Konto wird nicht gelöscht',
  'accountDeletionCancelled.body':
    'Jemand hat sich bei Ihrem Calma-Konto angemeldet, während es auf die Löschung wartete. Deshalb haben wir die Löschung abgebrochen; das Konto bleibt, wie es war.\n\nWenn Sie das waren, müssen Sie nichts tun. Falls nicht, wählen Sie bitte sofort über „Passwort vergessen?“ auf der Anmeldeseite ein neues Passwort.',
  'verificationApproved.subject': 'Ihr Calma-Profil ist verifiziert',
  'verificationApproved.body':
    'Gute Nachrichten: Wir haben Ihre berufliche Zulassung bestätigt, Ihr Profil ist jetzt verifiziert.\n\nSolange Ihr Profil gelistet ist, finden Klient:innen es in der Suche und können Sie kontaktieren.',
  'verificationApproved.action': 'Meine Verifizierung öffnen',
  'verificationChangesRequested.subject': 'Bitte ergänzen Sie Ihre Calma-Verifizierung',
  'verificationChangesRequested.body':
    'Wir haben Ihre Verifizierung geprüft und brauchen noch eine Änderung, bevor wir Ihre Zulassung bestätigen können. Unser Prüfteam schreibt:\n\n{reason}\n\nBitte passen Sie Ihre Angaben oder Dokumente an und reichen Sie sie erneut ein.',
  'verificationChangesRequested.action': 'Verifizierung bearbeiten',
  'verificationRejected.subject': 'Ihre Calma-Verifizierung wurde nicht bestätigt',
  'verificationRejected.body':
    'Wir konnten Ihre berufliche Zulassung nicht bestätigen, daher wurde Ihr Profil nicht verifiziert. Unser Prüfteam schreibt:\n\n{reason}\n\nWenn Sie das richtigstellen können, passen Sie Ihre Angaben oder Dokumente an und reichen Sie sie erneut ein.',
  'verificationRejected.action': 'Meine Verifizierung öffnen',
  'recommendEmployer.subject': 'Ein Vorschlag: vertrauliche Unterstützung durch Therapeut:innen mit Calma',
  'recommendEmployer.body':
    '{intro}\n\n{letter}\n\nFragen zu Calma? Antworten Sie einfach auf diese E-Mail, unser Team meldet sich bei Ihnen.',
  'formPartnership.subject': 'Neue Kooperationsanfrage',
  'formPartnership.body':
    'Über das Kooperationsformular ist eine neue Nachricht eingegangen.\n\nName: {name}\nOrganisation: {organisation}\nE-Mail: {email}\nArt der Kooperation: {partnershipKind}\nGesendet von der Seite auf {language}\n\n{message}\n\nAntworten Sie auf diese E-Mail, um {name} direkt zu schreiben. Ist die Anfrage erledigt, markieren Sie sie im Dashboard als bearbeitet.',
  'formPartnership.action': 'Formulareingänge öffnen',
  'formPartnership.kind.employer': 'Arbeitgeber',
  'formPartnership.kind.university': 'Hochschule',
  'formPartnership.kind.association': 'Berufsverband oder Ausbildungsinstitut',
  'formPartnership.kind.community': 'Initiative oder Migrantenorganisation',
  'formPartnership.kind.health_service': 'Gesundheits- oder Beratungsdienst',
  'formPartnership.kind.other': 'Etwas anderes',
  'formPress.subject': 'Neue Presseanfrage',
  'formPress.body':
    'Über das Presseformular ist eine neue Nachricht eingegangen.\n\nName: {name}\nMedium: {outlet}\nE-Mail: {email}\nFrist: {deadline}\nGesendet von der Seite auf {language}\n\n{message}\n\nAntworten Sie auf diese E-Mail, um {name} direkt zu schreiben. Ist die Anfrage erledigt, markieren Sie sie im Dashboard als bearbeitet.',
  'formPress.action': 'Formulareingänge öffnen',
  'formPress.noDeadline': 'keine angegeben',
  'newMessage.subject': 'Sie haben eine neue Nachricht auf Calma',
  'newMessage.body':
    'Sie haben auf Calma eine neue Nachricht von {sender} erhalten.\n\nDamit Ihre Unterhaltung vertraulich bleibt, verschicken wir Nachrichten nie per E-Mail. Öffnen Sie die Unterhaltung über die Schaltfläche unten, um die Nachricht zu lesen und zu antworten.',
  'newMessage.action': 'Nachricht lesen',
  'enquiryConfirm.subject': 'Bestätigen Sie Ihre Nachricht auf Calma',
  'enquiryConfirm.body':
    'Sie haben {therapist} über Calma geschrieben. Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist – erst dann leiten wir Ihre Nachricht weiter.\n\nÜber denselben Link gelangen Sie zu Ihrer Unterhaltung, wo Sie die Antwort von {therapist} lesen und weiter schreiben können. Bewahren Sie diese E-Mail auf: Wer den Link hat, kann die Unterhaltung lesen.\n\nWenn Sie {therapist} nicht geschrieben haben, ignorieren Sie diese E-Mail einfach: Die Nachricht wird nach {hours} Stunden gelöscht.',
  'enquiryConfirm.action': 'Bestätigen und Unterhaltung öffnen',
  'invoice.sent.subject': 'Rechnung {number}',
  'invoice.sent.body':
    '{therapist} hat Ihnen die Rechnung {number} über {amount} geschickt, zahlbar bis {dueDate}. Sie finden sie als PDF im Anhang.\n\nÜber die Schaltfläche unten können Sie die Rechnung jederzeit ansehen und sehen, wie Sie sie bezahlen.',
  'invoice.sent.action': 'Rechnung ansehen und bezahlen',
  'invoice.creditNoteSent.subject': 'Gutschrift {number}',
  'invoice.creditNoteSent.body':
    '{therapist} hat die Gutschrift {number} über {amount} ausgestellt. Sie storniert die Rechnung {corrects}. Sie finden sie als PDF im Anhang.\n\nFalls Sie diese Rechnung schon bezahlt haben, meldet sich {therapist} wegen der Erstattung bei Ihnen.',
  'invoice.creditNoteSent.action': 'Gutschrift ansehen',
  'invoice.reminder.subject': 'Erinnerung: Rechnung {number}',
  'invoice.reminder.body':
    'Eine freundliche Erinnerung: Die Rechnung {number} von {therapist} war am {dueDate} fällig, {amount} sind noch offen. Die Rechnung liegt noch einmal als PDF bei.\n\nFalls Sie inzwischen bezahlt haben, vielen Dank – dann betrachten Sie diese E-Mail bitte als gegenstandslos.',
  'invoice.reminder.action': 'Rechnung ansehen und bezahlen',
  'subscription.paymentFailed.subject': 'Die Zahlung für Ihren Tarif „{plan}“ ist fehlgeschlagen',
  'subscription.paymentFailed.body':
    'Wir konnten die Zahlung für Ihren Tarif „{plan}“ nicht einziehen. Ihr Tarif mit allem, was dazugehört, bleibt bis zum {until} verfügbar, während wir die Zahlung erneut versuchen.\n\nBitte prüfen oder aktualisieren Sie bis dahin Ihre Karte. Ist die Zahlung bis zum {until} nicht eingegangen, wechselt Ihre Praxis in den kostenlosen Tarif. Nichts, was Sie eingerichtet haben, wird gelöscht.',
  'subscription.paymentFailed.action': 'Karte aktualisieren',
  'subscription.downgraded.subject': 'Ihre Praxis nutzt jetzt den Tarif „{free}“',
  'subscription.downgraded.body':
    'Die Zahlung für Ihren Tarif „{plan}“ ist bis zum Ende der Kulanzfrist nicht eingegangen. Ihre Praxis nutzt deshalb jetzt den Tarif „{free}“.\n\nEs wurde nichts gelöscht: Ihr Profil, Ihre Klient:innen, Termine, Rechnungen und Leistungen sind weiterhin da. Nicht mehr verfügbar: {unavailable}. Leistungen, die Sie bereits anbieten, bleiben buchbar; neue können Sie nur hinzufügen, solange weniger als {services} aktiv sind.\n\nSie können jederzeit wieder einen Tarif wählen, und alles steht Ihnen sofort wieder zur Verfügung.',
  'subscription.downgraded.action': 'Tarif wählen',
  'subscription.feature.video': 'Videositzungen mit Wartezimmer',
  'subscription.feature.card_payments': 'Kartenzahlung auf Ihren Rechnungen',
  'subscription.feature.widgets': 'Widgets für Ihre eigene Website',
  'subscription.feature.matching_priority': 'Vorrang in den Matching-Ergebnissen',
  'subscription.feature.none': 'keine weiteren Funktionen',
  'referral.invitation.subject': 'Eine Kolleg:in lädt Sie zu Calma ein',
  'referral.invitation.body':
    '{inviter} führt die eigene Praxis mit Calma und lädt Sie ein, ebenfalls dabei zu sein: mit einem verifizierten Profil in einem Verzeichnis, in dem Klient:innen Sie in fünf Sprachen finden, und mit Terminbuchung, Online-Sitzungen und Rechnungen an einem Ort.\n\nRegistrieren Sie sich über die Schaltfläche unten und vervollständigen Sie Ihr Profil. Sobald Ihr Profil verifiziert ist, erhalten Sie und {inviter} jeweils einen kostenlosen Monat im Tarif „{plan}“.\n\nWenn Sie kein Interesse haben, können Sie diese E-Mail einfach ignorieren.',
  'referral.invitation.action': 'Bei Calma registrieren',
  'referral.rewardMonth.subject': 'Ein kostenloser Monat „{plan}“ für Ihre Praxis',
  'referral.rewardMonth.body':
    'Danke, dass Sie Calma weiterempfehlen: Die Empfehlung zwischen Ihnen und {colleague} ist abgeschlossen, denn das neue Profil wurde verifiziert. Als Dankeschön nutzt Ihre Praxis den Tarif „{plan}“ bis zum {until} kostenlos.\n\nSie müssen nichts weiter tun, und für diesen Monat wird nichts berechnet.',
  'referral.rewardMonth.action': 'Ihre Empfehlungen ansehen',
  'referral.rewardUnlimited.subject': 'Danke für Ihre Empfehlung',
  'referral.rewardUnlimited.body':
    'Danke, dass Sie Calma weiterempfehlen: Die Empfehlung zwischen Ihnen und {colleague} ist abgeschlossen, denn das neue Profil wurde verifiziert.\n\nIhre Praxis nutzt den Tarif „{plan}“ bereits ohne Enddatum, daher gibt es keinen Monat hinzuzufügen. Die Prämie ist auf Ihrer Empfehlungsseite vermerkt.',
  'referral.rewardUnlimited.action': 'Ihre Empfehlungen ansehen',
  'referral.rewardCredit.subject': 'Ein kostenloser Monat „{plan}“ für Ihre Praxis',
  'referral.rewardCredit.body':
    'Danke, dass Sie Calma weiterempfehlen: Die Empfehlung zwischen Ihnen und {colleague} ist abgeschlossen, denn das neue Profil wurde verifiziert. Als Dankeschön haben wir Ihrem Calma-Konto {amount} gutgeschrieben – einen Monat Ihres Tarifs „{plan}“.\n\nDas Guthaben wird automatisch mit Ihren nächsten Rechnungen für den Tarif verrechnet. Sie müssen nichts weiter tun.',
  'referral.rewardCredit.action': 'Ihre Empfehlungen ansehen',
};
