// Email texts, English as the typed source. Each message: a subject, paragraphs (blank-line
// separated, `{name}` placeholders), and optionally the label of its one button. The signature and
// footer are shared.

export const en = {
  'layout.greeting': 'Hello {name},',
  'layout.greetingAnonymous': 'Hello,',
  'layout.signature': 'The Calma team',
  'layout.footer':
    'You receive this email because of an action on Calma. If it was not you, you can ignore it. In a crisis, find help now: {emergencyUrl}',
  'layout.buttonFallback': 'If the button does not work, copy this link into your browser:',
  // Stands in for a name or number someone chose that reads as a link (decision 029).
  'layout.withheld': '(not shown)',
  'verify.subject': 'Confirm your email address for Calma',
  'verify.body':
    'Please confirm that this is your email address, so that you can book sessions and we can reach you about them.\n\nThe link is valid for {hours} hours.',
  'verify.action': 'Confirm my email address',
  'passwordReset.subject': 'Reset your Calma password',
  'passwordReset.body':
    'Someone asked to reset the password of the Calma account for this email address. If that was you, choose a new password with the button below.\n\nThe link is valid for {minutes} minutes and works once. If you did not ask for this, you do not need to do anything: your password stays as it is.',
  'passwordReset.action': 'Choose a new password',
  'appointmentGuestConfirm.subject': 'Please confirm your booking for {when}',
  'appointmentGuestConfirm.body':
    'You chose {service} with {therapist} on {when}.\n\nPlease confirm your email address within 30 minutes so that we can pass your booking on. Until then the time is held for you.',
  'appointmentGuestConfirm.action': 'Confirm my booking',
  'appointmentRequested.subject': 'Your booking request for {when} has been sent',
  'appointmentRequested.body':
    '{therapist} has received your request for {service} on {when} ({where}).\n\nYou will get an email as soon as they confirm it. Price: {price}.',
  'appointmentRequested.action': 'View my appointment',
  'appointmentConfirmed.subject': 'Confirmed: your appointment on {when}',
  'appointmentConfirmed.body':
    'Your appointment is confirmed: {service} with {therapist} on {when} ({where}).\n\nPrice: {price}. The calendar file attached adds it to your calendar. You can cancel or move it from the appointment page.',
  'appointmentConfirmed.action': 'View my appointment',
  'appointmentDeclined.subject': 'Your booking request for {when} could not be accepted',
  'appointmentDeclined.body':
    'Unfortunately {therapist} cannot take your request for {service} on {when}.\n\nThis is not about you: often the calendar simply filled up. You can choose another time or another therapist.',
  'appointmentDeclined.action': 'Find another time',
  'appointmentRescheduled.subject': 'New time: your appointment is now on {when}',
  'appointmentRescheduled.body':
    'Your appointment has moved. The new time is {when} ({where}).\n\nThe attached calendar file updates your calendar.',
  'appointmentRescheduled.action': 'View my appointment',
  'appointmentCancelled.subject': 'Cancelled: your appointment on {when}',
  'appointmentCancelled.body':
    'Your appointment for {service} with {therapist} on {when} has been cancelled.\n\nIf you would like to book another time, you can do so at any moment.',
  'appointmentCancelled.action': 'View my appointment',
  'appointmentReminder24.subject': 'Tomorrow: your appointment on {when}',
  'appointmentReminder24.body':
    'A reminder of your appointment tomorrow: {service} with {therapist} on {when} ({where}).',
  'appointmentReminder24.action': 'View my appointment',
  'appointmentReminder1.subject': 'In one hour: your appointment on {when}',
  'appointmentReminder1.body':
    'Your appointment starts in about an hour: {service} with {therapist} on {when} ({where}).',
  'appointmentReminder1.action': 'View my appointment',
  'therapistNewRequest.subject': 'New booking request for {when}',
  'therapistNewRequest.body':
    '{client} would like to book {service} on {when} ({where}).\n\nPlease confirm or decline the request in your dashboard.',
  'therapistNewRequest.action': 'Open my sessions',
  'therapistNewBooking.subject': 'New booking: {when}',
  'therapistNewBooking.body': '{client} has booked {service} on {when} ({where}).',
  'therapistNewBooking.action': 'Open my sessions',
  'therapistRescheduled.subject': 'An appointment was moved to {when}',
  'therapistRescheduled.body': '{client} moved {service} to {when} ({where}).',
  'therapistRescheduled.action': 'Open my sessions',
  'therapistCancelled.subject': 'An appointment on {when} was cancelled',
  'therapistCancelled.body': '{client} cancelled {service} on {when}. The time is free again for other bookings.',
  'therapistCancelled.action': 'Open my sessions',
  'alreadyRegistered.subject': 'Someone tried to create a Calma account with your email address',
  'alreadyRegistered.body':
    'Someone, probably you, just tried to create a new Calma account with this email address. You already have an account, so we did not create another one.\n\nTo sign in, go to {signInUrl}. If you have forgotten your password, you can choose a new one with the button below.\n\nIf this was not you, you do not need to do anything: your account is unchanged.',
  'alreadyRegistered.action': 'Choose a new password',
  'passwordChanged.subject': 'Your Calma password was changed',
  'passwordChanged.body':
    'The password of your Calma account has just been changed, and every other device that was signed in has been signed out.\n\nIf you did this, you do not need to do anything. If you did not, choose a new password right away with the button below.',
  'passwordChanged.action': 'Choose a new password',
  'accountDeletionRequested.subject': 'Your Calma account will be deleted on {date}',
  'accountDeletionRequested.body':
    'You asked us to delete your Calma account. We have signed you out on every device and will erase the account and its data on {date}.\n\nChanged your mind? Sign in before then and the deletion is cancelled.\n\nIf you did not ask for this, sign in now to keep your account, and then change your password.',
  'accountDeletionRequested.action': 'Sign in to keep my account',
  'accountDeletionCancelled.subject': 'Your Calma account will not be deleted',
  'accountDeletionCancelled.body':
    'Someone signed in to your Calma account while it was waiting to be deleted, so we have cancelled the deletion. The account stays as it was.\n\nIf that was you, you do not need to do anything. If it was not, choose a new password right away with “Forgot your password?” on the sign-in page.',
  'verificationApproved.subject': 'Your Calma profile is verified',
  'verificationApproved.body':
    'Good news: we have confirmed your professional registration, and your profile is now verified.\n\nWhile your profile is listed, clients can find it in search and contact you.',
  'verificationApproved.action': 'Open my verification',
  'verificationChangesRequested.subject': 'Please update your Calma verification',
  'verificationChangesRequested.body':
    'We have reviewed your verification and need something changed before we can confirm your registration. Our reviewer wrote:\n\n{reason}\n\nPlease update your details or documents and submit them again.',
  'verificationChangesRequested.action': 'Update my verification',
  'verificationRejected.subject': 'Your Calma verification was not approved',
  'verificationRejected.body':
    'We could not confirm your professional registration, so your profile has not been verified. Our reviewer wrote:\n\n{reason}\n\nIf you can correct this, update your details or documents and submit them again.',
  'verificationRejected.action': 'Open my verification',
  'recommendEmployer.subject': 'A suggestion: confidential therapy support with Calma',
  'recommendEmployer.body':
    '{intro}\n\n{letter}\n\nQuestions about Calma? Reply to this email and our team will get back to you.',
  'formPartnership.subject': 'New partnership enquiry',
  'formPartnership.body':
    'A new message came in through the partnerships form.\n\nName: {name}\nOrganisation: {organisation}\nEmail: {email}\nKind of partnership: {partnershipKind}\nSent from the page in {language}\n\n{message}\n\nReply to this email to answer {name} directly. Once it is dealt with, mark it as handled in the dashboard.',
  'formPartnership.action': 'Open form submissions',
  'formPartnership.kind.employer': 'Employer',
  'formPartnership.kind.university': 'University or college',
  'formPartnership.kind.association': 'Professional association or training institute',
  'formPartnership.kind.community': 'Community or migrant organisation',
  'formPartnership.kind.health_service': 'Health or counselling service',
  'formPartnership.kind.other': 'Something else',
  'formPress.subject': 'New press enquiry',
  'formPress.body':
    'A new message came in through the press form.\n\nName: {name}\nOutlet: {outlet}\nEmail: {email}\nDeadline: {deadline}\nSent from the page in {language}\n\n{message}\n\nReply to this email to answer {name} directly. Once it is dealt with, mark it as handled in the dashboard.',
  'formPress.action': 'Open form submissions',
  'formPress.noDeadline': 'none given',
  'newMessage.subject': 'You have a new message on Calma',
  'newMessage.body':
    'You have a new message from {sender} on Calma.\n\nTo keep your conversation private, we never send messages by email. Open the conversation with the button below to read it and reply.',
  'newMessage.action': 'Read the message',
  'enquiryConfirm.subject': 'Please confirm your message on Calma',
  'enquiryConfirm.body':
    'You wrote to {therapist} through Calma. Please confirm that this is your email address: only then do we pass your message on.\n\nThe same link takes you to your conversation, where you can read {therapist}’s reply and write more. Keep this email; anyone with the link can read the conversation.\n\nIf you did not write to {therapist}, ignore this email: the message is deleted after {hours} hours.',
  'enquiryConfirm.action': 'Confirm and open the conversation',
  'invoice.sent.subject': 'Invoice {number}',
  'invoice.sent.body':
    '{therapist} has sent you invoice {number} for {amount}, due by {dueDate}. You will find it attached as a PDF.\n\nWith the button below you can view the invoice at any time and see how to pay it.',
  'invoice.sent.action': 'View and pay the invoice',
  'invoice.creditNoteSent.subject': 'Credit note {number}',
  'invoice.creditNoteSent.body':
    '{therapist} has issued credit note {number} for {amount}. It cancels invoice {corrects}. You will find it attached as a PDF.\n\nIf you have already paid that invoice, {therapist} will be in touch about the refund.',
  'invoice.creditNoteSent.action': 'View the credit note',
  'invoice.reminder.subject': 'Reminder: invoice {number}',
  'invoice.reminder.body':
    'A friendly reminder: invoice {number} from {therapist} was due on {dueDate}, and {amount} of it is still open. The invoice is attached again as a PDF.\n\nIf you have paid in the meantime, thank you, and please ignore this email.',
  'invoice.reminder.action': 'View and pay the invoice',
  'subscription.paymentFailed.subject': 'The payment for your {plan} plan did not go through',
  'subscription.paymentFailed.body':
    'We could not collect the payment for your {plan} plan. Your plan and everything in it stay available until {until} while the payment is tried again.\n\nPlease check or update your card before then. If the payment has still not gone through by {until}, your practice moves to the free plan. Nothing you have set up is deleted.',
  'subscription.paymentFailed.action': 'Update your card',
  'subscription.downgraded.subject': 'Your practice is now on the {free} plan',
  'subscription.downgraded.body':
    'The payment for your {plan} plan had not arrived by the end of the grace period, so your practice is now on the {free} plan.\n\nNothing has been deleted: your profile, clients, appointments, invoices and services are all still there. No longer available: {unavailable}. The services you already offer can still be booked, but you can only add new ones while fewer than {services} are active.\n\nYou can choose a plan again at any time, and everything is back at once.',
  'subscription.downgraded.action': 'Choose a plan',
  'subscription.feature.video': 'video sessions with a waiting room',
  'subscription.feature.card_payments': 'card payments on your invoices',
  'subscription.feature.widgets': 'widgets for your own website',
  'subscription.feature.matching_priority': 'priority in the matching results',
  'subscription.feature.none': 'no other features',
  'referral.invitation.subject': 'A colleague invites you to Calma',
  'referral.invitation.body':
    '{inviter} runs their practice with Calma and invites you to join: a verified profile in a directory where clients find you in five languages, with bookings, online sessions and invoices in one place.\n\nRegister with the button below and complete your profile. Once your profile is verified, you and {inviter} each get a free month of the {plan} plan.\n\nIf you are not interested, you can simply ignore this email.',
  'referral.invitation.action': 'Join Calma',
  'referral.rewardMonth.subject': 'A free month of {plan} for your practice',
  'referral.rewardMonth.body':
    'Thank you for spreading the word about Calma: the referral between you and {colleague} is complete, now that the new profile has been verified. As a thank-you, your practice has the {plan} plan free of charge until {until}.\n\nThere is nothing you need to do, and nothing is charged for this month.',
  'referral.rewardMonth.action': 'See your referrals',
  'referral.rewardUnlimited.subject': 'Thank you for your referral',
  'referral.rewardUnlimited.body':
    'Thank you for spreading the word about Calma: the referral between you and {colleague} is complete, now that the new profile has been verified.\n\nYour practice already has the {plan} plan with no end date, so there is no month to add. The reward is noted on your referrals page.',
  'referral.rewardUnlimited.action': 'See your referrals',
  'referral.rewardCredit.subject': 'A free month of {plan} for your practice',
  'referral.rewardCredit.body':
    'Thank you for spreading the word about Calma: the referral between you and {colleague} is complete, now that the new profile has been verified. As a thank-you, we have credited {amount} to your Calma account: one month of your {plan} plan.\n\nThe credit is taken off your next invoices for the plan automatically. There is nothing you need to do.',
  'referral.rewardCredit.action': 'See your referrals',
} as const;

export type MessageKey = keyof typeof en;
