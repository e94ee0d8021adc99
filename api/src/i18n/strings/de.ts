import type { ApiStrings } from './en.ts';

export const de: ApiStrings = {
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
  'document.payment.byDate':
    'Bitte überweisen Sie {amount} innerhalb von {days} Tagen, spätestens bis {date}, unter Angabe der Zahlungsreferenz.',
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

  // Share card.
  'card.verified': 'Verifiziert bei Calma',
  'card.online': 'Online',
};
