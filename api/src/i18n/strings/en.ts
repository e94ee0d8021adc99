// The API's own words in English: what it writes into emails, PDFs, letters and images, where the
// site cannot translate a code. One flat file per locale, as the site's UI strings (decision 026):
// dotted keys grouped by area, English the typed source of truth, `{name}` placeholders filled by
// `fill`. A counted string has a key per plural form (`….one`, `….other`), as the site's have, and is
// read without the form: `count` chooses it (`text` in api/src/i18n/index.ts). Every other locale
// defines exactly these keys (api/src/i18n/strings.test.ts checks them, and that each counted string
// has every form the locale's plural rules pick).
export const en = {
  // Emails (mail/render.ts): each message has a subject, paragraphs (blank-line separated) and
  // optionally the label of its one button; the `layout.*` greeting, signature and footer are shared.
  'mail.layout.greeting': 'Hello {name},',
  'mail.layout.greetingAnonymous': 'Hello,',
  'mail.layout.signature': 'The Calma team',
  'mail.layout.footer':
    'You receive this email because of an action on Calma. If it was not you, you can ignore it. In a crisis, find help now: {emergencyUrl}',
  'mail.layout.buttonFallback': 'If the button does not work, copy this link into your browser:',
  'mail.layout.unsubscribe': 'Someone else gave us your address for this email. To get no more emails like it: {url}',
  'mail.layout.unsubscribeLead': 'Someone else gave us your address for this email.',
  'mail.layout.unsubscribeAction': 'Get no more emails like this',
  // Stands in for a name or number someone chose that reads as a link (decision 029).
  'mail.layout.withheld': '(not shown)',
  'mail.verify.subject': 'Confirm your email address for Calma',
  'mail.verify.body':
    'Please confirm that this is your email address, so that you can book sessions and we can reach you about them.\n\nThe link is valid for {hours} hours.',
  'mail.verify.action': 'Confirm my email address',
  'mail.passwordReset.subject': 'Reset your Calma password',
  'mail.passwordReset.body':
    'Someone asked to reset the password of the Calma account for this email address. If that was you, choose a new password with the button below.\n\nThe link is valid for {minutes} minutes and works once. If you did not ask for this, you do not need to do anything: your password stays as it is.',
  'mail.passwordReset.action': 'Choose a new password',
  // Questionnaires a therapist sends (measures/, decision 036); the risk alert names nobody and no answer.
  'mail.measureRequest.subject': 'A short questionnaire from your therapist',
  'mail.measureRequest.body':
    '{therapist} asks you to answer a short questionnaire. It takes a few minutes, and your answers help you both see how things change over time.\n\nOnly {therapist} sees your answers. The link below is meant for you alone, works once and is valid for {days} days.',
  'mail.measureRequest.action': 'Answer the questionnaire',
  'mail.measureRiskAlert.subject': 'A client gave a risk answer in a questionnaire',
  'mail.measureRiskAlert.body':
    'One of your clients has just answered a questionnaire and gave an answer that may point to a risk to their safety.\n\nPlease look at it in your dashboard as soon as you can and consider contacting your client. To protect their privacy, this email contains no names, scores or answers.',
  'mail.measureRiskAlert.action': 'Open my dashboard',
  'mail.appointmentGuestConfirm.subject': 'Please confirm your booking for {when}',
  'mail.appointmentGuestConfirm.body':
    'You chose {service} with {therapist} on {when}.\n\nPlease confirm your email address within 30 minutes so that we can pass your booking on. Until then the time is held for you.',
  'mail.appointmentGuestConfirm.action': 'Confirm my booking',
  'mail.appointmentRequested.subject': 'Your booking request for {when} has been sent',
  'mail.appointmentRequested.body':
    '{therapist} has received your request for {service} on {when} ({where}).\n\nYou will get an email as soon as they confirm it. Price: {price}.',
  'mail.appointmentRequested.action': 'View my appointment',
  'mail.appointmentConfirmed.subject': 'Confirmed: your appointment on {when}',
  'mail.appointmentConfirmed.body':
    'Your appointment is confirmed: {service} with {therapist} on {when} ({where}).\n\nPrice: {price}. The calendar file attached adds it to your calendar. You can cancel or move it from the appointment page.',
  'mail.appointmentConfirmed.action': 'View my appointment',
  'mail.appointmentDeclined.subject': 'Your booking request for {when} could not be accepted',
  'mail.appointmentDeclined.body':
    'Unfortunately {therapist} cannot take your request for {service} on {when}.\n\nThis is not about you: often the calendar simply filled up. You can choose another time or another therapist.',
  'mail.appointmentDeclined.action': 'Find another time',
  'mail.appointmentRescheduled.subject': 'New time: your appointment is now on {when}',
  'mail.appointmentRescheduled.body':
    'Your appointment has moved. The new time is {when} ({where}).\n\nThe attached calendar file updates your calendar.',
  'mail.appointmentRescheduled.action': 'View my appointment',
  'mail.appointmentCancelled.subject': 'Cancelled: your appointment on {when}',
  'mail.appointmentCancelled.body':
    'Your appointment for {service} with {therapist} on {when} has been cancelled.\n\nIf you would like to book another time, you can do so at any moment.',
  'mail.appointmentCancelled.action': 'View my appointment',
  'mail.appointmentReminder24.subject': 'Tomorrow: your appointment on {when}',
  'mail.appointmentReminder24.body':
    'A reminder of your appointment tomorrow: {service} with {therapist} on {when} ({where}).',
  'mail.appointmentReminder24.action': 'View my appointment',
  'mail.appointmentReminder1.subject': 'In one hour: your appointment on {when}',
  'mail.appointmentReminder1.body':
    'Your appointment starts in about an hour: {service} with {therapist} on {when} ({where}).',
  'mail.appointmentReminder1.action': 'View my appointment',
  'mail.therapistNewRequest.subject': 'New booking request for {when}',
  'mail.therapistNewRequest.body':
    '{client} would like to book {service} on {when} ({where}).\n\nPlease confirm or decline the request in your dashboard.',
  'mail.therapistNewRequest.action': 'Open my sessions',
  'mail.therapistNewBooking.subject': 'New booking: {when}',
  'mail.therapistNewBooking.body': '{client} has booked {service} on {when} ({where}).',
  'mail.therapistNewBooking.action': 'Open my sessions',
  'mail.therapistRescheduled.subject': 'An appointment was moved to {when}',
  'mail.therapistRescheduled.body': '{client} moved {service} to {when} ({where}).',
  'mail.therapistRescheduled.action': 'Open my sessions',
  'mail.therapistCancelled.subject': 'An appointment on {when} was cancelled',
  'mail.therapistCancelled.body': '{client} cancelled {service} on {when}. The time is free again for other bookings.',
  'mail.therapistCancelled.action': 'Open my sessions',
  'mail.waitlistConfirm.subject': 'Please confirm your place on a waitlist',
  'mail.waitlistConfirm.body':
    'You asked to join the waitlist of {therapist} for {service}.\n\nConfirm your email address to take your place in line. Until you do, you are not on the list and the practice is not told.\n\nIf this was not you, ignore this email: nothing happens.',
  'mail.waitlistConfirm.action': 'Confirm my place',
  'mail.waitlistOffer.subject': 'A time has opened for you: {when}',
  'mail.waitlistOffer.body':
    'A time you were waiting for has opened with {therapist}: {service} on {when}, {how}.\n\nWe are holding it for you until {until}. Accept it to book it. If it does not suit you, decline it so that the next person can have it; you keep your place in line.',
  'mail.waitlistOffer.action': 'See the offer',
  'mail.therapistWaitlistJoined.subject': 'Someone joined your waitlist',
  'mail.therapistWaitlistJoined.body':
    '{client} joined your waitlist for {service}.\n\nYour dashboard shows the list in order, with each person’s wishes. When a time opens, the first person it suits is offered it.',
  'mail.therapistWaitlistJoined.action': 'Open my waitlist',
  'mail.alreadyRegistered.subject': 'Someone tried to create a Calma account with your email address',
  'mail.alreadyRegistered.body':
    'Someone, probably you, just tried to create a new Calma account with this email address. You already have an account, so we did not create another one.\n\nTo sign in, go to {signInUrl}. If you have forgotten your password, you can choose a new one with the button below.\n\nIf this was not you, you do not need to do anything: your account is unchanged.',
  'mail.alreadyRegistered.action': 'Choose a new password',
  'mail.passwordChanged.subject': 'Your Calma password was changed',
  'mail.passwordChanged.body':
    'The password of your Calma account has just been changed, and every other device that was signed in has been signed out.\n\nIf you did this, you do not need to do anything. If you did not, choose a new password right away with the button below.',
  'mail.passwordChanged.action': 'Choose a new password',
  'mail.accountDeletionRequested.subject': 'Your Calma account will be deleted on {date}',
  'mail.accountDeletionRequested.body':
    'You asked us to delete your Calma account. We have signed you out on every device and will erase the account and its data on {date}.\n\nChanged your mind? Sign in before then and the deletion is cancelled.\n\nIf you did not ask for this, sign in now to keep your account, and then change your password.',
  'mail.accountDeletionRequested.action': 'Sign in to keep my account',
  'mail.accountDeletionCancelled.subject': 'Your Calma account will not be deleted',
  'mail.accountDeletionCancelled.body':
    'Someone signed in to your Calma account while it was waiting to be deleted, so we have cancelled the deletion. The account stays as it was.\n\nIf that was you, you do not need to do anything. If it was not, choose a new password right away with “Forgot your password?” on the sign-in page.',
  'mail.verificationApproved.subject': 'Your Calma profile is verified',
  'mail.verificationApproved.body':
    'Good news: we have confirmed your professional registration, and your profile is now verified.\n\nWhile your profile is listed, clients can find it in search and contact you.',
  'mail.verificationApproved.action': 'Open my verification',
  'mail.verificationChangesRequested.subject': 'Please update your Calma verification',
  'mail.verificationChangesRequested.body':
    'We have reviewed your verification and need something changed before we can confirm your registration. Our reviewer wrote:\n\n{reason}\n\nPlease update your details or documents and submit them again.',
  'mail.verificationChangesRequested.action': 'Update my verification',
  'mail.verificationRejected.subject': 'Your Calma verification was not approved',
  'mail.verificationRejected.body':
    'We could not confirm your professional registration, so your profile has not been verified. Our reviewer wrote:\n\n{reason}\n\nIf you can correct this, update your details or documents and submit them again.',
  'mail.verificationRejected.action': 'Open my verification',
  'mail.recommendEmployer.subject': 'A suggestion: confidential therapy support with Calma',
  'mail.recommendEmployer.body':
    '{intro}\n\n{letter}\n\nQuestions about Calma? Reply to this email and our team will get back to you.',
  'mail.formPartnership.subject': 'New partnership enquiry',
  'mail.formPartnership.body':
    'A new message came in through the partnerships form.\n\nName: {name}\nOrganisation: {organisation}\nEmail: {email}\nKind of partnership: {partnershipKind}\nSent from the page in {language}\n\n{message}\n\nReply to this email to answer {name} directly. Once it is dealt with, mark it as handled in the dashboard.',
  'mail.formPartnership.action': 'Open form submissions',
  'mail.formPartnership.kind.employer': 'Employer',
  'mail.formPartnership.kind.university': 'University or college',
  'mail.formPartnership.kind.association': 'Professional association or training institute',
  'mail.formPartnership.kind.community': 'Community or migrant organisation',
  'mail.formPartnership.kind.health_service': 'Health or counselling service',
  'mail.formPartnership.kind.other': 'Something else',
  'mail.formPress.subject': 'New press enquiry',
  'mail.formPress.body':
    'A new message came in through the press form.\n\nName: {name}\nOutlet: {outlet}\nEmail: {email}\nDeadline: {deadline}\nSent from the page in {language}\n\n{message}\n\nReply to this email to answer {name} directly. Once it is dealt with, mark it as handled in the dashboard.',
  'mail.formPress.action': 'Open form submissions',
  'mail.formPress.noDeadline': 'none given',
  'mail.newMessage.subject': 'You have a new message on Calma',
  'mail.newMessage.body':
    'You have a new message from {sender} on Calma.\n\nTo keep your conversation private, we never send messages by email. Open the conversation with the button below to read it and reply.',
  'mail.newMessage.action': 'Read the message',
  'mail.enquiryConfirm.subject': 'Please confirm your message on Calma',
  'mail.enquiryConfirm.body':
    'You wrote to {therapist} through Calma. Please confirm that this is your email address: only then do we pass your message on.\n\nThe same link takes you to your conversation, where you can read {therapist}’s reply and write more. Keep this email; anyone with the link can read the conversation.\n\nIf you did not write to {therapist}, ignore this email: the message is deleted after {hours} hours.',
  'mail.enquiryConfirm.action': 'Confirm and open the conversation',
  'mail.invoice.sent.subject': 'Invoice {number}',
  'mail.invoice.sent.body':
    '{therapist} has sent you invoice {number} for {amount}, due by {dueDate}. You will find it attached as a PDF.\n\nWith the button below you can view the invoice at any time and see how to pay it.',
  'mail.invoice.sent.action': 'View and pay the invoice',
  'mail.invoice.creditNoteSent.subject': 'Credit note {number}',
  'mail.invoice.creditNoteSent.body':
    '{therapist} has issued credit note {number} for {amount}. It cancels invoice {corrects}. You will find it attached as a PDF.\n\nIf you have already paid that invoice, {therapist} will be in touch about the refund.',
  'mail.invoice.creditNoteSent.action': 'View the credit note',
  'mail.invoice.reminder.subject': 'Reminder: invoice {number}',
  'mail.invoice.reminder.body':
    'A friendly reminder: invoice {number} from {therapist} was due on {dueDate}, and {amount} of it is still open. The invoice is attached again as a PDF.\n\nIf you have paid in the meantime, thank you, and please ignore this email.',
  'mail.invoice.reminder.action': 'View and pay the invoice',
  'mail.subscription.paymentFailed.subject': 'The payment for your {plan} plan did not go through',
  'mail.subscription.paymentFailed.body':
    'We could not collect the payment for your {plan} plan. Your plan and everything in it stay available until {until} while the payment is tried again.\n\nPlease check or update your card before then. If the payment has still not gone through by {until}, your practice moves to the free plan. Nothing you have set up is deleted.',
  'mail.subscription.paymentFailed.action': 'Update your card',
  'mail.subscription.downgraded.subject': 'Your practice is now on the {free} plan',
  'mail.subscription.downgraded.body':
    'The payment for your {plan} plan had not arrived by the end of the grace period, so your practice is now on the {free} plan.\n\nNothing has been deleted: your profile, clients, appointments, invoices and services are all still there. No longer available: {unavailable}. The services you already offer can still be booked, but you can only add new ones while fewer than {services} are active.\n\nYou can choose a plan again at any time, and everything is back at once.',
  'mail.subscription.downgraded.action': 'Choose a plan',
  'mail.subscription.feature.video': 'video sessions with a waiting room',
  'mail.subscription.feature.card_payments': 'card payments on your invoices',
  'mail.subscription.feature.widgets': 'widgets for your own website',
  'mail.subscription.feature.matching_priority': 'priority in the matching results',
  'mail.subscription.feature.none': 'no other features',
  'mail.referral.invitation.subject': 'A colleague invites you to Calma',
  'mail.referral.invitation.body':
    '{inviter} runs their practice with Calma and invites you to join: a verified profile in a directory where clients find you in five languages, with bookings, online sessions and invoices in one place.\n\nRegister with the button below and complete your profile. Once your profile is verified, you and {inviter} each get a free month of the {plan} plan.\n\nIf you are not interested, you can simply ignore this email.',
  'mail.referral.invitation.action': 'Join Calma',
  'mail.referral.rewardMonth.subject': 'A free month of {plan} for your practice',
  'mail.referral.rewardMonth.body':
    'Thank you for spreading the word about Calma: the referral between you and {colleague} is complete, now that the new profile has been verified. As a thank-you, your practice has the {plan} plan free of charge until {until}.\n\nThere is nothing you need to do, and nothing is charged for this month.',
  'mail.referral.rewardMonth.action': 'See your referrals',
  'mail.referral.rewardUnlimited.subject': 'Thank you for your referral',
  'mail.referral.rewardUnlimited.body':
    'Thank you for spreading the word about Calma: the referral between you and {colleague} is complete, now that the new profile has been verified.\n\nYour practice already has the {plan} plan with no end date, so there is no month to add. The reward is noted on your referrals page.',
  'mail.referral.rewardUnlimited.action': 'See your referrals',
  'mail.referral.rewardCredit.subject': 'A free month of {plan} for your practice',
  'mail.referral.rewardCredit.body':
    'Thank you for spreading the word about Calma: the referral between you and {colleague} is complete, now that the new profile has been verified. As a thank-you, we have credited {amount} to your Calma account: one month of your {plan} plan.\n\nThe credit is taken off your next invoices for the plan automatically. There is nothing you need to do.',
  'mail.referral.rewardCredit.action': 'See your referrals',

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
  'document.payment.byDate.one':
    'Please transfer {amount} within {count} day, by {date}, quoting the payment reference.',
  'document.payment.byDate.other':
    'Please transfer {amount} within {count} days, by {date}, quoting the payment reference.',
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

  // An online session's calendar event: the reader's way in.
  'calendar.join': 'Join the online session: {url}',

  // The share card (directory/share-card.ts): the badge's words, as on the site's badge
  // (`embed.badge.verified`), and the place line of a therapist who works only online.
  'card.verified': 'Verified on Calma',
  'card.online': 'Online',

  // The way of meeting in a waitlist offer's email (waitlist/offers.ts).
  'waitlist.online': 'online',
  'waitlist.inPerson': 'in person',

  // Agreements before a first session (agreements/, decision 038): the request with its link, the
  // signed copy, the statement a client ticks, and the signature record on the PDF.
  'mail.agreementsRequest.subject': 'Before your first session: documents to sign',
  'mail.agreementsRequest.body.one':
    '{therapist} asks you to read and sign {count} document before your first session: for example the treatment agreement or the privacy notice.\n\nThe link below opens it; it is meant for you alone and works for {days} days.',
  'mail.agreementsRequest.body.other':
    '{therapist} asks you to read and sign {count} documents before your first session: for example the treatment agreement and the privacy notice.\n\nThe link below opens them; it is meant for you alone and works for {days} days.',
  'mail.agreementsRequest.action': 'Read and sign',
  'mail.agreementsReminder.subject': 'Reminder: documents to sign before your session',
  'mail.agreementsReminder.body.one':
    'Your session with {therapist} is in two days, and {count} document still needs your signature.\n\nThe link below opens it; it is meant for you alone and works for {days} days.',
  'mail.agreementsReminder.body.other':
    'Your session with {therapist} is in two days, and {count} documents still need your signature.\n\nThe link below opens them; it is meant for you alone and works for {days} days.',
  'mail.agreementsReminder.action': 'Read and sign',
  'mail.agreementSigned.subject': 'Your signed copy',
  'mail.agreementSigned.body':
    'You signed “{title}” for {therapist}. Your copy is attached as a PDF, with the record of your signature.',
  'agreement.statement': 'I have read this document and agree to it. Typing my full name is my signature.',
  'agreement.record.title': 'Signature record',
  'agreement.record.signedBy': 'Signed by',
  'agreement.record.signedAt': 'Signed at',
  'agreement.record.ip': 'IP address',
  'agreement.record.userAgent': 'Browser (user agent)',
  'agreement.record.document': 'Signed document',
  'agreement.record.version': 'version {version}',
  'agreement.record.sha256': 'SHA-256 of the signed text',
  'agreement.record.statement': 'Statement ticked',
  'agreement.record.parties': 'Between {client} and {therapist}',
  'agreement.record.note':
    'A simple electronic signature (eIDAS, Art. 3(10)) recorded by Calma: the signer typed their name and ticked the statement above.',
  // Intake questionnaires (intake/, decision 040): asked alone or with agreements (one email for all that
  // is outstanding), opened again for the client to change, and the therapist told of a submission
  // without any answer in the email.
  'mail.intakeRequest.subject': 'Before your session: a few questions from your therapist',
  'mail.intakeRequest.body':
    '{therapist} asks you to answer a few questions before your session, so that you can start your work together well prepared.\n\nYour answers are saved as you go, so you can stop and come back later. Only {therapist} sees them. The link below is meant for you alone and works for {days} days.',
  'mail.intakeRequest.action': 'Answer the questions',
  'mail.intakeReminder.subject': 'Reminder: questions to answer before your session',
  'mail.intakeReminder.body':
    'Your session with {therapist} is in two days, and some of their questions are still waiting for your answers.\n\nWhat you have saved so far is kept. The link below is meant for you alone and works for {days} days.',
  'mail.intakeReminder.action': 'Answer the questions',
  'mail.beforeSessionRequest.subject': 'Before your first session: documents to sign and a few questions',
  'mail.beforeSessionRequest.body.one':
    '{therapist} asks you to read and sign {count} document and to answer a few questions before your first session.\n\nThe link below opens all of it. Your answers are saved as you go, so you can stop and come back later. The link is meant for you alone and works for {days} days.',
  'mail.beforeSessionRequest.body.other':
    '{therapist} asks you to read and sign {count} documents and to answer a few questions before your first session.\n\nThe link below opens all of it. Your answers are saved as you go, so you can stop and come back later. The link is meant for you alone and works for {days} days.',
  'mail.beforeSessionRequest.action': 'Sign and answer',
  'mail.beforeSessionReminder.subject': 'Reminder: documents and questions before your session',
  'mail.beforeSessionReminder.body.one':
    'Your session with {therapist} is in two days. {count} document still needs your signature, and some questions are still waiting for your answers.\n\nThe link below opens them; it is meant for you alone and works for {days} days.',
  'mail.beforeSessionReminder.body.other':
    'Your session with {therapist} is in two days. {count} documents still need your signature, and some questions are still waiting for your answers.\n\nThe link below opens them; it is meant for you alone and works for {days} days.',
  'mail.beforeSessionReminder.action': 'Sign and answer',
  'mail.intakeReopened.subject': 'Your questionnaire is open again',
  'mail.intakeReopened.body':
    '{therapist} has opened “{title}” again so that you can change your answers. Everything you answered before is still there.\n\nWhen you are done, submit it again. The link below is meant for you alone and works for {days} days.',
  'mail.intakeReopened.action': 'Change my answers',
  'mail.intakeSubmitted.subject': 'A client has submitted a questionnaire',
  'mail.intakeSubmitted.body':
    '{client} has submitted “{title}”. You can read the answers in their client record.\n\nTo protect your client’s privacy, this email contains no answers.',
  'mail.intakeSubmitted.action': 'Open the client record',
} as const;

export type ApiStringKey = keyof typeof en;
export type ApiStrings = Record<ApiStringKey, string>;
