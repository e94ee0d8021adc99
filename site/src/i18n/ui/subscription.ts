// The subscription strings in every language: the practice's plan, the plans page, the checkout's
// return, the refusals of a plan (PlanRequired) and the administrators' plans. Plan names and
// summaries are not here: they come from content/plans/plans.json.
// English is the source: every other language defines exactly its keys (the type says so).
const en = {
  'dashboard.nav.subscription': 'Subscription',
  'dashboard.nav.adminPlans': 'Practice plans',

  'dashboard.subscription.title': 'Subscription',
  'dashboard.subscription.loading': 'Loading…',
  'dashboard.subscription.loadError': 'Your subscription could not be loaded. Please reload the page.',
  'dashboard.subscription.current': 'Your plan',
  'dashboard.subscription.badge.free': 'Free',
  'dashboard.subscription.badge.assigned': 'Arranged with Calma',
  'dashboard.subscription.badge.trialing': 'Free trial',
  'dashboard.subscription.badge.active': 'Active',
  'dashboard.subscription.badge.ending': 'Cancelled',
  'dashboard.subscription.badge.pastDue': 'Payment failed',
  'dashboard.subscription.badge.canceled': 'Ended',
  'dashboard.subscription.badge.incomplete': 'Payment incomplete',
  'dashboard.subscription.state.free': '{plan} is the free plan. Compare the plans to see what a paid plan adds.',
  'dashboard.subscription.state.assigned': 'The Calma team has arranged this plan for your practice, with no end date.',
  'dashboard.subscription.state.assignedUntil':
    'The Calma team has arranged this plan for your practice until {date} (its last day). After that, your practice moves to the free plan unless the team extends it.',
  'dashboard.subscription.state.trialing': 'Your free trial runs until {date}. Nothing is charged before then.',
  'dashboard.subscription.state.trialEnding':
    'Your free trial ends on {date}, and your subscription ends with it: nothing will be charged. Then your practice moves to the free plan.',
  'dashboard.subscription.state.active': 'Your subscription is active and renews on {date}.',
  'dashboard.subscription.state.ending':
    'Cancelled: you keep {plan} until {date}. Then your practice moves to the free plan. Until then you can resume the subscription.',
  'dashboard.subscription.state.pastDue':
    'Your last payment did not go through. You keep {plan} until {date}; if the payment has still not gone through by then, your practice moves to the free plan. Nothing is deleted, but the paid features become unavailable. Please check your card under “Manage card”.',
  'dashboard.subscription.state.pastDueNoGrace':
    'Your last payment did not go through. Please check your card under “Manage card”, or your practice will move to the free plan.',
  'dashboard.subscription.state.canceled':
    'Your subscription has ended and your practice is on the free plan. Everything you saved is still here; choose a plan to use the paid features again.',
  'dashboard.subscription.state.lapsed':
    'Your last payment did not go through and the grace period has ended, so your practice is on the free plan. Everything you saved is still here; choose a plan to use the paid features again.',
  'dashboard.subscription.state.incomplete':
    'The first payment for this subscription has not been completed, so the plan has not started yet. If you have just paid, this can take a moment; otherwise you can choose a plan again.',
  'dashboard.subscription.interval': 'Billing',
  'dashboard.subscription.interval.month': 'Monthly',
  'dashboard.subscription.interval.year': 'Yearly',
  'dashboard.subscription.nextCharge': 'Next charge',
  'dashboard.subscription.firstCharge': 'First charge',
  'dashboard.subscription.chargeOn': '{amount} on {date}',
  'dashboard.subscription.scheduled': 'Planned change',
  'dashboard.subscription.scheduledChange': 'From {date}: {plan}, {interval}',
  'dashboard.subscription.assignedContact': 'To change it, write to the Calma team:',
  'dashboard.subscription.changePlan': 'Change plan',
  'dashboard.subscription.seePlans': 'See the plans',
  'dashboard.subscription.resume': 'Resume subscription',
  'dashboard.subscription.keepPlan': 'Keep {plan}',
  'dashboard.subscription.portal': 'Manage card',
  'dashboard.subscription.cancel': 'Cancel subscription',
  'dashboard.subscription.redirecting': 'Taking you to Stripe…',
  'dashboard.subscription.cancelled': 'Your subscription is cancelled. You keep your plan until {date}.',
  'dashboard.subscription.resumed': 'Your subscription continues. It renews on {date}.',
  'dashboard.subscription.kept': 'The planned change is taken back: you stay on {plan}.',
  'dashboard.subscription.error.generic': 'That did not work. Please try again in a moment.',
  'dashboard.subscription.error.network': 'Calma could not be reached. Please check your connection and try again.',
  'dashboard.subscription.includes': 'What {plan} includes',
  'dashboard.subscription.services': 'Up to {max} active services ({used} in use)',
  'dashboard.subscription.servicesFull':
    'You have reached {max} active services. They all stay bookable; to add another, archive one or choose a plan with more services.',
  'dashboard.subscription.notIncluded': 'Not in your plan',
  'dashboard.subscription.invoices': 'Invoices from Calma',
  'dashboard.subscription.invoices.loadError': 'The invoices could not be loaded. Please reload the page.',
  'dashboard.subscription.invoices.empty': 'No invoices yet.',
  'dashboard.subscription.invoices.date': 'Date',
  'dashboard.subscription.invoices.number': 'Number',
  'dashboard.subscription.invoices.amount': 'Amount',
  'dashboard.subscription.invoices.status': 'Status',
  'dashboard.subscription.invoices.documents': 'Invoice',
  'dashboard.subscription.invoices.view': 'View',
  'dashboard.subscription.invoices.pdf': 'PDF',
  'dashboard.subscription.invoices.which': 'invoice {name}',
  'dashboard.subscription.invoices.status.draft': 'Draft',
  'dashboard.subscription.invoices.status.open': 'Due',
  'dashboard.subscription.invoices.status.paid': 'Paid',
  'dashboard.subscription.invoices.status.uncollectible': 'Unpaid',
  'dashboard.subscription.invoices.status.void': 'Cancelled',
  'dashboard.subscription.vat': 'VAT number',
  'dashboard.subscription.vat.lead':
    'If your practice is a business with an EU VAT number, Calma’s invoices apply the reverse charge: you account for the VAT yourself.',
  'dashboard.subscription.vat.label': 'VAT identification number',
  'dashboard.subscription.vat.hint':
    'With its country code, for example DE123456789 or NL123456789B01. Leave it empty to remove it.',
  'dashboard.subscription.vat.save': 'Save VAT number',
  'dashboard.subscription.vat.saved': 'Your VAT number is saved. Your next invoices will carry it.',
  'dashboard.subscription.vat.removed': 'Your VAT number is removed.',
  'dashboard.subscription.vat.invalid':
    'This is not a valid EU VAT number. It starts with the country code, for example DE123456789.',
  'dashboard.subscription.cancelDialog.title': 'Cancel your subscription?',
  'dashboard.subscription.cancelDialog.until':
    'You keep {plan} until {date}. Then your practice moves to {free}, the free plan.',
  'dashboard.subscription.cancelDialog.trialUntil':
    'Your free trial of {plan} ends on {date}, and nothing will be charged. Then your practice moves to {free}, the free plan.',
  'dashboard.subscription.cancelDialog.lost': 'From {date}, these will no longer be available:',
  'dashboard.subscription.cancelDialog.services':
    'more than {max} active services: the services you have stay bookable, but you cannot add new ones',
  'dashboard.subscription.cancelDialog.kept':
    'Nothing is deleted: your profile, clients, notes, invoices and services all stay. Until {date} you can resume the subscription.',
  'dashboard.subscription.cancelDialog.confirm': 'Cancel subscription',
  'dashboard.subscription.cancelDialog.keep': 'Keep my plan',

  'dashboard.subscription.callback.title': 'Your new plan',
  'dashboard.subscription.callback.checking': 'Checking your payment with Stripe…',
  'dashboard.subscription.callback.success': 'Thank you! {plan} is now active for your practice.',
  'dashboard.subscription.callback.successTrial':
    'Thank you! Your free trial of {plan} has started and runs until {date}.',
  'dashboard.subscription.callback.processing':
    'Your payment is still being processed. This page checks again in a moment.',
  'dashboard.subscription.callback.processingEmail':
    'Your payment is still being processed, which can take a while. You do not need to wait here: we will email you as soon as your plan is active.',
  'dashboard.subscription.callback.failed': 'The checkout was not completed, so your plan has not changed.',
  'dashboard.subscription.callback.unreachable':
    'Your payment could not be checked just now. Please reload this page in a moment.',
  'dashboard.subscription.callback.tryAgain': 'Try again',
  'dashboard.subscription.callback.toSubscription': 'Go to your subscription',

  'dashboard.plans.title': 'Plans',
  'dashboard.plans.lead':
    'Every plan includes a verified profile in the directory and online booking. The paid plans add the tools listed with them.',
  'dashboard.plans.back': 'Back to your subscription',
  'dashboard.plans.loading': 'Loading…',
  'dashboard.plans.loadError': 'The plans could not be loaded. Please reload the page.',
  'dashboard.plans.byTeam':
    'On this installation of Calma, paid plans are not bought online: the Calma team arranges them with you and switches them on for your practice.',
  'dashboard.plans.byTeamContact': 'Write to the team and tell us which plan you would like:',
  'dashboard.plans.assigned':
    'The Calma team has arranged {plan} for your practice. To change it, please contact the team instead of choosing a plan here.',
  'dashboard.plans.assignedUntil':
    'The Calma team has arranged {plan} for your practice until {date}. To change or extend it, please contact the team.',
  'dashboard.plans.interval': 'Billing',
  'dashboard.plans.interval.month': 'Monthly',
  'dashboard.plans.interval.year': 'Yearly',
  'dashboard.plans.saveUpTo': 'save up to {percent}%',
  'dashboard.plans.per.month': 'per month',
  'dashboard.plans.per.year': 'per year',
  'dashboard.plans.billed.month': 'billed monthly',
  'dashboard.plans.billed.year': 'billed yearly',
  'dashboard.plans.free': 'Free',
  'dashboard.plans.saving': 'You save {amount} ({percent}%) compared with paying monthly.',
  'dashboard.plans.yourPlan': 'Your plan',
  'dashboard.plans.trial': '{days} days free',
  'dashboard.plans.isCurrent': 'This is your current plan.',
  'dashboard.plans.features': 'What {plan} includes',
  'dashboard.plans.feature.video': 'Video sessions with a waiting room',
  'dashboard.plans.feature.card_payments': 'Card payments on your invoices',
  'dashboard.plans.feature.widgets': 'Widgets for your own website',
  'dashboard.plans.feature.matching_priority': 'Priority in matching results',
  'dashboard.plans.included': 'included',
  'dashboard.plans.notIncluded': 'not included',
  'dashboard.plans.services': 'Up to {max} active services',
  'dashboard.plans.startTrial': 'Start free trial of {plan}',
  'dashboard.plans.choose': 'Choose {plan}',
  'dashboard.plans.change': 'Change to {plan}, {interval}',
  'dashboard.plans.upgradeHint': 'Applies right away: you pay the difference for the rest of the current period.',
  'dashboard.plans.downgradeHint':
    'Applies on {date}, at the end of the current period. Until then you keep your plan.',
  'dashboard.plans.backToFree': 'To return to {plan}, cancel your subscription',
  'dashboard.plans.redirecting': 'Taking you to Stripe’s secure checkout…',
  'dashboard.plans.changed': 'Your plan is now {plan}.',
  'dashboard.plans.error.ALREADY_SUBSCRIBED':
    'Your practice already has a subscription. Change its plan here instead of starting a new one.',
  'dashboard.plans.error.PAYMENT_FAILED':
    'Your card was refused, so your plan has not changed. Please check your card under “Manage card” on your subscription page.',
  'dashboard.plans.changeScheduled': 'Your plan changes to {plan} on {date}.',
  'dashboard.plans.changeDialog.title': 'Change to {plan}?',
  'dashboard.plans.changeDialog.upgrade':
    '{plan} costs {price} {interval} and applies right away. The difference for the rest of the current period is charged to your card now.',
  'dashboard.plans.changeDialog.downgrade':
    'You keep {current} until {date}. From then on your plan is {plan}, at {price} {interval}. Nothing is deleted; what {plan} does not include becomes unavailable from that day.',
  'dashboard.plans.changeDialog.confirm': 'Change plan',
  'dashboard.plans.changeDialog.keep': 'Keep my plan',

  'dashboard.planRequired.link': 'Compare plans',
  'dashboard.planRequired.feature.video':
    'Video sessions and the waiting room are not part of your plan. They are included in {plan}.',
  'dashboard.planRequired.feature.video.anyPlan':
    'Video sessions and the waiting room are not part of your plan. They are included in the paid plans.',
  'dashboard.planRequired.feature.card_payments':
    'Card payments are not part of your plan. They are included in {plan}.',
  'dashboard.planRequired.feature.card_payments.anyPlan':
    'Card payments are not part of your plan. They are included in the paid plans.',
  'dashboard.planRequired.feature.widgets':
    'Widgets for your own website are not part of your plan, so they are not shown on other websites. They are included in {plan}.',
  'dashboard.planRequired.feature.widgets.anyPlan':
    'Widgets for your own website are not part of your plan, so they are not shown on other websites. They are included in the paid plans.',
  'dashboard.planRequired.feature.matching_priority':
    'Priority in matching results is not part of your plan. It is included in {plan}.',
  'dashboard.planRequired.feature.matching_priority.anyPlan':
    'Priority in matching results is not part of your plan. It is included in the paid plans.',
  'dashboard.planRequired.limit.services':
    'Your plan allows up to {max} active services, and you have reached that number. Your services stay bookable; to add another, archive one or change to {plan}.',
  'dashboard.planRequired.limit.services.anyPlan':
    'Your plan allows up to {max} active services, and you have reached that number. Your services stay bookable; to add another, archive one or choose a plan with more services.',
  'dashboard.planRequired.limit.services.reached':
    'You have reached the number of active services your plan allows. Your services stay bookable; to add another, archive one or change to {plan}.',
  'dashboard.planRequired.limit.services.reached.anyPlan':
    'You have reached the number of active services your plan allows. Your services stay bookable; to add another, archive one or choose a plan with more services.',
  'dashboard.planRequired.other': 'This is not part of your plan. It is included in {plan}.',
  'dashboard.planRequired.other.anyPlan': 'This is not part of your plan. It is included in the paid plans.',

  'dashboard.adminPlans.title': 'Practice plans',
  'dashboard.adminPlans.lead':
    'Every practice and its plan. Assign a plan by hand to practices billed outside Stripe; a practice that pays through Stripe keeps the plan of its subscription.',
  'dashboard.adminPlans.search': 'Name, profile address or email',
  'dashboard.adminPlans.filter': 'Plan',
  'dashboard.adminPlans.filter.all': 'All plans',
  'dashboard.adminPlans.searchButton': 'Search',
  'dashboard.adminPlans.loading': 'Loading…',
  'dashboard.adminPlans.loadError': 'The practices could not be loaded. Please reload the page.',
  'dashboard.adminPlans.twoFactorLink': 'Set up two-step sign-in',
  'dashboard.adminPlans.twoFactor': 'Turn on two-step sign-in to see and assign plans: a plan grants paid features.',
  'dashboard.adminPlans.empty': 'No practice matches.',
  'dashboard.adminPlans.practice': 'Practice',
  'dashboard.adminPlans.email': 'Email',
  'dashboard.adminPlans.plan': 'Plan',
  'dashboard.adminPlans.source': 'Arranged through',
  'dashboard.adminPlans.source.free': 'Free plan',
  'dashboard.adminPlans.source.stripe': 'Stripe subscription',
  'dashboard.adminPlans.source.admin': 'Calma team',
  'dashboard.adminPlans.status.free': 'Free',
  'dashboard.adminPlans.status.trialing': 'Free trial',
  'dashboard.adminPlans.status.active': 'Active',
  'dashboard.adminPlans.status.past_due': 'Payment failed',
  'dashboard.adminPlans.status.canceled': 'Ended',
  'dashboard.adminPlans.status.incomplete': 'Payment incomplete',
  'dashboard.adminPlans.until': 'Until',
  'dashboard.adminPlans.open': 'Until changed',
  'dashboard.adminPlans.actions': 'Actions',
  'dashboard.adminPlans.assign': 'Assign plan',
  'dashboard.adminPlans.assignFor': 'to {name}',
  'dashboard.adminPlans.pages': 'Pages',
  'dashboard.adminPlans.previous': 'Previous page',
  'dashboard.adminPlans.next': 'Next page',
  'dashboard.adminPlans.pageOf': 'Page {page} of {pages}',
  'dashboard.adminPlans.count.one': '{count} practice',
  'dashboard.adminPlans.count.other': '{count} practices',
  'dashboard.adminPlans.dialog.title': 'Assign a plan to {name}',
  'dashboard.adminPlans.dialog.current': 'Now: {plan} ({source}).',
  'dashboard.adminPlans.dialog.plan': 'New plan',
  'dashboard.adminPlans.dialog.planHint': 'Choosing {free} ends an assignment.',
  'dashboard.adminPlans.dialog.until': 'Last day (optional)',
  'dashboard.adminPlans.dialog.untilHint': 'Leave it empty to keep the plan until you change it.',
  'dashboard.adminPlans.dialog.save': 'Assign',
  'dashboard.adminPlans.dialog.cancel': 'Cancel',
  'dashboard.adminPlans.assigned': '{name} now has {plan}, until changed.',
  'dashboard.adminPlans.assignedUntil': '{name} now has {plan} until {date}.',
  'dashboard.adminPlans.ended': 'The assignment for {name} has ended; the practice is on the free plan.',
  'dashboard.adminPlans.error.stripeManaged':
    'This practice pays for its plan through Stripe, so its plan follows that subscription. The practice can change or cancel it under Subscription in its dashboard.',
  'dashboard.adminPlans.error.untilPast': 'The last day cannot be in the past.',
  'dashboard.adminPlans.error.until': 'Enter a valid date.',
  'dashboard.adminPlans.error.generic': 'The plan could not be assigned. Please try again in a moment.',
  'dashboard.adminPlans.error.network': 'Calma could not be reached. Please check your connection and try again.',
};

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  'dashboard.nav.subscription': 'Abonnement',
  'dashboard.nav.adminPlans': 'Tarife der Praxen',

  'dashboard.subscription.title': 'Abonnement',
  'dashboard.subscription.loading': 'Wird geladen …',
  'dashboard.subscription.loadError': 'Ihr Abonnement konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  'dashboard.subscription.current': 'Ihr Tarif',
  'dashboard.subscription.badge.free': 'Kostenlos',
  'dashboard.subscription.badge.assigned': 'Mit Calma vereinbart',
  'dashboard.subscription.badge.trialing': 'Kostenlose Testphase',
  'dashboard.subscription.badge.active': 'Aktiv',
  'dashboard.subscription.badge.ending': 'Gekündigt',
  'dashboard.subscription.badge.pastDue': 'Zahlung fehlgeschlagen',
  'dashboard.subscription.badge.canceled': 'Beendet',
  'dashboard.subscription.badge.incomplete': 'Zahlung unvollständig',
  'dashboard.subscription.state.free':
    '„{plan}“ ist der kostenlose Tarif. Vergleichen Sie die Tarife, um zu sehen, was ein kostenpflichtiger Tarif dazu bietet.',
  'dashboard.subscription.state.assigned':
    'Das Calma-Team hat diesen Tarif für Ihre Praxis eingerichtet, ohne Enddatum.',
  'dashboard.subscription.state.assignedUntil':
    'Das Calma-Team hat diesen Tarif für Ihre Praxis bis zum {date} (letzter Tag) eingerichtet. Danach wechselt Ihre Praxis in den kostenlosen Tarif, sofern das Team ihn nicht verlängert.',
  'dashboard.subscription.state.trialing':
    'Ihre kostenlose Testphase läuft bis zum {date}. Bis dahin wird nichts berechnet.',
  'dashboard.subscription.state.trialEnding':
    'Ihre kostenlose Testphase endet am {date}, und Ihr Abonnement endet mit ihr: Es wird nichts berechnet. Danach wechselt Ihre Praxis in den kostenlosen Tarif.',
  'dashboard.subscription.state.active': 'Ihr Abonnement ist aktiv und verlängert sich am {date}.',
  'dashboard.subscription.state.ending':
    'Gekündigt: Sie behalten „{plan}“ bis zum {date}. Danach wechselt Ihre Praxis in den kostenlosen Tarif. Bis dahin können Sie das Abonnement fortsetzen.',
  'dashboard.subscription.state.pastDue':
    'Ihre letzte Zahlung ist nicht durchgegangen. Sie behalten „{plan}“ bis zum {date}; ist die Zahlung bis dahin nicht erfolgt, wechselt Ihre Praxis in den kostenlosen Tarif. Es wird nichts gelöscht, aber die kostenpflichtigen Funktionen stehen dann nicht mehr zur Verfügung. Bitte prüfen Sie Ihre Karte unter „Karte verwalten“.',
  'dashboard.subscription.state.pastDueNoGrace':
    'Ihre letzte Zahlung ist nicht durchgegangen. Bitte prüfen Sie Ihre Karte unter „Karte verwalten“, sonst wechselt Ihre Praxis in den kostenlosen Tarif.',
  'dashboard.subscription.state.canceled':
    'Ihr Abonnement ist beendet, Ihre Praxis nutzt den kostenlosen Tarif. Alles, was Sie gespeichert haben, ist noch da; wählen Sie einen Tarif, um die kostenpflichtigen Funktionen wieder zu nutzen.',
  'dashboard.subscription.state.lapsed':
    'Ihre letzte Zahlung ist nicht durchgegangen und die Nachfrist ist abgelaufen, daher nutzt Ihre Praxis den kostenlosen Tarif. Alles, was Sie gespeichert haben, ist noch da; wählen Sie einen Tarif, um die kostenpflichtigen Funktionen wieder zu nutzen.',
  'dashboard.subscription.state.incomplete':
    'Die erste Zahlung für dieses Abonnement ist noch nicht abgeschlossen, daher hat der Tarif noch nicht begonnen. Wenn Sie gerade bezahlt haben, kann das einen Moment dauern; andernfalls können Sie erneut einen Tarif wählen.',
  'dashboard.subscription.interval': 'Abrechnung',
  'dashboard.subscription.interval.month': 'Monatlich',
  'dashboard.subscription.interval.year': 'Jährlich',
  'dashboard.subscription.nextCharge': 'Nächste Abbuchung',
  'dashboard.subscription.firstCharge': 'Erste Abbuchung',
  'dashboard.subscription.chargeOn': '{amount} am {date}',
  'dashboard.subscription.scheduled': 'Geplante Änderung',
  'dashboard.subscription.scheduledChange': 'Ab {date}: {plan}, {interval}',
  'dashboard.subscription.assignedContact': 'Für eine Änderung schreiben Sie bitte dem Calma-Team:',
  'dashboard.subscription.changePlan': 'Tarif wechseln',
  'dashboard.subscription.seePlans': 'Tarife ansehen',
  'dashboard.subscription.resume': 'Abonnement fortsetzen',
  'dashboard.subscription.keepPlan': '„{plan}“ behalten',
  'dashboard.subscription.portal': 'Karte verwalten',
  'dashboard.subscription.cancel': 'Abonnement kündigen',
  'dashboard.subscription.redirecting': 'Sie werden zu Stripe weitergeleitet …',
  'dashboard.subscription.cancelled': 'Ihr Abonnement ist gekündigt. Sie behalten Ihren Tarif bis zum {date}.',
  'dashboard.subscription.resumed': 'Ihr Abonnement läuft weiter. Es verlängert sich am {date}.',
  'dashboard.subscription.kept': 'Die geplante Änderung ist zurückgenommen: Sie bleiben bei „{plan}“.',
  'dashboard.subscription.error.generic': 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.',
  'dashboard.subscription.error.network':
    'Calma ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'dashboard.subscription.includes': 'Das enthält „{plan}“',
  'dashboard.subscription.services': 'Bis zu {max} aktive Leistungen ({used} genutzt)',
  'dashboard.subscription.servicesFull':
    'Sie haben {max} aktive Leistungen erreicht. Alle bleiben buchbar; um eine weitere anzulegen, archivieren Sie eine oder wählen Sie einen Tarif mit mehr Leistungen.',
  'dashboard.subscription.notIncluded': 'Nicht in Ihrem Tarif',
  'dashboard.subscription.invoices': 'Rechnungen von Calma',
  'dashboard.subscription.invoices.loadError':
    'Die Rechnungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  'dashboard.subscription.invoices.empty': 'Noch keine Rechnungen.',
  'dashboard.subscription.invoices.date': 'Datum',
  'dashboard.subscription.invoices.number': 'Nummer',
  'dashboard.subscription.invoices.amount': 'Betrag',
  'dashboard.subscription.invoices.status': 'Zahlungsstatus',
  'dashboard.subscription.invoices.documents': 'Rechnung',
  'dashboard.subscription.invoices.view': 'Ansehen',
  'dashboard.subscription.invoices.pdf': 'PDF',
  'dashboard.subscription.invoices.which': 'Rechnung {name}',
  'dashboard.subscription.invoices.status.draft': 'Entwurf',
  'dashboard.subscription.invoices.status.open': 'Offen',
  'dashboard.subscription.invoices.status.paid': 'Bezahlt',
  'dashboard.subscription.invoices.status.uncollectible': 'Unbezahlt',
  'dashboard.subscription.invoices.status.void': 'Storniert',
  'dashboard.subscription.vat': 'USt-IdNr.',
  'dashboard.subscription.vat.lead':
    'Ist Ihre Praxis ein Unternehmen mit einer EU-Umsatzsteuer-Identifikationsnummer, stellt Calma seine Rechnungen im Reverse-Charge-Verfahren aus: Die Umsatzsteuer führen dann Sie selbst ab.',
  'dashboard.subscription.vat.label': 'Umsatzsteuer-Identifikationsnummer',
  'dashboard.subscription.vat.hint':
    'Mit Länderkennung, zum Beispiel DE123456789 oder NL123456789B01. Leeren Sie das Feld, um sie zu entfernen.',
  'dashboard.subscription.vat.save': 'USt-IdNr. speichern',
  'dashboard.subscription.vat.saved': 'Ihre USt-IdNr. ist gespeichert. Ihre nächsten Rechnungen tragen sie.',
  'dashboard.subscription.vat.removed': 'Ihre USt-IdNr. ist entfernt.',
  'dashboard.subscription.vat.invalid':
    'Das ist keine gültige EU-Umsatzsteuer-Identifikationsnummer. Sie beginnt mit der Länderkennung, zum Beispiel DE123456789.',
  'dashboard.subscription.cancelDialog.title': 'Abonnement kündigen?',
  'dashboard.subscription.cancelDialog.until':
    'Sie behalten „{plan}“ bis zum {date}. Danach wechselt Ihre Praxis in „{free}“, den kostenlosen Tarif.',
  'dashboard.subscription.cancelDialog.trialUntil':
    'Ihre kostenlose Testphase von „{plan}“ endet am {date}, und es wird nichts berechnet. Danach wechselt Ihre Praxis in „{free}“, den kostenlosen Tarif.',
  'dashboard.subscription.cancelDialog.lost': 'Ab dem {date} steht Folgendes nicht mehr zur Verfügung:',
  'dashboard.subscription.cancelDialog.services':
    'mehr als {max} aktive Leistungen: Ihre bestehenden Leistungen bleiben buchbar, aber Sie können keine neuen anlegen',
  'dashboard.subscription.cancelDialog.kept':
    'Es wird nichts gelöscht: Ihr Profil, Ihre Klient:innen, Notizen, Rechnungen und Leistungen bleiben erhalten. Bis zum {date} können Sie das Abonnement fortsetzen.',
  'dashboard.subscription.cancelDialog.confirm': 'Abonnement kündigen',
  'dashboard.subscription.cancelDialog.keep': 'Tarif behalten',

  'dashboard.subscription.callback.title': 'Ihr neuer Tarif',
  'dashboard.subscription.callback.checking': 'Ihre Zahlung wird bei Stripe geprüft …',
  'dashboard.subscription.callback.success': 'Vielen Dank! „{plan}“ ist jetzt für Ihre Praxis aktiv.',
  'dashboard.subscription.callback.successTrial':
    'Vielen Dank! Ihre kostenlose Testphase von „{plan}“ hat begonnen und läuft bis zum {date}.',
  'dashboard.subscription.callback.processing':
    'Ihre Zahlung wird noch verarbeitet. Diese Seite prüft gleich noch einmal.',
  'dashboard.subscription.callback.processingEmail':
    'Ihre Zahlung wird noch verarbeitet, das kann etwas dauern. Sie müssen hier nicht warten: Wir schreiben Ihnen eine E-Mail, sobald Ihr Tarif aktiv ist.',
  'dashboard.subscription.callback.failed':
    'Der Bezahlvorgang wurde nicht abgeschlossen, Ihr Tarif hat sich daher nicht geändert.',
  'dashboard.subscription.callback.unreachable':
    'Ihre Zahlung konnte gerade nicht geprüft werden. Bitte laden Sie diese Seite gleich neu.',
  'dashboard.subscription.callback.tryAgain': 'Erneut versuchen',
  'dashboard.subscription.callback.toSubscription': 'Zu Ihrem Abonnement',

  'dashboard.plans.title': 'Tarife',
  'dashboard.plans.lead':
    'Jeder Tarif enthält ein geprüftes Profil im Verzeichnis und die Online-Buchung. Die kostenpflichtigen Tarife bieten zusätzlich die jeweils aufgeführten Werkzeuge.',
  'dashboard.plans.back': 'Zurück zu Ihrem Abonnement',
  'dashboard.plans.loading': 'Wird geladen …',
  'dashboard.plans.loadError': 'Die Tarife konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  'dashboard.plans.byTeam':
    'Bei dieser Calma-Installation werden kostenpflichtige Tarife nicht online gebucht: Das Calma-Team vereinbart sie mit Ihnen und schaltet sie für Ihre Praxis frei.',
  'dashboard.plans.byTeamContact': 'Schreiben Sie dem Team, welchen Tarif Sie sich wünschen:',
  'dashboard.plans.assigned':
    'Das Calma-Team hat „{plan}“ für Ihre Praxis eingerichtet. Für eine Änderung wenden Sie sich bitte an das Team, statt hier einen Tarif zu wählen.',
  'dashboard.plans.assignedUntil':
    'Das Calma-Team hat „{plan}“ für Ihre Praxis bis zum {date} eingerichtet. Für eine Änderung oder Verlängerung wenden Sie sich bitte an das Team.',
  'dashboard.plans.interval': 'Abrechnung',
  'dashboard.plans.interval.month': 'Monatlich',
  'dashboard.plans.interval.year': 'Jährlich',
  'dashboard.plans.saveUpTo': 'bis zu {percent} % sparen',
  'dashboard.plans.per.month': 'pro Monat',
  'dashboard.plans.per.year': 'pro Jahr',
  'dashboard.plans.billed.month': 'monatliche Abrechnung',
  'dashboard.plans.billed.year': 'jährliche Abrechnung',
  'dashboard.plans.free': 'Kostenlos',
  'dashboard.plans.saving': 'Sie sparen {amount} ({percent} %) gegenüber monatlicher Zahlung.',
  'dashboard.plans.yourPlan': 'Ihr Tarif',
  'dashboard.plans.trial': '{days} Tage kostenlos',
  'dashboard.plans.isCurrent': 'Das ist Ihr aktueller Tarif.',
  'dashboard.plans.features': 'Das enthält „{plan}“',
  'dashboard.plans.feature.video': 'Videositzungen mit Wartezimmer',
  'dashboard.plans.feature.card_payments': 'Kartenzahlung auf Ihren Rechnungen',
  'dashboard.plans.feature.widgets': 'Widgets für Ihre eigene Website',
  'dashboard.plans.feature.matching_priority': 'Vorrang in den Matching-Ergebnissen',
  'dashboard.plans.included': 'enthalten',
  'dashboard.plans.notIncluded': 'nicht enthalten',
  'dashboard.plans.services': 'Bis zu {max} aktive Leistungen',
  'dashboard.plans.startTrial': '„{plan}“ kostenlos testen',
  'dashboard.plans.choose': '„{plan}“ wählen',
  'dashboard.plans.change': 'Zu „{plan}“ wechseln, {interval}',
  'dashboard.plans.upgradeHint': 'Gilt sofort: Sie zahlen die Differenz für den Rest des laufenden Zeitraums.',
  'dashboard.plans.downgradeHint':
    'Gilt ab dem {date}, zum Ende des laufenden Zeitraums. Bis dahin behalten Sie Ihren Tarif.',
  'dashboard.plans.backToFree': 'Um zu „{plan}“ zurückzukehren, kündigen Sie Ihr Abonnement',
  'dashboard.plans.redirecting': 'Sie werden zum sicheren Bezahlvorgang von Stripe weitergeleitet …',
  'dashboard.plans.changed': 'Ihr Tarif ist jetzt „{plan}“.',
  'dashboard.plans.error.ALREADY_SUBSCRIBED':
    'Ihre Praxis hat bereits ein Abonnement. Wechseln Sie hier dessen Tarif, statt ein neues abzuschließen.',
  'dashboard.plans.error.PAYMENT_FAILED':
    'Ihre Karte wurde abgelehnt, Ihr Tarif hat sich daher nicht geändert. Bitte prüfen Sie Ihre Karte auf der Seite Ihres Abonnements unter „Karte verwalten“.',
  'dashboard.plans.changeScheduled': 'Ihr Tarif wechselt am {date} zu „{plan}“.',
  'dashboard.plans.changeDialog.title': 'Zu „{plan}“ wechseln?',
  'dashboard.plans.changeDialog.upgrade':
    '„{plan}“ kostet {price} {interval} und gilt sofort. Die Differenz für den Rest des laufenden Zeitraums wird jetzt von Ihrer Karte abgebucht.',
  'dashboard.plans.changeDialog.downgrade':
    'Sie behalten „{current}“ bis zum {date}. Danach ist Ihr Tarif „{plan}“, für {price} {interval}. Es wird nichts gelöscht; was „{plan}“ nicht enthält, steht ab diesem Tag nicht mehr zur Verfügung.',
  'dashboard.plans.changeDialog.confirm': 'Tarif wechseln',
  'dashboard.plans.changeDialog.keep': 'Tarif behalten',

  'dashboard.planRequired.link': 'Tarife vergleichen',
  'dashboard.planRequired.feature.video':
    'Videositzungen und das Wartezimmer sind nicht Teil Ihres Tarifs. Sie sind in „{plan}“ enthalten.',
  'dashboard.planRequired.feature.video.anyPlan':
    'Videositzungen und das Wartezimmer sind nicht Teil Ihres Tarifs. Sie sind in den kostenpflichtigen Tarifen enthalten.',
  'dashboard.planRequired.feature.card_payments':
    'Kartenzahlungen sind nicht Teil Ihres Tarifs. Sie sind in „{plan}“ enthalten.',
  'dashboard.planRequired.feature.card_payments.anyPlan':
    'Kartenzahlungen sind nicht Teil Ihres Tarifs. Sie sind in den kostenpflichtigen Tarifen enthalten.',
  'dashboard.planRequired.feature.widgets':
    'Widgets für Ihre eigene Website sind nicht Teil Ihres Tarifs und werden daher auf anderen Websites nicht angezeigt. Sie sind in „{plan}“ enthalten.',
  'dashboard.planRequired.feature.widgets.anyPlan':
    'Widgets für Ihre eigene Website sind nicht Teil Ihres Tarifs und werden daher auf anderen Websites nicht angezeigt. Sie sind in den kostenpflichtigen Tarifen enthalten.',
  'dashboard.planRequired.feature.matching_priority':
    'Vorrang in den Matching-Ergebnissen ist nicht Teil Ihres Tarifs. Er ist in „{plan}“ enthalten.',
  'dashboard.planRequired.feature.matching_priority.anyPlan':
    'Vorrang in den Matching-Ergebnissen ist nicht Teil Ihres Tarifs. Er ist in den kostenpflichtigen Tarifen enthalten.',
  'dashboard.planRequired.limit.services':
    'Ihr Tarif erlaubt bis zu {max} aktive Leistungen, und diese Zahl ist erreicht. Ihre Leistungen bleiben buchbar; um eine weitere anzulegen, archivieren Sie eine oder wechseln Sie zu „{plan}“.',
  'dashboard.planRequired.limit.services.anyPlan':
    'Ihr Tarif erlaubt bis zu {max} aktive Leistungen, und diese Zahl ist erreicht. Ihre Leistungen bleiben buchbar; um eine weitere anzulegen, archivieren Sie eine oder wählen Sie einen Tarif mit mehr Leistungen.',
  'dashboard.planRequired.limit.services.reached':
    'Sie haben die Zahl aktiver Leistungen erreicht, die Ihr Tarif erlaubt. Ihre Leistungen bleiben buchbar; um eine weitere anzulegen, archivieren Sie eine oder wechseln Sie zu „{plan}“.',
  'dashboard.planRequired.limit.services.reached.anyPlan':
    'Sie haben die Zahl aktiver Leistungen erreicht, die Ihr Tarif erlaubt. Ihre Leistungen bleiben buchbar; um eine weitere anzulegen, archivieren Sie eine oder wählen Sie einen Tarif mit mehr Leistungen.',
  'dashboard.planRequired.other': 'Das ist nicht Teil Ihres Tarifs. Es ist in „{plan}“ enthalten.',
  'dashboard.planRequired.other.anyPlan':
    'Das ist nicht Teil Ihres Tarifs. Es ist in den kostenpflichtigen Tarifen enthalten.',

  'dashboard.adminPlans.title': 'Tarife der Praxen',
  'dashboard.adminPlans.lead':
    'Alle Praxen und ihre Tarife. Weisen Sie Praxen, die außerhalb von Stripe abgerechnet werden, einen Tarif von Hand zu; eine Praxis, die über Stripe bezahlt, behält den Tarif ihres Abonnements.',
  'dashboard.adminPlans.search': 'Name, Profiladresse oder E-Mail',
  'dashboard.adminPlans.filter': 'Tarif',
  'dashboard.adminPlans.filter.all': 'Alle Tarife',
  'dashboard.adminPlans.searchButton': 'Suchen',
  'dashboard.adminPlans.loading': 'Wird geladen …',
  'dashboard.adminPlans.loadError': 'Die Praxen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  'dashboard.adminPlans.twoFactorLink': 'Zwei-Faktor-Anmeldung einrichten',
  'dashboard.adminPlans.twoFactor':
    'Schalten Sie die Zwei-Faktor-Anmeldung ein, um Tarife zu sehen und zuzuweisen: Ein Tarif schaltet kostenpflichtige Funktionen frei.',
  'dashboard.adminPlans.empty': 'Keine Praxis gefunden.',
  'dashboard.adminPlans.practice': 'Praxis',
  'dashboard.adminPlans.email': 'E-Mail',
  'dashboard.adminPlans.plan': 'Tarif',
  'dashboard.adminPlans.source': 'Vereinbart über',
  'dashboard.adminPlans.source.free': 'Kostenloser Tarif',
  'dashboard.adminPlans.source.stripe': 'Stripe-Abonnement',
  'dashboard.adminPlans.source.admin': 'Calma-Team',
  'dashboard.adminPlans.status.free': 'Kostenlos',
  'dashboard.adminPlans.status.trialing': 'Kostenlose Testphase',
  'dashboard.adminPlans.status.active': 'Aktiv',
  'dashboard.adminPlans.status.past_due': 'Zahlung fehlgeschlagen',
  'dashboard.adminPlans.status.canceled': 'Beendet',
  'dashboard.adminPlans.status.incomplete': 'Zahlung unvollständig',
  'dashboard.adminPlans.until': 'Bis',
  'dashboard.adminPlans.open': 'Bis auf Weiteres',
  'dashboard.adminPlans.actions': 'Aktionen',
  'dashboard.adminPlans.assign': 'Tarif zuweisen',
  'dashboard.adminPlans.assignFor': 'für {name}',
  'dashboard.adminPlans.pages': 'Seiten',
  'dashboard.adminPlans.previous': 'Vorige Seite',
  'dashboard.adminPlans.next': 'Nächste Seite',
  'dashboard.adminPlans.pageOf': 'Seite {page} von {pages}',
  'dashboard.adminPlans.count.one': '{count} Praxis',
  'dashboard.adminPlans.count.other': '{count} Praxen',
  'dashboard.adminPlans.dialog.title': 'Tarif für {name} zuweisen',
  'dashboard.adminPlans.dialog.current': 'Derzeit: {plan} ({source}).',
  'dashboard.adminPlans.dialog.plan': 'Neuer Tarif',
  'dashboard.adminPlans.dialog.planHint': 'Mit „{free}“ endet eine Zuweisung.',
  'dashboard.adminPlans.dialog.until': 'Letzter Tag (optional)',
  'dashboard.adminPlans.dialog.untilHint': 'Leer lassen, damit der Tarif gilt, bis Sie ihn ändern.',
  'dashboard.adminPlans.dialog.save': 'Zuweisen',
  'dashboard.adminPlans.dialog.cancel': 'Abbrechen',
  'dashboard.adminPlans.assigned': '{name} hat jetzt „{plan}“, bis auf Weiteres.',
  'dashboard.adminPlans.assignedUntil': '{name} hat jetzt „{plan}“ bis zum {date}.',
  'dashboard.adminPlans.ended': 'Die Zuweisung für {name} ist beendet; die Praxis nutzt den kostenlosen Tarif.',
  'dashboard.adminPlans.error.stripeManaged':
    'Diese Praxis bezahlt ihren Tarif über Stripe, daher folgt ihr Tarif diesem Abonnement. Die Praxis kann ihn in ihrem Dashboard unter „Abonnement“ wechseln oder kündigen.',
  'dashboard.adminPlans.error.untilPast': 'Der letzte Tag darf nicht in der Vergangenheit liegen.',
  'dashboard.adminPlans.error.until': 'Bitte geben Sie ein gültiges Datum ein.',
  'dashboard.adminPlans.error.generic':
    'Der Tarif konnte nicht zugewiesen werden. Bitte versuchen Sie es gleich noch einmal.',
  'dashboard.adminPlans.error.network':
    'Calma ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

const nl: Strings = {
  'dashboard.nav.subscription': 'Abonnement',
  'dashboard.nav.adminPlans': 'Abonnementen van praktijken',

  'dashboard.subscription.title': 'Abonnement',
  'dashboard.subscription.loading': 'Laden…',
  'dashboard.subscription.loadError': 'Je abonnement kon niet worden geladen. Laad de pagina opnieuw.',
  'dashboard.subscription.current': 'Je abonnement',
  'dashboard.subscription.badge.free': 'Gratis',
  'dashboard.subscription.badge.assigned': 'Geregeld met Calma',
  'dashboard.subscription.badge.trialing': 'Gratis proefperiode',
  'dashboard.subscription.badge.active': 'Actief',
  'dashboard.subscription.badge.ending': 'Opgezegd',
  'dashboard.subscription.badge.pastDue': 'Betaling mislukt',
  'dashboard.subscription.badge.canceled': 'Beëindigd',
  'dashboard.subscription.badge.incomplete': 'Betaling onvolledig',
  'dashboard.subscription.state.free':
    '{plan} is het gratis abonnement. Vergelijk de abonnementen om te zien wat een betaald abonnement toevoegt.',
  'dashboard.subscription.state.assigned':
    'Het Calma-team heeft dit abonnement voor je praktijk geregeld, zonder einddatum.',
  'dashboard.subscription.state.assignedUntil':
    'Het Calma-team heeft dit abonnement voor je praktijk geregeld tot en met {date}. Daarna gaat je praktijk over op het gratis abonnement, tenzij het team het verlengt.',
  'dashboard.subscription.state.trialing':
    'Je gratis proefperiode loopt tot {date}. Tot dan wordt er niets in rekening gebracht.',
  'dashboard.subscription.state.trialEnding':
    'Je gratis proefperiode eindigt op {date}, en je abonnement eindigt dan ook: er wordt niets in rekening gebracht. Daarna gaat je praktijk over op het gratis abonnement.',
  'dashboard.subscription.state.active': 'Je abonnement is actief en wordt verlengd op {date}.',
  'dashboard.subscription.state.ending':
    'Opgezegd: je houdt {plan} tot {date}. Daarna gaat je praktijk over op het gratis abonnement. Tot die tijd kun je het abonnement hervatten.',
  'dashboard.subscription.state.pastDue':
    'Je laatste betaling is niet gelukt. Je houdt {plan} tot {date}; is de betaling dan nog steeds niet gelukt, dan gaat je praktijk over op het gratis abonnement. Er wordt niets verwijderd, maar de betaalde functies zijn dan niet meer beschikbaar. Controleer je kaart via ‘Kaart beheren’.',
  'dashboard.subscription.state.pastDueNoGrace':
    'Je laatste betaling is niet gelukt. Controleer je kaart via ‘Kaart beheren’, anders gaat je praktijk over op het gratis abonnement.',
  'dashboard.subscription.state.canceled':
    'Je abonnement is beëindigd en je praktijk heeft het gratis abonnement. Alles wat je hebt opgeslagen is er nog; kies een abonnement om de betaalde functies weer te gebruiken.',
  'dashboard.subscription.state.lapsed':
    'Je laatste betaling is niet gelukt en de respijtperiode is voorbij, dus je praktijk heeft het gratis abonnement. Alles wat je hebt opgeslagen is er nog; kies een abonnement om de betaalde functies weer te gebruiken.',
  'dashboard.subscription.state.incomplete':
    'De eerste betaling voor dit abonnement is nog niet afgerond, dus het abonnement is nog niet gestart. Heb je net betaald, dan kan dit even duren; anders kun je opnieuw een abonnement kiezen.',
  'dashboard.subscription.interval': 'Facturering',
  'dashboard.subscription.interval.month': 'Maandelijks',
  'dashboard.subscription.interval.year': 'Jaarlijks',
  'dashboard.subscription.nextCharge': 'Volgende afschrijving',
  'dashboard.subscription.firstCharge': 'Eerste afschrijving',
  'dashboard.subscription.chargeOn': '{amount} op {date}',
  'dashboard.subscription.scheduled': 'Geplande wijziging',
  'dashboard.subscription.scheduledChange': 'Vanaf {date}: {plan}, {interval}',
  'dashboard.subscription.assignedContact': 'Wil je het wijzigen? Schrijf het Calma-team:',
  'dashboard.subscription.changePlan': 'Abonnement wijzigen',
  'dashboard.subscription.seePlans': 'Bekijk de abonnementen',
  'dashboard.subscription.resume': 'Abonnement hervatten',
  'dashboard.subscription.keepPlan': '{plan} houden',
  'dashboard.subscription.portal': 'Kaart beheren',
  'dashboard.subscription.cancel': 'Abonnement opzeggen',
  'dashboard.subscription.redirecting': 'Je gaat naar Stripe…',
  'dashboard.subscription.cancelled': 'Je abonnement is opgezegd. Je houdt je abonnement tot {date}.',
  'dashboard.subscription.resumed': 'Je abonnement loopt door. Het wordt verlengd op {date}.',
  'dashboard.subscription.kept': 'De geplande wijziging is teruggedraaid: je houdt {plan}.',
  'dashboard.subscription.error.generic': 'Dat is niet gelukt. Probeer het zo nog eens.',
  'dashboard.subscription.error.network': 'Calma is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  'dashboard.subscription.includes': 'Wat {plan} omvat',
  'dashboard.subscription.services': 'Tot {max} actieve diensten ({used} in gebruik)',
  'dashboard.subscription.servicesFull':
    'Je hebt {max} actieve diensten bereikt. Ze blijven allemaal boekbaar; om er een toe te voegen, archiveer je er een of kies je een abonnement met meer diensten.',
  'dashboard.subscription.notIncluded': 'Niet in je abonnement',
  'dashboard.subscription.invoices': 'Facturen van Calma',
  'dashboard.subscription.invoices.loadError': 'De facturen konden niet worden geladen. Laad de pagina opnieuw.',
  'dashboard.subscription.invoices.empty': 'Nog geen facturen.',
  'dashboard.subscription.invoices.date': 'Datum',
  'dashboard.subscription.invoices.number': 'Nummer',
  'dashboard.subscription.invoices.amount': 'Bedrag',
  'dashboard.subscription.invoices.status': 'Betaalstatus',
  'dashboard.subscription.invoices.documents': 'Factuur',
  'dashboard.subscription.invoices.view': 'Bekijken',
  'dashboard.subscription.invoices.pdf': 'Pdf',
  'dashboard.subscription.invoices.which': 'factuur {name}',
  'dashboard.subscription.invoices.status.draft': 'Concept',
  'dashboard.subscription.invoices.status.open': 'Te betalen',
  'dashboard.subscription.invoices.status.paid': 'Betaald',
  'dashboard.subscription.invoices.status.uncollectible': 'Onbetaald',
  'dashboard.subscription.invoices.status.void': 'Geannuleerd',
  'dashboard.subscription.vat': 'Btw-nummer',
  'dashboard.subscription.vat.lead':
    'Is je praktijk een onderneming met een EU-btw-nummer, dan passen de facturen van Calma de verleggingsregeling toe: je draagt de btw zelf af.',
  'dashboard.subscription.vat.label': 'Btw-identificatienummer',
  'dashboard.subscription.vat.hint':
    'Met landcode, bijvoorbeeld NL123456789B01 of DE123456789. Laat het veld leeg om het te verwijderen.',
  'dashboard.subscription.vat.save': 'Btw-nummer opslaan',
  'dashboard.subscription.vat.saved': 'Je btw-nummer is opgeslagen. Je volgende facturen vermelden het.',
  'dashboard.subscription.vat.removed': 'Je btw-nummer is verwijderd.',
  'dashboard.subscription.vat.invalid':
    'Dit is geen geldig EU-btw-nummer. Het begint met de landcode, bijvoorbeeld NL123456789B01.',
  'dashboard.subscription.cancelDialog.title': 'Abonnement opzeggen?',
  'dashboard.subscription.cancelDialog.until':
    'Je houdt {plan} tot {date}. Daarna gaat je praktijk over op {free}, het gratis abonnement.',
  'dashboard.subscription.cancelDialog.trialUntil':
    'Je gratis proefperiode van {plan} eindigt op {date}, en er wordt niets in rekening gebracht. Daarna gaat je praktijk over op {free}, het gratis abonnement.',
  'dashboard.subscription.cancelDialog.lost': 'Vanaf {date} is dit niet meer beschikbaar:',
  'dashboard.subscription.cancelDialog.services':
    'meer dan {max} actieve diensten: je bestaande diensten blijven boekbaar, maar je kunt geen nieuwe toevoegen',
  'dashboard.subscription.cancelDialog.kept':
    'Er wordt niets verwijderd: je profiel, cliënten, notities, facturen en diensten blijven bewaard. Tot {date} kun je het abonnement hervatten.',
  'dashboard.subscription.cancelDialog.confirm': 'Abonnement opzeggen',
  'dashboard.subscription.cancelDialog.keep': 'Abonnement houden',

  'dashboard.subscription.callback.title': 'Je nieuwe abonnement',
  'dashboard.subscription.callback.checking': 'Je betaling wordt bij Stripe gecontroleerd…',
  'dashboard.subscription.callback.success': 'Bedankt! {plan} is nu actief voor je praktijk.',
  'dashboard.subscription.callback.successTrial':
    'Bedankt! Je gratis proefperiode van {plan} is begonnen en loopt tot {date}.',
  'dashboard.subscription.callback.processing': 'Je betaling wordt nog verwerkt. Deze pagina kijkt zo opnieuw.',
  'dashboard.subscription.callback.processingEmail':
    'Je betaling wordt nog verwerkt, en dat kan even duren. Je hoeft hier niet te wachten: we mailen je zodra je abonnement actief is.',
  'dashboard.subscription.callback.failed': 'Het afrekenen is niet afgerond, dus je abonnement is niet gewijzigd.',
  'dashboard.subscription.callback.unreachable':
    'Je betaling kon nu niet worden gecontroleerd. Laad deze pagina zo opnieuw.',
  'dashboard.subscription.callback.tryAgain': 'Opnieuw proberen',
  'dashboard.subscription.callback.toSubscription': 'Naar je abonnement',

  'dashboard.plans.title': 'Abonnementen',
  'dashboard.plans.lead':
    'Elk abonnement omvat een geverifieerd profiel in de gids en online boeken. De betaalde abonnementen voegen de genoemde hulpmiddelen toe.',
  'dashboard.plans.back': 'Terug naar je abonnement',
  'dashboard.plans.loading': 'Laden…',
  'dashboard.plans.loadError': 'De abonnementen konden niet worden geladen. Laad de pagina opnieuw.',
  'dashboard.plans.byTeam':
    'Op deze installatie van Calma koop je betaalde abonnementen niet online: het Calma-team regelt ze met je en zet ze aan voor je praktijk.',
  'dashboard.plans.byTeamContact': 'Schrijf het team welk abonnement je wilt:',
  'dashboard.plans.assigned':
    'Het Calma-team heeft {plan} voor je praktijk geregeld. Neem voor een wijziging contact op met het team in plaats van hier een abonnement te kiezen.',
  'dashboard.plans.assignedUntil':
    'Het Calma-team heeft {plan} voor je praktijk geregeld tot en met {date}. Neem voor een wijziging of verlenging contact op met het team.',
  'dashboard.plans.interval': 'Facturering',
  'dashboard.plans.interval.month': 'Maandelijks',
  'dashboard.plans.interval.year': 'Jaarlijks',
  'dashboard.plans.saveUpTo': 'bespaar tot {percent}%',
  'dashboard.plans.per.month': 'per maand',
  'dashboard.plans.per.year': 'per jaar',
  'dashboard.plans.billed.month': 'maandelijks gefactureerd',
  'dashboard.plans.billed.year': 'jaarlijks gefactureerd',
  'dashboard.plans.free': 'Gratis',
  'dashboard.plans.saving': 'Je bespaart {amount} ({percent}%) ten opzichte van maandelijks betalen.',
  'dashboard.plans.yourPlan': 'Je abonnement',
  'dashboard.plans.trial': '{days} dagen gratis',
  'dashboard.plans.isCurrent': 'Dit is je huidige abonnement.',
  'dashboard.plans.features': 'Wat {plan} omvat',
  'dashboard.plans.feature.video': 'Videosessies met wachtkamer',
  'dashboard.plans.feature.card_payments': 'Kaartbetalingen op je facturen',
  'dashboard.plans.feature.widgets': 'Widgets voor je eigen website',
  'dashboard.plans.feature.matching_priority': 'Voorrang in de matchingresultaten',
  'dashboard.plans.included': 'inbegrepen',
  'dashboard.plans.notIncluded': 'niet inbegrepen',
  'dashboard.plans.services': 'Tot {max} actieve diensten',
  'dashboard.plans.startTrial': 'Probeer {plan} gratis',
  'dashboard.plans.choose': 'Kies {plan}',
  'dashboard.plans.change': 'Overstappen naar {plan}, {interval}',
  'dashboard.plans.upgradeHint': 'Geldt meteen: je betaalt het verschil voor de rest van de lopende periode.',
  'dashboard.plans.downgradeHint':
    'Geldt vanaf {date}, aan het einde van de lopende periode. Tot dan houd je je abonnement.',
  'dashboard.plans.backToFree': 'Zeg je abonnement op om terug te gaan naar {plan}',
  'dashboard.plans.redirecting': 'Je gaat naar de beveiligde betaalpagina van Stripe…',
  'dashboard.plans.changed': 'Je abonnement is nu {plan}.',
  'dashboard.plans.error.ALREADY_SUBSCRIBED':
    'Je praktijk heeft al een abonnement. Wijzig hier dat abonnement in plaats van een nieuw te starten.',
  'dashboard.plans.error.PAYMENT_FAILED':
    'Je kaart is geweigerd, dus je abonnement is niet gewijzigd. Controleer je kaart via ‘Kaart beheren’ op de pagina van je abonnement.',
  'dashboard.plans.changeScheduled': 'Je abonnement wordt op {date} {plan}.',
  'dashboard.plans.changeDialog.title': 'Overstappen naar {plan}?',
  'dashboard.plans.changeDialog.upgrade':
    '{plan} kost {price} {interval} en geldt meteen. Het verschil voor de rest van de lopende periode wordt nu van je kaart afgeschreven.',
  'dashboard.plans.changeDialog.downgrade':
    'Je houdt {current} tot {date}. Daarna is je abonnement {plan}, voor {price} {interval}. Er wordt niets verwijderd; wat {plan} niet omvat, is vanaf die dag niet meer beschikbaar.',
  'dashboard.plans.changeDialog.confirm': 'Abonnement wijzigen',
  'dashboard.plans.changeDialog.keep': 'Abonnement houden',

  'dashboard.planRequired.link': 'Abonnementen vergelijken',
  'dashboard.planRequired.feature.video':
    'Videosessies en de wachtkamer horen niet bij je abonnement. Ze zitten in {plan}.',
  'dashboard.planRequired.feature.video.anyPlan':
    'Videosessies en de wachtkamer horen niet bij je abonnement. Ze zitten in de betaalde abonnementen.',
  'dashboard.planRequired.feature.card_payments': 'Kaartbetalingen horen niet bij je abonnement. Ze zitten in {plan}.',
  'dashboard.planRequired.feature.card_payments.anyPlan':
    'Kaartbetalingen horen niet bij je abonnement. Ze zitten in de betaalde abonnementen.',
  'dashboard.planRequired.feature.widgets':
    'Widgets voor je eigen website horen niet bij je abonnement en worden daarom niet op andere websites getoond. Ze zitten in {plan}.',
  'dashboard.planRequired.feature.widgets.anyPlan':
    'Widgets voor je eigen website horen niet bij je abonnement en worden daarom niet op andere websites getoond. Ze zitten in de betaalde abonnementen.',
  'dashboard.planRequired.feature.matching_priority':
    'Voorrang in de matchingresultaten hoort niet bij je abonnement. Het zit in {plan}.',
  'dashboard.planRequired.feature.matching_priority.anyPlan':
    'Voorrang in de matchingresultaten hoort niet bij je abonnement. Het zit in de betaalde abonnementen.',
  'dashboard.planRequired.limit.services':
    'Je abonnement staat tot {max} actieve diensten toe, en dat aantal is bereikt. Je diensten blijven boekbaar; om er een toe te voegen, archiveer je er een of stap je over naar {plan}.',
  'dashboard.planRequired.limit.services.anyPlan':
    'Je abonnement staat tot {max} actieve diensten toe, en dat aantal is bereikt. Je diensten blijven boekbaar; om er een toe te voegen, archiveer je er een of kies je een abonnement met meer diensten.',
  'dashboard.planRequired.limit.services.reached':
    'Je hebt het aantal actieve diensten bereikt dat je abonnement toestaat. Je diensten blijven boekbaar; om er een toe te voegen, archiveer je er een of stap je over naar {plan}.',
  'dashboard.planRequired.limit.services.reached.anyPlan':
    'Je hebt het aantal actieve diensten bereikt dat je abonnement toestaat. Je diensten blijven boekbaar; om er een toe te voegen, archiveer je er een of kies je een abonnement met meer diensten.',
  'dashboard.planRequired.other': 'Dit hoort niet bij je abonnement. Het zit in {plan}.',
  'dashboard.planRequired.other.anyPlan': 'Dit hoort niet bij je abonnement. Het zit in de betaalde abonnementen.',

  'dashboard.adminPlans.title': 'Abonnementen van praktijken',
  'dashboard.adminPlans.lead':
    'Alle praktijken en hun abonnement. Wijs praktijken die buiten Stripe om worden gefactureerd met de hand een abonnement toe; een praktijk die via Stripe betaalt, houdt het abonnement van Stripe.',
  'dashboard.adminPlans.search': 'Naam, profieladres of e-mailadres',
  'dashboard.adminPlans.filter': 'Abonnement',
  'dashboard.adminPlans.filter.all': 'Alle abonnementen',
  'dashboard.adminPlans.searchButton': 'Zoeken',
  'dashboard.adminPlans.loading': 'Laden…',
  'dashboard.adminPlans.loadError': 'De praktijken konden niet worden geladen. Laad de pagina opnieuw.',
  'dashboard.adminPlans.twoFactorLink': 'Inloggen in twee stappen instellen',
  'dashboard.adminPlans.twoFactor':
    'Zet inloggen in twee stappen aan om abonnementen te zien en toe te wijzen: een abonnement geeft toegang tot betaalde functies.',
  'dashboard.adminPlans.empty': 'Geen praktijk gevonden.',
  'dashboard.adminPlans.practice': 'Praktijk',
  'dashboard.adminPlans.email': 'E-mail',
  'dashboard.adminPlans.plan': 'Abonnement',
  'dashboard.adminPlans.source': 'Geregeld via',
  'dashboard.adminPlans.source.free': 'Gratis abonnement',
  'dashboard.adminPlans.source.stripe': 'Stripe-abonnement',
  'dashboard.adminPlans.source.admin': 'Calma-team',
  'dashboard.adminPlans.status.free': 'Gratis',
  'dashboard.adminPlans.status.trialing': 'Gratis proefperiode',
  'dashboard.adminPlans.status.active': 'Actief',
  'dashboard.adminPlans.status.past_due': 'Betaling mislukt',
  'dashboard.adminPlans.status.canceled': 'Beëindigd',
  'dashboard.adminPlans.status.incomplete': 'Betaling onvolledig',
  'dashboard.adminPlans.until': 'Tot en met',
  'dashboard.adminPlans.open': 'Tot wijziging',
  'dashboard.adminPlans.actions': 'Acties',
  'dashboard.adminPlans.assign': 'Abonnement toewijzen',
  'dashboard.adminPlans.assignFor': 'aan {name}',
  'dashboard.adminPlans.pages': 'Pagina’s',
  'dashboard.adminPlans.previous': 'Vorige pagina',
  'dashboard.adminPlans.next': 'Volgende pagina',
  'dashboard.adminPlans.pageOf': 'Pagina {page} van {pages}',
  'dashboard.adminPlans.count.one': '{count} praktijk',
  'dashboard.adminPlans.count.other': '{count} praktijken',
  'dashboard.adminPlans.dialog.title': 'Abonnement toewijzen aan {name}',
  'dashboard.adminPlans.dialog.current': 'Nu: {plan} ({source}).',
  'dashboard.adminPlans.dialog.plan': 'Nieuw abonnement',
  'dashboard.adminPlans.dialog.planHint': 'Met {free} beëindig je een toewijzing.',
  'dashboard.adminPlans.dialog.until': 'Laatste dag (optioneel)',
  'dashboard.adminPlans.dialog.untilHint': 'Laat leeg om het abonnement te laten gelden tot je het wijzigt.',
  'dashboard.adminPlans.dialog.save': 'Toewijzen',
  'dashboard.adminPlans.dialog.cancel': 'Annuleren',
  'dashboard.adminPlans.assigned': '{name} heeft nu {plan}, tot wijziging.',
  'dashboard.adminPlans.assignedUntil': '{name} heeft nu {plan} tot en met {date}.',
  'dashboard.adminPlans.ended': 'De toewijzing voor {name} is beëindigd; de praktijk heeft het gratis abonnement.',
  'dashboard.adminPlans.error.stripeManaged':
    'Deze praktijk betaalt haar abonnement via Stripe, dus het abonnement volgt Stripe. De praktijk kan het wijzigen of opzeggen onder ‘Abonnement’ in haar dashboard.',
  'dashboard.adminPlans.error.untilPast': 'De laatste dag kan niet in het verleden liggen.',
  'dashboard.adminPlans.error.until': 'Vul een geldige datum in.',
  'dashboard.adminPlans.error.generic': 'Het abonnement kon niet worden toegewezen. Probeer het zo nog eens.',
  'dashboard.adminPlans.error.network': 'Calma is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
};

const es: Strings = {
  'dashboard.nav.subscription': 'Suscripción',
  'dashboard.nav.adminPlans': 'Planes de las consultas',

  'dashboard.subscription.title': 'Suscripción',
  'dashboard.subscription.loading': 'Cargando…',
  'dashboard.subscription.loadError': 'No se ha podido cargar tu suscripción. Vuelve a cargar la página.',
  'dashboard.subscription.current': 'Tu plan',
  'dashboard.subscription.badge.free': 'Gratis',
  'dashboard.subscription.badge.assigned': 'Acordado con Calma',
  'dashboard.subscription.badge.trialing': 'Prueba gratuita',
  'dashboard.subscription.badge.active': 'Activa',
  'dashboard.subscription.badge.ending': 'Cancelada',
  'dashboard.subscription.badge.pastDue': 'Pago fallido',
  'dashboard.subscription.badge.canceled': 'Finalizada',
  'dashboard.subscription.badge.incomplete': 'Pago incompleto',
  'dashboard.subscription.state.free':
    '{plan} es el plan gratuito. Compara los planes para ver qué añade un plan de pago.',
  'dashboard.subscription.state.assigned':
    'El equipo de Calma ha activado este plan para tu consulta, sin fecha de fin.',
  'dashboard.subscription.state.assignedUntil':
    'El equipo de Calma ha activado este plan para tu consulta hasta el {date} (último día). Después, tu consulta pasará al plan gratuito, salvo que el equipo lo prolongue.',
  'dashboard.subscription.state.trialing': 'Tu prueba gratuita dura hasta el {date}. Hasta entonces no se cobra nada.',
  'dashboard.subscription.state.trialEnding':
    'Tu prueba gratuita termina el {date} y tu suscripción termina con ella: no se cobrará nada. Después, tu consulta pasará al plan gratuito.',
  'dashboard.subscription.state.active': 'Tu suscripción está activa y se renueva el {date}.',
  'dashboard.subscription.state.ending':
    'Cancelada: conservas {plan} hasta el {date}. Después, tu consulta pasará al plan gratuito. Hasta entonces puedes reanudar la suscripción.',
  'dashboard.subscription.state.pastDue':
    'Tu último pago no se ha podido cobrar. Conservas {plan} hasta el {date}; si para entonces el pago sigue sin realizarse, tu consulta pasará al plan gratuito. No se borra nada, pero las funciones de pago dejarán de estar disponibles. Revisa tu tarjeta en «Gestionar tarjeta».',
  'dashboard.subscription.state.pastDueNoGrace':
    'Tu último pago no se ha podido cobrar. Revisa tu tarjeta en «Gestionar tarjeta»; si no, tu consulta pasará al plan gratuito.',
  'dashboard.subscription.state.canceled':
    'Tu suscripción ha finalizado y tu consulta está en el plan gratuito. Todo lo que guardaste sigue aquí; elige un plan para volver a usar las funciones de pago.',
  'dashboard.subscription.state.lapsed':
    'Tu último pago no se ha podido cobrar y el periodo de gracia ha terminado, así que tu consulta está en el plan gratuito. Todo lo que guardaste sigue aquí; elige un plan para volver a usar las funciones de pago.',
  'dashboard.subscription.state.incomplete':
    'El primer pago de esta suscripción todavía no se ha completado, así que el plan aún no ha empezado. Si acabas de pagar, puede tardar un momento; si no, puedes volver a elegir un plan.',
  'dashboard.subscription.interval': 'Facturación',
  'dashboard.subscription.interval.month': 'Mensual',
  'dashboard.subscription.interval.year': 'Anual',
  'dashboard.subscription.nextCharge': 'Próximo cargo',
  'dashboard.subscription.firstCharge': 'Primer cargo',
  'dashboard.subscription.chargeOn': '{amount} el {date}',
  'dashboard.subscription.scheduled': 'Cambio previsto',
  'dashboard.subscription.scheduledChange': 'Desde el {date}: {plan}, {interval}',
  'dashboard.subscription.assignedContact': 'Para cambiarlo, escribe al equipo de Calma:',
  'dashboard.subscription.changePlan': 'Cambiar de plan',
  'dashboard.subscription.seePlans': 'Ver los planes',
  'dashboard.subscription.resume': 'Reanudar la suscripción',
  'dashboard.subscription.keepPlan': 'Mantener {plan}',
  'dashboard.subscription.portal': 'Gestionar tarjeta',
  'dashboard.subscription.cancel': 'Cancelar la suscripción',
  'dashboard.subscription.redirecting': 'Te llevamos a Stripe…',
  'dashboard.subscription.cancelled': 'Tu suscripción está cancelada. Conservas tu plan hasta el {date}.',
  'dashboard.subscription.resumed': 'Tu suscripción continúa. Se renueva el {date}.',
  'dashboard.subscription.kept': 'Se ha retirado el cambio previsto: sigues con {plan}.',
  'dashboard.subscription.error.generic': 'No ha funcionado. Inténtalo de nuevo en un momento.',
  'dashboard.subscription.error.network':
    'No se ha podido conectar con Calma. Comprueba tu conexión e inténtalo de nuevo.',
  'dashboard.subscription.includes': 'Qué incluye {plan}',
  'dashboard.subscription.services': 'Hasta {max} servicios activos ({used} en uso)',
  'dashboard.subscription.servicesFull':
    'Has llegado a {max} servicios activos. Todos siguen pudiéndose reservar; para añadir otro, archiva uno o elige un plan con más servicios.',
  'dashboard.subscription.notIncluded': 'No incluido en tu plan',
  'dashboard.subscription.invoices': 'Facturas de Calma',
  'dashboard.subscription.invoices.loadError': 'No se han podido cargar las facturas. Vuelve a cargar la página.',
  'dashboard.subscription.invoices.empty': 'Todavía no hay facturas.',
  'dashboard.subscription.invoices.date': 'Fecha',
  'dashboard.subscription.invoices.number': 'Número',
  'dashboard.subscription.invoices.amount': 'Importe',
  'dashboard.subscription.invoices.status': 'Estado',
  'dashboard.subscription.invoices.documents': 'Factura',
  'dashboard.subscription.invoices.view': 'Ver',
  'dashboard.subscription.invoices.pdf': 'PDF',
  'dashboard.subscription.invoices.which': 'factura {name}',
  'dashboard.subscription.invoices.status.draft': 'Borrador',
  'dashboard.subscription.invoices.status.open': 'Pendiente',
  'dashboard.subscription.invoices.status.paid': 'Pagada',
  'dashboard.subscription.invoices.status.uncollectible': 'Impagada',
  'dashboard.subscription.invoices.status.void': 'Anulada',
  'dashboard.subscription.vat': 'NIF-IVA',
  'dashboard.subscription.vat.lead':
    'Si tu consulta es una empresa con un número de IVA de la UE, las facturas de Calma aplican la inversión del sujeto pasivo: tú declaras el IVA.',
  'dashboard.subscription.vat.label': 'Número de identificación a efectos del IVA',
  'dashboard.subscription.vat.hint':
    'Con el código del país, por ejemplo ESX1234567X o DE123456789. Déjalo vacío para quitarlo.',
  'dashboard.subscription.vat.save': 'Guardar el NIF-IVA',
  'dashboard.subscription.vat.saved': 'Tu NIF-IVA se ha guardado. Tus próximas facturas lo llevarán.',
  'dashboard.subscription.vat.removed': 'Tu NIF-IVA se ha quitado.',
  'dashboard.subscription.vat.invalid':
    'No es un número de IVA de la UE válido. Empieza por el código del país, por ejemplo ESX1234567X.',
  'dashboard.subscription.cancelDialog.title': '¿Cancelar tu suscripción?',
  'dashboard.subscription.cancelDialog.until':
    'Conservas {plan} hasta el {date}. Después, tu consulta pasará a {free}, el plan gratuito.',
  'dashboard.subscription.cancelDialog.trialUntil':
    'Tu prueba gratuita de {plan} termina el {date} y no se cobrará nada. Después, tu consulta pasará a {free}, el plan gratuito.',
  'dashboard.subscription.cancelDialog.lost': 'A partir del {date} dejará de estar disponible:',
  'dashboard.subscription.cancelDialog.services':
    'más de {max} servicios activos: los servicios que tienes se pueden seguir reservando, pero no podrás añadir otros nuevos',
  'dashboard.subscription.cancelDialog.kept':
    'No se borra nada: tu perfil, tus clientes, notas, facturas y servicios se conservan. Hasta el {date} puedes reanudar la suscripción.',
  'dashboard.subscription.cancelDialog.confirm': 'Cancelar la suscripción',
  'dashboard.subscription.cancelDialog.keep': 'Mantener mi plan',

  'dashboard.subscription.callback.title': 'Tu nuevo plan',
  'dashboard.subscription.callback.checking': 'Comprobando tu pago con Stripe…',
  'dashboard.subscription.callback.success': '¡Gracias! {plan} ya está activo para tu consulta.',
  'dashboard.subscription.callback.successTrial':
    '¡Gracias! Tu prueba gratuita de {plan} ha empezado y dura hasta el {date}.',
  'dashboard.subscription.callback.processing':
    'Tu pago todavía se está procesando. Esta página volverá a comprobarlo en un momento.',
  'dashboard.subscription.callback.processingEmail':
    'Tu pago todavía se está procesando, y puede tardar un poco. No hace falta que esperes aquí: te escribiremos un correo en cuanto tu plan esté activo.',
  'dashboard.subscription.callback.failed': 'El pago no se completó, así que tu plan no ha cambiado.',
  'dashboard.subscription.callback.unreachable':
    'Ahora mismo no se ha podido comprobar tu pago. Vuelve a cargar esta página en un momento.',
  'dashboard.subscription.callback.tryAgain': 'Volver a intentarlo',
  'dashboard.subscription.callback.toSubscription': 'Ir a tu suscripción',

  'dashboard.plans.title': 'Planes',
  'dashboard.plans.lead':
    'Todos los planes incluyen un perfil verificado en el directorio y reservas en línea. Los planes de pago añaden las herramientas que se indican en cada uno.',
  'dashboard.plans.back': 'Volver a tu suscripción',
  'dashboard.plans.loading': 'Cargando…',
  'dashboard.plans.loadError': 'No se han podido cargar los planes. Vuelve a cargar la página.',
  'dashboard.plans.byTeam':
    'En esta instalación de Calma los planes de pago no se contratan en línea: el equipo de Calma los acuerda contigo y los activa para tu consulta.',
  'dashboard.plans.byTeamContact': 'Escribe al equipo y dinos qué plan te gustaría:',
  'dashboard.plans.assigned':
    'El equipo de Calma ha activado {plan} para tu consulta. Para cambiarlo, ponte en contacto con el equipo en lugar de elegir un plan aquí.',
  'dashboard.plans.assignedUntil':
    'El equipo de Calma ha activado {plan} para tu consulta hasta el {date}. Para cambiarlo o prolongarlo, ponte en contacto con el equipo.',
  'dashboard.plans.interval': 'Facturación',
  'dashboard.plans.interval.month': 'Mensual',
  'dashboard.plans.interval.year': 'Anual',
  'dashboard.plans.saveUpTo': 'ahorra hasta un {percent} %',
  'dashboard.plans.per.month': 'al mes',
  'dashboard.plans.per.year': 'al año',
  'dashboard.plans.billed.month': 'facturación mensual',
  'dashboard.plans.billed.year': 'facturación anual',
  'dashboard.plans.free': 'Gratis',
  'dashboard.plans.saving': 'Ahorras {amount} ({percent} %) frente al pago mensual.',
  'dashboard.plans.yourPlan': 'Tu plan',
  'dashboard.plans.trial': '{days} días gratis',
  'dashboard.plans.isCurrent': 'Este es tu plan actual.',
  'dashboard.plans.features': 'Qué incluye {plan}',
  'dashboard.plans.feature.video': 'Sesiones por vídeo con sala de espera',
  'dashboard.plans.feature.card_payments': 'Pago con tarjeta de tus facturas',
  'dashboard.plans.feature.widgets': 'Widgets para tu propia web',
  'dashboard.plans.feature.matching_priority': 'Prioridad en los resultados del emparejamiento',
  'dashboard.plans.included': 'incluido',
  'dashboard.plans.notIncluded': 'no incluido',
  'dashboard.plans.services': 'Hasta {max} servicios activos',
  'dashboard.plans.startTrial': 'Probar {plan} gratis',
  'dashboard.plans.choose': 'Elegir {plan}',
  'dashboard.plans.change': 'Cambiar a {plan}, {interval}',
  'dashboard.plans.upgradeHint': 'Se aplica enseguida: pagas la diferencia por lo que queda del periodo actual.',
  'dashboard.plans.downgradeHint':
    'Se aplica el {date}, al final del periodo actual. Hasta entonces conservas tu plan.',
  'dashboard.plans.backToFree': 'Para volver a {plan}, cancela tu suscripción',
  'dashboard.plans.redirecting': 'Te llevamos al pago seguro de Stripe…',
  'dashboard.plans.changed': 'Tu plan es ahora {plan}.',
  'dashboard.plans.error.ALREADY_SUBSCRIBED':
    'Tu consulta ya tiene una suscripción. Cambia aquí su plan en lugar de empezar una nueva.',
  'dashboard.plans.error.PAYMENT_FAILED':
    'Tu tarjeta ha sido rechazada, así que tu plan no ha cambiado. Revisa tu tarjeta en «Gestionar tarjeta», en la página de tu suscripción.',
  'dashboard.plans.changeScheduled': 'Tu plan cambiará a {plan} el {date}.',
  'dashboard.plans.changeDialog.title': '¿Cambiar a {plan}?',
  'dashboard.plans.changeDialog.upgrade':
    '{plan} cuesta {price} {interval} y se aplica enseguida. La diferencia por lo que queda del periodo actual se cobra ahora en tu tarjeta.',
  'dashboard.plans.changeDialog.downgrade':
    'Conservas {current} hasta el {date}. A partir de entonces tu plan será {plan}, por {price} {interval}. No se borra nada; lo que {plan} no incluye dejará de estar disponible ese día.',
  'dashboard.plans.changeDialog.confirm': 'Cambiar de plan',
  'dashboard.plans.changeDialog.keep': 'Mantener mi plan',

  'dashboard.planRequired.link': 'Comparar planes',
  'dashboard.planRequired.feature.video':
    'Las sesiones por vídeo y la sala de espera no forman parte de tu plan. Están incluidas en {plan}.',
  'dashboard.planRequired.feature.video.anyPlan':
    'Las sesiones por vídeo y la sala de espera no forman parte de tu plan. Están incluidas en los planes de pago.',
  'dashboard.planRequired.feature.card_payments':
    'Los pagos con tarjeta no forman parte de tu plan. Están incluidos en {plan}.',
  'dashboard.planRequired.feature.card_payments.anyPlan':
    'Los pagos con tarjeta no forman parte de tu plan. Están incluidos en los planes de pago.',
  'dashboard.planRequired.feature.widgets':
    'Los widgets para tu propia web no forman parte de tu plan, así que no se muestran en otras webs. Están incluidos en {plan}.',
  'dashboard.planRequired.feature.widgets.anyPlan':
    'Los widgets para tu propia web no forman parte de tu plan, así que no se muestran en otras webs. Están incluidos en los planes de pago.',
  'dashboard.planRequired.feature.matching_priority':
    'La prioridad en los resultados del emparejamiento no forma parte de tu plan. Está incluida en {plan}.',
  'dashboard.planRequired.feature.matching_priority.anyPlan':
    'La prioridad en los resultados del emparejamiento no forma parte de tu plan. Está incluida en los planes de pago.',
  'dashboard.planRequired.limit.services':
    'Tu plan permite hasta {max} servicios activos y ya has llegado a ese número. Tus servicios se pueden seguir reservando; para añadir otro, archiva uno o cambia a {plan}.',
  'dashboard.planRequired.limit.services.anyPlan':
    'Tu plan permite hasta {max} servicios activos y ya has llegado a ese número. Tus servicios se pueden seguir reservando; para añadir otro, archiva uno o elige un plan con más servicios.',
  'dashboard.planRequired.limit.services.reached':
    'Has llegado al número de servicios activos que permite tu plan. Tus servicios se pueden seguir reservando; para añadir otro, archiva uno o cambia a {plan}.',
  'dashboard.planRequired.limit.services.reached.anyPlan':
    'Has llegado al número de servicios activos que permite tu plan. Tus servicios se pueden seguir reservando; para añadir otro, archiva uno o elige un plan con más servicios.',
  'dashboard.planRequired.other': 'Esto no forma parte de tu plan. Está incluido en {plan}.',
  'dashboard.planRequired.other.anyPlan': 'Esto no forma parte de tu plan. Está incluido en los planes de pago.',

  'dashboard.adminPlans.title': 'Planes de las consultas',
  'dashboard.adminPlans.lead':
    'Todas las consultas y su plan. Asigna un plan a mano a las consultas que se facturan fuera de Stripe; una consulta que paga por Stripe conserva el plan de su suscripción.',
  'dashboard.adminPlans.search': 'Nombre, dirección del perfil o correo electrónico',
  'dashboard.adminPlans.filter': 'Filtrar por plan',
  'dashboard.adminPlans.filter.all': 'Todos los planes',
  'dashboard.adminPlans.searchButton': 'Buscar',
  'dashboard.adminPlans.loading': 'Cargando…',
  'dashboard.adminPlans.loadError': 'No se han podido cargar las consultas. Vuelve a cargar la página.',
  'dashboard.adminPlans.twoFactorLink': 'Configurar la verificación en dos pasos',
  'dashboard.adminPlans.twoFactor':
    'Activa la verificación en dos pasos para ver y asignar planes: un plan da acceso a funciones de pago.',
  'dashboard.adminPlans.empty': 'Ninguna consulta coincide.',
  'dashboard.adminPlans.practice': 'Consulta',
  'dashboard.adminPlans.email': 'Correo electrónico',
  'dashboard.adminPlans.plan': 'Plan actual',
  'dashboard.adminPlans.source': 'Acordado mediante',
  'dashboard.adminPlans.source.free': 'Plan gratuito',
  'dashboard.adminPlans.source.stripe': 'Suscripción de Stripe',
  'dashboard.adminPlans.source.admin': 'Equipo de Calma',
  'dashboard.adminPlans.status.free': 'Gratis',
  'dashboard.adminPlans.status.trialing': 'Prueba gratuita',
  'dashboard.adminPlans.status.active': 'Activa',
  'dashboard.adminPlans.status.past_due': 'Pago fallido',
  'dashboard.adminPlans.status.canceled': 'Finalizada',
  'dashboard.adminPlans.status.incomplete': 'Pago incompleto',
  'dashboard.adminPlans.until': 'Hasta',
  'dashboard.adminPlans.open': 'Hasta que se cambie',
  'dashboard.adminPlans.actions': 'Acciones',
  'dashboard.adminPlans.assign': 'Asignar plan',
  'dashboard.adminPlans.assignFor': 'a {name}',
  'dashboard.adminPlans.pages': 'Páginas',
  'dashboard.adminPlans.previous': 'Página anterior',
  'dashboard.adminPlans.next': 'Página siguiente',
  'dashboard.adminPlans.pageOf': 'Página {page} de {pages}',
  'dashboard.adminPlans.count.one': '{count} consulta',
  'dashboard.adminPlans.count.other': '{count} consultas',
  'dashboard.adminPlans.dialog.title': 'Asignar un plan a {name}',
  'dashboard.adminPlans.dialog.current': 'Ahora: {plan} ({source}).',
  'dashboard.adminPlans.dialog.plan': 'Nuevo plan',
  'dashboard.adminPlans.dialog.planHint': 'Al elegir {free} termina una asignación.',
  'dashboard.adminPlans.dialog.until': 'Último día (opcional)',
  'dashboard.adminPlans.dialog.untilHint': 'Déjalo vacío para mantener el plan hasta que lo cambies.',
  'dashboard.adminPlans.dialog.save': 'Asignar',
  'dashboard.adminPlans.dialog.cancel': 'Cancelar',
  'dashboard.adminPlans.assigned': '{name} tiene ahora {plan}, hasta que se cambie.',
  'dashboard.adminPlans.assignedUntil': '{name} tiene ahora {plan} hasta el {date}.',
  'dashboard.adminPlans.ended': 'La asignación de {name} ha terminado; la consulta está en el plan gratuito.',
  'dashboard.adminPlans.error.stripeManaged':
    'Esta consulta paga su plan por Stripe, así que su plan sigue esa suscripción. La consulta puede cambiarlo o cancelarlo en «Suscripción», en su panel.',
  'dashboard.adminPlans.error.untilPast': 'El último día no puede estar en el pasado.',
  'dashboard.adminPlans.error.until': 'Introduce una fecha válida.',
  'dashboard.adminPlans.error.generic': 'No se ha podido asignar el plan. Inténtalo de nuevo en un momento.',
  'dashboard.adminPlans.error.network':
    'No se ha podido conectar con Calma. Comprueba tu conexión e inténtalo de nuevo.',
};

const pt: Strings = {
  'dashboard.nav.subscription': 'Subscrição',
  'dashboard.nav.adminPlans': 'Planos dos consultórios',

  'dashboard.subscription.title': 'Subscrição',
  'dashboard.subscription.loading': 'A carregar…',
  'dashboard.subscription.loadError': 'Não foi possível carregar a sua subscrição. Recarregue a página.',
  'dashboard.subscription.current': 'O seu plano',
  'dashboard.subscription.badge.free': 'Gratuito',
  'dashboard.subscription.badge.assigned': 'Acordado com a Calma',
  'dashboard.subscription.badge.trialing': 'Período experimental gratuito',
  'dashboard.subscription.badge.active': 'Ativa',
  'dashboard.subscription.badge.ending': 'Cancelada',
  'dashboard.subscription.badge.pastDue': 'Pagamento falhado',
  'dashboard.subscription.badge.canceled': 'Terminada',
  'dashboard.subscription.badge.incomplete': 'Pagamento incompleto',
  'dashboard.subscription.state.free':
    '{plan} é o plano gratuito. Compare os planos para ver o que um plano pago acrescenta.',
  'dashboard.subscription.state.assigned':
    'A equipa da Calma ativou este plano para o seu consultório, sem data de fim.',
  'dashboard.subscription.state.assignedUntil':
    'A equipa da Calma ativou este plano para o seu consultório até {date} (último dia). Depois, o seu consultório passa para o plano gratuito, a menos que a equipa o prolongue.',
  'dashboard.subscription.state.trialing':
    'O seu período experimental gratuito decorre até {date}. Até lá, nada é cobrado.',
  'dashboard.subscription.state.trialEnding':
    'O seu período experimental gratuito termina a {date} e a sua subscrição termina com ele: nada será cobrado. Depois, o seu consultório passa para o plano gratuito.',
  'dashboard.subscription.state.active': 'A sua subscrição está ativa e renova-se a {date}.',
  'dashboard.subscription.state.ending':
    'Cancelada: mantém {plan} até {date}. Depois, o seu consultório passa para o plano gratuito. Até lá, pode retomar a subscrição.',
  'dashboard.subscription.state.pastDue':
    'O seu último pagamento não foi efetuado. Mantém {plan} até {date}; se até lá o pagamento continuar por efetuar, o seu consultório passa para o plano gratuito. Nada é apagado, mas as funcionalidades pagas deixam de estar disponíveis. Verifique o seu cartão em «Gerir cartão».',
  'dashboard.subscription.state.pastDueNoGrace':
    'O seu último pagamento não foi efetuado. Verifique o seu cartão em «Gerir cartão»; caso contrário, o seu consultório passa para o plano gratuito.',
  'dashboard.subscription.state.canceled':
    'A sua subscrição terminou e o seu consultório está no plano gratuito. Tudo o que guardou continua aqui; escolha um plano para voltar a usar as funcionalidades pagas.',
  'dashboard.subscription.state.lapsed':
    'O seu último pagamento não foi efetuado e o período de tolerância terminou, por isso o seu consultório está no plano gratuito. Tudo o que guardou continua aqui; escolha um plano para voltar a usar as funcionalidades pagas.',
  'dashboard.subscription.state.incomplete':
    'O primeiro pagamento desta subscrição ainda não foi concluído, por isso o plano ainda não começou. Se acabou de pagar, pode demorar um momento; caso contrário, pode voltar a escolher um plano.',
  'dashboard.subscription.interval': 'Faturação',
  'dashboard.subscription.interval.month': 'Mensal',
  'dashboard.subscription.interval.year': 'Anual',
  'dashboard.subscription.nextCharge': 'Próxima cobrança',
  'dashboard.subscription.firstCharge': 'Primeira cobrança',
  'dashboard.subscription.chargeOn': '{amount} a {date}',
  'dashboard.subscription.scheduled': 'Alteração prevista',
  'dashboard.subscription.scheduledChange': 'A partir de {date}: {plan}, {interval}',
  'dashboard.subscription.assignedContact': 'Para o alterar, escreva à equipa da Calma:',
  'dashboard.subscription.changePlan': 'Mudar de plano',
  'dashboard.subscription.seePlans': 'Ver os planos',
  'dashboard.subscription.resume': 'Retomar a subscrição',
  'dashboard.subscription.keepPlan': 'Manter {plan}',
  'dashboard.subscription.portal': 'Gerir cartão',
  'dashboard.subscription.cancel': 'Cancelar a subscrição',
  'dashboard.subscription.redirecting': 'A encaminhá-lo para a Stripe…',
  'dashboard.subscription.cancelled': 'A sua subscrição está cancelada. Mantém o seu plano até {date}.',
  'dashboard.subscription.resumed': 'A sua subscrição continua. Renova-se a {date}.',
  'dashboard.subscription.kept': 'A alteração prevista foi anulada: mantém {plan}.',
  'dashboard.subscription.error.generic': 'Não foi possível. Tente novamente dentro de momentos.',
  'dashboard.subscription.error.network':
    'Não foi possível contactar a Calma. Verifique a sua ligação e tente novamente.',
  'dashboard.subscription.includes': 'O que {plan} inclui',
  'dashboard.subscription.services': 'Até {max} serviços ativos ({used} em uso)',
  'dashboard.subscription.servicesFull':
    'Chegou aos {max} serviços ativos. Todos continuam disponíveis para marcação; para acrescentar outro, arquive um ou escolha um plano com mais serviços.',
  'dashboard.subscription.notIncluded': 'Não incluído no seu plano',
  'dashboard.subscription.invoices': 'Faturas da Calma',
  'dashboard.subscription.invoices.loadError': 'Não foi possível carregar as faturas. Recarregue a página.',
  'dashboard.subscription.invoices.empty': 'Ainda não há faturas.',
  'dashboard.subscription.invoices.date': 'Data',
  'dashboard.subscription.invoices.number': 'Número',
  'dashboard.subscription.invoices.amount': 'Montante',
  'dashboard.subscription.invoices.status': 'Estado',
  'dashboard.subscription.invoices.documents': 'Fatura',
  'dashboard.subscription.invoices.view': 'Ver',
  'dashboard.subscription.invoices.pdf': 'PDF',
  'dashboard.subscription.invoices.which': 'fatura {name}',
  'dashboard.subscription.invoices.status.draft': 'Rascunho',
  'dashboard.subscription.invoices.status.open': 'Por pagar',
  'dashboard.subscription.invoices.status.paid': 'Paga',
  'dashboard.subscription.invoices.status.uncollectible': 'Não paga',
  'dashboard.subscription.invoices.status.void': 'Anulada',
  'dashboard.subscription.vat': 'Número de IVA',
  'dashboard.subscription.vat.lead':
    'Se o seu consultório é uma empresa com número de IVA da UE, as faturas da Calma aplicam a autoliquidação: é o seu consultório que liquida o IVA.',
  'dashboard.subscription.vat.label': 'Número de identificação para efeitos de IVA',
  'dashboard.subscription.vat.hint':
    'Com o código do país, por exemplo PT123456789 ou DE123456789. Deixe o campo vazio para o remover.',
  'dashboard.subscription.vat.save': 'Guardar o número de IVA',
  'dashboard.subscription.vat.saved': 'O seu número de IVA foi guardado. As próximas faturas vão indicá-lo.',
  'dashboard.subscription.vat.removed': 'O seu número de IVA foi removido.',
  'dashboard.subscription.vat.invalid':
    'Não é um número de IVA da UE válido. Começa pelo código do país, por exemplo PT123456789.',
  'dashboard.subscription.cancelDialog.title': 'Cancelar a sua subscrição?',
  'dashboard.subscription.cancelDialog.until':
    'Mantém {plan} até {date}. Depois, o seu consultório passa para {free}, o plano gratuito.',
  'dashboard.subscription.cancelDialog.trialUntil':
    'O seu período experimental gratuito de {plan} termina a {date} e nada será cobrado. Depois, o seu consultório passa para {free}, o plano gratuito.',
  'dashboard.subscription.cancelDialog.lost': 'A partir de {date}, deixa de estar disponível:',
  'dashboard.subscription.cancelDialog.services':
    'mais de {max} serviços ativos: os serviços que tem continuam disponíveis para marcação, mas não pode acrescentar novos',
  'dashboard.subscription.cancelDialog.kept':
    'Nada é apagado: o seu perfil, clientes, notas, faturas e serviços mantêm-se. Até {date} pode retomar a subscrição.',
  'dashboard.subscription.cancelDialog.confirm': 'Cancelar a subscrição',
  'dashboard.subscription.cancelDialog.keep': 'Manter o meu plano',

  'dashboard.subscription.callback.title': 'O seu novo plano',
  'dashboard.subscription.callback.checking': 'A verificar o seu pagamento junto da Stripe…',
  'dashboard.subscription.callback.success': 'Obrigado! {plan} está agora ativo para o seu consultório.',
  'dashboard.subscription.callback.successTrial':
    'Obrigado! O seu período experimental gratuito de {plan} começou e decorre até {date}.',
  'dashboard.subscription.callback.processing':
    'O seu pagamento ainda está a ser processado. Esta página volta a verificar dentro de momentos.',
  'dashboard.subscription.callback.processingEmail':
    'O seu pagamento ainda está a ser processado, o que pode demorar algum tempo. Não precisa de esperar aqui: enviamos-lhe um e-mail assim que o seu plano estiver ativo.',
  'dashboard.subscription.callback.failed': 'O pagamento não foi concluído, por isso o seu plano não mudou.',
  'dashboard.subscription.callback.unreachable':
    'Não foi possível verificar o seu pagamento neste momento. Recarregue esta página dentro de momentos.',
  'dashboard.subscription.callback.tryAgain': 'Tentar novamente',
  'dashboard.subscription.callback.toSubscription': 'Ir para a sua subscrição',

  'dashboard.plans.title': 'Planos',
  'dashboard.plans.lead':
    'Todos os planos incluem um perfil verificado no diretório e marcações online. Os planos pagos acrescentam as ferramentas indicadas em cada um.',
  'dashboard.plans.back': 'Voltar à sua subscrição',
  'dashboard.plans.loading': 'A carregar…',
  'dashboard.plans.loadError': 'Não foi possível carregar os planos. Recarregue a página.',
  'dashboard.plans.byTeam':
    'Nesta instalação da Calma, os planos pagos não se contratam online: a equipa da Calma combina-os consigo e ativa-os para o seu consultório.',
  'dashboard.plans.byTeamContact': 'Escreva à equipa e diga-nos que plano pretende:',
  'dashboard.plans.assigned':
    'A equipa da Calma ativou {plan} para o seu consultório. Para o alterar, contacte a equipa em vez de escolher aqui um plano.',
  'dashboard.plans.assignedUntil':
    'A equipa da Calma ativou {plan} para o seu consultório até {date}. Para o alterar ou prolongar, contacte a equipa.',
  'dashboard.plans.interval': 'Faturação',
  'dashboard.plans.interval.month': 'Mensal',
  'dashboard.plans.interval.year': 'Anual',
  'dashboard.plans.saveUpTo': 'poupe até {percent} %',
  'dashboard.plans.per.month': 'por mês',
  'dashboard.plans.per.year': 'por ano',
  'dashboard.plans.billed.month': 'faturação mensal',
  'dashboard.plans.billed.year': 'faturação anual',
  'dashboard.plans.free': 'Gratuito',
  'dashboard.plans.saving': 'Poupa {amount} ({percent} %) em relação ao pagamento mensal.',
  'dashboard.plans.yourPlan': 'O seu plano',
  'dashboard.plans.trial': '{days} dias grátis',
  'dashboard.plans.isCurrent': 'Este é o seu plano atual.',
  'dashboard.plans.features': 'O que {plan} inclui',
  'dashboard.plans.feature.video': 'Sessões por vídeo com sala de espera',
  'dashboard.plans.feature.card_payments': 'Pagamento das suas faturas com cartão',
  'dashboard.plans.feature.widgets': 'Widgets para o seu próprio site',
  'dashboard.plans.feature.matching_priority': 'Prioridade nos resultados da correspondência',
  'dashboard.plans.included': 'incluído',
  'dashboard.plans.notIncluded': 'não incluído',
  'dashboard.plans.services': 'Até {max} serviços ativos',
  'dashboard.plans.startTrial': 'Experimentar {plan} gratuitamente',
  'dashboard.plans.choose': 'Escolher {plan}',
  'dashboard.plans.change': 'Mudar para {plan}, {interval}',
  'dashboard.plans.upgradeHint': 'Aplica-se de imediato: paga a diferença pelo resto do período atual.',
  'dashboard.plans.downgradeHint': 'Aplica-se a {date}, no fim do período atual. Até lá, mantém o seu plano.',
  'dashboard.plans.backToFree': 'Para voltar a {plan}, cancele a sua subscrição',
  'dashboard.plans.redirecting': 'A encaminhá-lo para o pagamento seguro da Stripe…',
  'dashboard.plans.changed': 'O seu plano é agora {plan}.',
  'dashboard.plans.error.ALREADY_SUBSCRIBED':
    'O seu consultório já tem uma subscrição. Mude aqui o respetivo plano em vez de iniciar uma nova.',
  'dashboard.plans.error.PAYMENT_FAILED':
    'O seu cartão foi recusado, por isso o seu plano não mudou. Verifique o seu cartão em «Gerir cartão», na página da sua subscrição.',
  'dashboard.plans.changeScheduled': 'O seu plano muda para {plan} a {date}.',
  'dashboard.plans.changeDialog.title': 'Mudar para {plan}?',
  'dashboard.plans.changeDialog.upgrade':
    '{plan} custa {price} {interval} e aplica-se de imediato. A diferença pelo resto do período atual é cobrada agora no seu cartão.',
  'dashboard.plans.changeDialog.downgrade':
    'Mantém {current} até {date}. A partir daí, o seu plano é {plan}, por {price} {interval}. Nada é apagado; o que {plan} não inclui deixa de estar disponível nesse dia.',
  'dashboard.plans.changeDialog.confirm': 'Mudar de plano',
  'dashboard.plans.changeDialog.keep': 'Manter o meu plano',

  'dashboard.planRequired.link': 'Comparar planos',
  'dashboard.planRequired.feature.video':
    'As sessões por vídeo e a sala de espera não fazem parte do seu plano. Estão incluídas em {plan}.',
  'dashboard.planRequired.feature.video.anyPlan':
    'As sessões por vídeo e a sala de espera não fazem parte do seu plano. Estão incluídas nos planos pagos.',
  'dashboard.planRequired.feature.card_payments':
    'Os pagamentos com cartão não fazem parte do seu plano. Estão incluídos em {plan}.',
  'dashboard.planRequired.feature.card_payments.anyPlan':
    'Os pagamentos com cartão não fazem parte do seu plano. Estão incluídos nos planos pagos.',
  'dashboard.planRequired.feature.widgets':
    'Os widgets para o seu próprio site não fazem parte do seu plano, por isso não são mostrados noutros sites. Estão incluídos em {plan}.',
  'dashboard.planRequired.feature.widgets.anyPlan':
    'Os widgets para o seu próprio site não fazem parte do seu plano, por isso não são mostrados noutros sites. Estão incluídos nos planos pagos.',
  'dashboard.planRequired.feature.matching_priority':
    'A prioridade nos resultados da correspondência não faz parte do seu plano. Está incluída em {plan}.',
  'dashboard.planRequired.feature.matching_priority.anyPlan':
    'A prioridade nos resultados da correspondência não faz parte do seu plano. Está incluída nos planos pagos.',
  'dashboard.planRequired.limit.services':
    'O seu plano permite até {max} serviços ativos e já chegou a esse número. Os seus serviços continuam disponíveis para marcação; para acrescentar outro, arquive um ou mude para {plan}.',
  'dashboard.planRequired.limit.services.anyPlan':
    'O seu plano permite até {max} serviços ativos e já chegou a esse número. Os seus serviços continuam disponíveis para marcação; para acrescentar outro, arquive um ou escolha um plano com mais serviços.',
  'dashboard.planRequired.limit.services.reached':
    'Chegou ao número de serviços ativos que o seu plano permite. Os seus serviços continuam disponíveis para marcação; para acrescentar outro, arquive um ou mude para {plan}.',
  'dashboard.planRequired.limit.services.reached.anyPlan':
    'Chegou ao número de serviços ativos que o seu plano permite. Os seus serviços continuam disponíveis para marcação; para acrescentar outro, arquive um ou escolha um plano com mais serviços.',
  'dashboard.planRequired.other': 'Isto não faz parte do seu plano. Está incluído em {plan}.',
  'dashboard.planRequired.other.anyPlan': 'Isto não faz parte do seu plano. Está incluído nos planos pagos.',

  'dashboard.adminPlans.title': 'Planos dos consultórios',
  'dashboard.adminPlans.lead':
    'Todos os consultórios e o respetivo plano. Atribua um plano manualmente aos consultórios faturados fora da Stripe; um consultório que paga pela Stripe mantém o plano da sua subscrição.',
  'dashboard.adminPlans.search': 'Nome, endereço do perfil ou e-mail',
  'dashboard.adminPlans.filter': 'Plano',
  'dashboard.adminPlans.filter.all': 'Todos os planos',
  'dashboard.adminPlans.searchButton': 'Pesquisar',
  'dashboard.adminPlans.loading': 'A carregar…',
  'dashboard.adminPlans.loadError': 'Não foi possível carregar os consultórios. Recarregue a página.',
  'dashboard.adminPlans.twoFactorLink': 'Configurar a autenticação de dois fatores',
  'dashboard.adminPlans.twoFactor':
    'Ative a autenticação de dois fatores para ver e atribuir planos: um plano dá acesso a funcionalidades pagas.',
  'dashboard.adminPlans.empty': 'Nenhum consultório corresponde.',
  'dashboard.adminPlans.practice': 'Consultório',
  'dashboard.adminPlans.email': 'E-mail',
  'dashboard.adminPlans.plan': 'Plano',
  'dashboard.adminPlans.source': 'Acordado através de',
  'dashboard.adminPlans.source.free': 'Plano gratuito',
  'dashboard.adminPlans.source.stripe': 'Subscrição Stripe',
  'dashboard.adminPlans.source.admin': 'Equipa da Calma',
  'dashboard.adminPlans.status.free': 'Gratuito',
  'dashboard.adminPlans.status.trialing': 'Período experimental',
  'dashboard.adminPlans.status.active': 'Ativa',
  'dashboard.adminPlans.status.past_due': 'Pagamento falhado',
  'dashboard.adminPlans.status.canceled': 'Terminada',
  'dashboard.adminPlans.status.incomplete': 'Pagamento incompleto',
  'dashboard.adminPlans.until': 'Até',
  'dashboard.adminPlans.open': 'Até ser alterado',
  'dashboard.adminPlans.actions': 'Ações',
  'dashboard.adminPlans.assign': 'Atribuir plano',
  'dashboard.adminPlans.assignFor': 'a {name}',
  'dashboard.adminPlans.pages': 'Páginas',
  'dashboard.adminPlans.previous': 'Página anterior',
  'dashboard.adminPlans.next': 'Página seguinte',
  'dashboard.adminPlans.pageOf': 'Página {page} de {pages}',
  'dashboard.adminPlans.count.one': '{count} consultório',
  'dashboard.adminPlans.count.other': '{count} consultórios',
  'dashboard.adminPlans.dialog.title': 'Atribuir um plano a {name}',
  'dashboard.adminPlans.dialog.current': 'Atualmente: {plan} ({source}).',
  'dashboard.adminPlans.dialog.plan': 'Novo plano',
  'dashboard.adminPlans.dialog.planHint': 'Escolher {free} termina uma atribuição.',
  'dashboard.adminPlans.dialog.until': 'Último dia (opcional)',
  'dashboard.adminPlans.dialog.untilHint': 'Deixe vazio para manter o plano até o alterar.',
  'dashboard.adminPlans.dialog.save': 'Atribuir',
  'dashboard.adminPlans.dialog.cancel': 'Cancelar',
  'dashboard.adminPlans.assigned': '{name} tem agora {plan}, até ser alterado.',
  'dashboard.adminPlans.assignedUntil': '{name} tem agora {plan} até {date}.',
  'dashboard.adminPlans.ended': 'A atribuição de {name} terminou; o consultório está no plano gratuito.',
  'dashboard.adminPlans.error.stripeManaged':
    'Este consultório paga o plano pela Stripe, por isso o plano segue essa subscrição. O consultório pode alterá-lo ou cancelá-lo em «Subscrição», no seu painel.',
  'dashboard.adminPlans.error.untilPast': 'O último dia não pode estar no passado.',
  'dashboard.adminPlans.error.until': 'Introduza uma data válida.',
  'dashboard.adminPlans.error.generic': 'Não foi possível atribuir o plano. Tente novamente dentro de momentos.',
  'dashboard.adminPlans.error.network':
    'Não foi possível contactar a Calma. Verifique a sua ligação e tente novamente.',
};

export const subscription: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de,
  nl,
  es,
  pt,
};
