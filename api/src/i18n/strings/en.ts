// The API's own words in English: what it writes into emails, PDFs, letters and images, where the
// site cannot translate a code. One flat file per locale, as the site's UI strings (decision 026):
// dotted keys grouped by area, English the typed source of truth, `{name}` placeholders filled by
// `fill`. Every other locale defines exactly these keys (api/src/i18n/strings.test.ts checks them).
export const en = {
  // The invoice PDF (billing/pdf.ts): titles, file names, notices, table, totals and payment.
  'document.title.invoice': 'Invoice',
  'document.title.creditNote': 'Credit note',
  'document.title.paymentRequest': 'Payment request',
  'document.title.paymentRequestCancellation': 'Cancelled payment request',
  'document.file.invoice': 'Invoice',
  'document.file.creditNote': 'Credit-note',
  'document.file.paymentRequest': 'Payment-request',
  'document.file.paymentRequestCancellation': 'Cancelled-payment-request',
  'document.notice.notAnInvoice': 'This document is not a tax invoice; the invoice (fatura) is issued separately.',
  'document.notice.notVatRegistered': 'No VAT is charged: the practice is not registered for VAT.',
  'document.meta.number': 'Number',
  'document.meta.issueDate': 'Date of issue',
  'document.meta.serviceDate': 'Date of service',
  'document.meta.servicePeriod': 'Service period',
  'document.meta.dueDate': 'Due date',
  'document.meta.correctsInvoice': 'Corrects invoice {number}',
  'document.meta.cancelsRequest': 'Cancels payment request {number}',
  'document.seller.taxNumber': 'Tax number',
  'document.seller.vatId': 'VAT number',
  'document.seller.email': 'Email',
  'document.table.date': 'Date',
  'document.table.description': 'Description',
  'document.table.quantity': 'Qty',
  'document.table.unitPrice': 'Unit price',
  'document.table.vat': 'VAT',
  'document.table.amount': 'Amount',
  'document.table.exempt': 'exempt',
  'document.totals.net': 'Total excluding VAT',
  'document.totals.vatAt': 'VAT {rate}',
  'document.totals.vatExempt': 'VAT (exempt)',
  'document.totals.gross': 'Total',
  'document.totals.paid': 'Paid',
  'document.totals.due': 'Amount due',
  'document.payment.heading': 'Payment',
  'document.payment.byDate': 'Please transfer {amount} within {days} days, by {date}, quoting the payment reference.',
  'document.payment.onReceipt': 'Please transfer {amount} on receipt, quoting the payment reference.',
  'document.payment.paidInFull': 'Paid in full. Thank you.',
  'document.payment.accountHolder': 'Account holder',
  'document.payment.iban': 'IBAN',
  'document.payment.bic': 'BIC',
  'document.payment.reference': 'Payment reference',
  'document.payment.qrCaption': 'Scan with your banking app to pay',
  'document.page.of': 'Page {page} of {pages}',

  // The sentence an invoice with exempt lines carries; {basis} is the provision as cited at home.
  'exemption.healthcare': 'Exempt from VAT under {basis} (medical care).',

  // The letter a person can send their employer to suggest Calma (forms/letter.ts). Paragraphs are
  // separated by a blank line; {employer}, {hrName}, {sender}, {url} (the for-companies page in the
  // letter's language) and {email} (our partnerships address) are filled in. The subject is the
  // email's (`recommendEmployer.subject` among the email texts).
  'letter.greeting': 'Dear HR team,',
  'letter.greetingNamed': 'Dear {hrName},',
  'letter.body': [
    'I would like to suggest something that could make a real difference for all of us at {employer}: Calma, a platform that helps people find a verified therapist who speaks their language.',
    'Stress, anxiety and exhaustion catch up with many of us at some point. The hardest step is often the first one: knowing where to start, and finding someone you can talk to comfortably – especially for colleagues who live in a country whose language is not their own.',
    'What Calma offers an employer like ours:\n– Therapists whose qualification and professional registration have been checked, in person in Germany, the Netherlands, Portugal, Spain and the United Kingdom, or online\n– Search by the language a therapist works in, by topic and by location, in five languages\n– Short self-tests and a matching survey for anyone who is not sure what they need\n– Confidentiality by design: the company never learns who uses Calma, what they look for or whom they see',
    'Calma agrees with each organisation who can use it and how sessions are paid for, so it can be shaped to fit a team like ours.',
    'You can read how Calma works with companies here: {url}\nThe Calma team is happy to answer questions at {email}.',
    'I think this would be a valuable step for all of us, and I would be glad if you considered it.',
  ].join('\n\n'),
  'letter.signOff': 'Kind regards,\nA colleague at {employer}',
  'letter.signOffNamed': 'Kind regards,\n{sender}',
  'letter.forwardedNamed':
    '{sender} asked us to pass on the following suggestion to you. They wrote it with our help and read it before asking us to send it. We send it this once and do not add your address to any list:',
  'letter.forwardedAnonymous':
    'One of your employees asked us to pass on the following suggestion to you. They wrote it with our help and read it before asking us to send it. We send it this once and do not add your address to any list:',

  // The hub worksheet PDF's footer (hub/pdf.ts): "Calma · reviewed 26 November 2026".
  'hub.reviewed': 'reviewed {date}',

  // The share card (directory/share-card.ts): the badge's words, as on the site's badge
  // (`embed.badge.verified`), and the place line of a therapist who works only online.
  'card.verified': 'Verified on Calma',
  'card.online': 'Online',
} as const;

export type ApiStringKey = keyof typeof en;
export type ApiStrings = Record<ApiStringKey, string>;
