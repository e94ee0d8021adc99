// Referrals: inviting colleagues, the referral link and its rewards (dashboard), and "invited by" on registration.
// English is the source: every other language defines exactly its keys (the type says so).
const en = {
  'dashboard.nav.referrals': 'Referrals',

  'dashboard.referrals.title': 'Invite colleagues',
  'dashboard.referrals.loading': 'Loading…',
  'dashboard.referrals.loadError': 'Your referrals could not be loaded. Please reload the page.',
  'dashboard.referrals.noPractice': 'Once your profile is started, you can invite colleagues here.',
  'dashboard.referrals.noPracticeLink': 'Start your profile',
  'dashboard.referrals.reward': 'When a colleague you invite is verified, you both get a free month of {plan}.',
  'dashboard.referrals.rewardDetail':
    'A colleague counts when they register through your link within 30 days of first opening it. If your practice pays by card, the month is credited to your next invoices instead.',
  'dashboard.referrals.link': 'Your personal link',
  'dashboard.referrals.linkLabel': 'Invitation link',
  'dashboard.referrals.linkHint': 'Share it however you like: by email, in a newsletter or in your supervision group.',
  'dashboard.referrals.copy': 'Copy link',
  'dashboard.referrals.copied': 'Link copied.',
  'dashboard.referrals.copyFailed': 'The link could not be copied. Select it in the field and copy it yourself.',
  'dashboard.referrals.invite': 'Invite by email',
  'dashboard.referrals.inviteLead': 'We send your colleague an email with your name, your link and the free month.',
  'dashboard.referrals.email': 'Colleague’s email address',
  'dashboard.referrals.language': 'Language of the email',
  'dashboard.referrals.send': 'Send invitation',
  'dashboard.referrals.sending': 'Sending…',
  'dashboard.referrals.sent': 'Invitation sent to {email}.',
  'dashboard.referrals.left.one': '{count} invitation left today.',
  'dashboard.referrals.left.other': '{count} invitations left today.',
  'dashboard.referrals.noneLeft': 'You have sent all of today’s invitations. You can send more tomorrow.',
  'dashboard.referrals.error.email': 'Enter an email address like name@example.com.',
  'dashboard.referrals.error.SELF_REFERRAL': 'This is your own address. Enter a colleague’s address.',
  'dashboard.referrals.error.ALREADY_INVITED':
    'You invited this address in the last 7 days. You can invite it again after that.',
  'dashboard.referrals.error.INVITATION_LIMIT': 'You have sent all of today’s invitations. Try again tomorrow.',
  'dashboard.referrals.error.generic': 'That did not work. Please try again.',
  'dashboard.referrals.colleagues': 'Your colleagues',
  'dashboard.referrals.colleaguesEmpty': 'No colleagues yet. Share your link or send an invitation.',
  'dashboard.referrals.column.colleague': 'Colleague',
  'dashboard.referrals.column.state': 'State',
  'dashboard.referrals.column.invited': 'Invited',
  'dashboard.referrals.column.registered': 'Registered',
  'dashboard.referrals.column.verified': 'Verified',
  'dashboard.referrals.column.rewarded': 'Rewarded',
  'dashboard.referrals.state.invited': 'Invited',
  'dashboard.referrals.state.registered': 'Registered',
  'dashboard.referrals.state.verified': 'Verified',
  'dashboard.referrals.state.rewarded': 'Rewarded',
  'dashboard.referrals.rewards': 'Your rewards',
  'dashboard.referrals.rewardsEmpty': 'No rewards yet. You get one when a colleague you invited is verified.',
  'dashboard.referrals.rewardMonth': 'A free month of {plan}, until {date}.',
  'dashboard.referrals.rewardUnlimited':
    '{plan}: your practice already has this plan with no end date, so there was no month to add.',
  'dashboard.referrals.rewardCredit': '{amount} credited to your invoices: one month of {plan}.',
  'dashboard.referrals.rewardOn': 'Given on {date}.',
  'dashboard.referrals.referredBy': 'Who invited you',
  'dashboard.referrals.referredByText': '{name} invited you to Calma.',
  'dashboard.referrals.referredByHint.invited': 'You both get your free month when your profile is verified.',
  'dashboard.referrals.referredByHint.registered': 'You both get your free month when your profile is verified.',
  'dashboard.referrals.referredByHint.verified': 'Your profile is verified: your free months are on their way.',
  'dashboard.referrals.referredByHint.rewarded': 'You have both received your free month.',
  'dashboard.referrals.claim': 'Did a colleague invite you?',
  'dashboard.referrals.claimLead':
    'If you registered without your colleague’s link, enter their code here. You can do this until your profile is verified, within 30 days of registering.',
  'dashboard.referrals.claimCode': 'Colleague’s referral code',
  'dashboard.referrals.claimSubmit': 'Use code',
  'dashboard.referrals.claimError.format': 'A code has 8 letters and digits, like K7M2QX9P.',
  'dashboard.referrals.claimError.SELF_REFERRAL': 'This is your own code. Enter your colleague’s code.',
  'dashboard.referrals.claimError.REFERRAL_CODE_UNKNOWN': 'No colleague has this code. Check it and try again.',
  'dashboard.referrals.claimError.REFERRAL_NOT_ELIGIBLE':
    'A code can no longer be entered for your practice: it was already referred, is verified, or registered more than 30 days ago.',

  'referral.invitedBy': 'Invited by {name}: you both get a free month of {plan} when your profile is verified.',
};

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  'dashboard.nav.referrals': 'Empfehlungen',

  'dashboard.referrals.title': 'Kolleg:innen einladen',
  'dashboard.referrals.loading': 'Wird geladen …',
  'dashboard.referrals.loadError': 'Ihre Empfehlungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  'dashboard.referrals.noPractice': 'Sobald Sie Ihr Profil begonnen haben, können Sie hier Kolleg:innen einladen.',
  'dashboard.referrals.noPracticeLink': 'Profil beginnen',
  'dashboard.referrals.reward':
    'Wird eine von Ihnen eingeladene Kolleg:in verifiziert, erhalten Sie beide einen kostenlosen Monat im Tarif „{plan}“.',
  'dashboard.referrals.rewardDetail':
    'Eine Kolleg:in zählt, wenn sie sich innerhalb von 30 Tagen nach dem ersten Öffnen über Ihren Link registriert. Zahlt Ihre Praxis per Karte, wird der Monat stattdessen mit Ihren nächsten Rechnungen verrechnet.',
  'dashboard.referrals.link': 'Ihr persönlicher Link',
  'dashboard.referrals.linkLabel': 'Einladungslink',
  'dashboard.referrals.linkHint':
    'Teilen Sie ihn, wie Sie möchten: per E-Mail, im Newsletter oder in Ihrer Supervisionsgruppe.',
  'dashboard.referrals.copy': 'Link kopieren',
  'dashboard.referrals.copied': 'Link kopiert.',
  'dashboard.referrals.copyFailed':
    'Der Link konnte nicht kopiert werden. Markieren Sie ihn im Feld und kopieren Sie ihn selbst.',
  'dashboard.referrals.invite': 'Per E-Mail einladen',
  'dashboard.referrals.inviteLead':
    'Wir schicken Ihrer Kolleg:in eine E-Mail mit Ihrem Namen, Ihrem Link und dem kostenlosen Monat.',
  'dashboard.referrals.email': 'E-Mail-Adresse der Kolleg:in',
  'dashboard.referrals.language': 'Sprache der E-Mail',
  'dashboard.referrals.send': 'Einladung senden',
  'dashboard.referrals.sending': 'Wird gesendet …',
  'dashboard.referrals.sent': 'Einladung an {email} gesendet.',
  'dashboard.referrals.left.one': 'Heute noch {count} Einladung möglich.',
  'dashboard.referrals.left.other': 'Heute noch {count} Einladungen möglich.',
  'dashboard.referrals.noneLeft': 'Sie haben alle Einladungen für heute verschickt. Morgen können Sie weitere senden.',
  'dashboard.referrals.error.email': 'Geben Sie eine E-Mail-Adresse wie name@beispiel.de ein.',
  'dashboard.referrals.error.SELF_REFERRAL': 'Das ist Ihre eigene Adresse. Geben Sie die Adresse einer Kolleg:in ein.',
  'dashboard.referrals.error.ALREADY_INVITED':
    'Sie haben diese Adresse in den letzten 7 Tagen eingeladen. Danach können Sie sie erneut einladen.',
  'dashboard.referrals.error.INVITATION_LIMIT':
    'Sie haben alle Einladungen für heute verschickt. Versuchen Sie es morgen noch einmal.',
  'dashboard.referrals.error.generic': 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  'dashboard.referrals.colleagues': 'Ihre Kolleg:innen',
  'dashboard.referrals.colleaguesEmpty':
    'Noch keine Kolleg:innen. Teilen Sie Ihren Link oder senden Sie eine Einladung.',
  'dashboard.referrals.column.colleague': 'Kolleg:in',
  'dashboard.referrals.column.state': 'Stand',
  'dashboard.referrals.column.invited': 'Eingeladen',
  'dashboard.referrals.column.registered': 'Registriert',
  'dashboard.referrals.column.verified': 'Verifiziert',
  'dashboard.referrals.column.rewarded': 'Prämie erhalten',
  'dashboard.referrals.state.invited': 'Eingeladen',
  'dashboard.referrals.state.registered': 'Registriert',
  'dashboard.referrals.state.verified': 'Verifiziert',
  'dashboard.referrals.state.rewarded': 'Prämie erhalten',
  'dashboard.referrals.rewards': 'Ihre Prämien',
  'dashboard.referrals.rewardsEmpty':
    'Noch keine Prämien. Sie erhalten eine, sobald eine von Ihnen eingeladene Kolleg:in verifiziert ist.',
  'dashboard.referrals.rewardMonth': 'Ein kostenloser Monat im Tarif „{plan}“, bis zum {date}.',
  'dashboard.referrals.rewardUnlimited':
    '„{plan}“: Ihre Praxis hat diesen Tarif bereits ohne Enddatum, daher gab es keinen Monat hinzuzufügen.',
  'dashboard.referrals.rewardCredit': '{amount} mit Ihren Rechnungen verrechnet: ein Monat im Tarif „{plan}“.',
  'dashboard.referrals.rewardOn': 'Erhalten am {date}.',
  'dashboard.referrals.referredBy': 'Wer Sie eingeladen hat',
  'dashboard.referrals.referredByText': '{name} hat Sie zu Calma eingeladen.',
  'dashboard.referrals.referredByHint.invited':
    'Sie erhalten beide Ihren kostenlosen Monat, sobald Ihr Profil verifiziert ist.',
  'dashboard.referrals.referredByHint.registered':
    'Sie erhalten beide Ihren kostenlosen Monat, sobald Ihr Profil verifiziert ist.',
  'dashboard.referrals.referredByHint.verified':
    'Ihr Profil ist verifiziert: Ihre kostenlosen Monate sind auf dem Weg.',
  'dashboard.referrals.referredByHint.rewarded': 'Sie haben beide Ihren kostenlosen Monat erhalten.',
  'dashboard.referrals.claim': 'Hat eine Kolleg:in Sie eingeladen?',
  'dashboard.referrals.claimLead':
    'Wenn Sie sich ohne den Link Ihrer Kolleg:in registriert haben, geben Sie hier deren Code ein. Das geht, bis Ihr Profil verifiziert ist, innerhalb von 30 Tagen nach der Registrierung.',
  'dashboard.referrals.claimCode': 'Empfehlungscode der Kolleg:in',
  'dashboard.referrals.claimSubmit': 'Code verwenden',
  'dashboard.referrals.claimError.format': 'Ein Code hat 8 Buchstaben und Ziffern, zum Beispiel K7M2QX9P.',
  'dashboard.referrals.claimError.SELF_REFERRAL': 'Das ist Ihr eigener Code. Geben Sie den Code Ihrer Kolleg:in ein.',
  'dashboard.referrals.claimError.REFERRAL_CODE_UNKNOWN':
    'Diesen Code hat niemand. Prüfen Sie ihn und versuchen Sie es noch einmal.',
  'dashboard.referrals.claimError.REFERRAL_NOT_ELIGIBLE':
    'Für Ihre Praxis lässt sich kein Code mehr eingeben: Sie wurde bereits empfohlen, ist verifiziert oder wurde vor mehr als 30 Tagen registriert.',

  'referral.invitedBy':
    'Eingeladen von {name}: Sie erhalten beide einen kostenlosen Monat im Tarif „{plan}“, sobald Ihr Profil verifiziert ist.',
};

const nl: Strings = {
  'dashboard.nav.referrals': 'Doorverwijzingen',

  'dashboard.referrals.title': 'Collega’s uitnodigen',
  'dashboard.referrals.loading': 'Laden…',
  'dashboard.referrals.loadError': 'Je doorverwijzingen konden niet worden geladen. Laad de pagina opnieuw.',
  'dashboard.referrals.noPractice': 'Zodra je je profiel bent begonnen, kun je hier collega’s uitnodigen.',
  'dashboard.referrals.noPracticeLink': 'Profiel beginnen',
  'dashboard.referrals.reward':
    'Wordt een collega die je uitnodigt geverifieerd, dan krijgen jullie allebei een gratis maand {plan}.',
  'dashboard.referrals.rewardDetail':
    'Een collega telt mee als die zich binnen 30 dagen na de eerste keer openen via je link registreert. Betaalt je praktijk per kaart, dan wordt de maand in plaats daarvan verrekend met je volgende facturen.',
  'dashboard.referrals.link': 'Je persoonlijke link',
  'dashboard.referrals.linkLabel': 'Uitnodigingslink',
  'dashboard.referrals.linkHint': 'Deel hem zoals je wilt: per e-mail, in een nieuwsbrief of in je intervisiegroep.',
  'dashboard.referrals.copy': 'Link kopiëren',
  'dashboard.referrals.copied': 'Link gekopieerd.',
  'dashboard.referrals.copyFailed':
    'De link kon niet worden gekopieerd. Selecteer hem in het veld en kopieer hem zelf.',
  'dashboard.referrals.invite': 'Uitnodigen per e-mail',
  'dashboard.referrals.inviteLead': 'We sturen je collega een e-mail met je naam, je link en de gratis maand.',
  'dashboard.referrals.email': 'E-mailadres van je collega',
  'dashboard.referrals.language': 'Taal van de e-mail',
  'dashboard.referrals.send': 'Uitnodiging versturen',
  'dashboard.referrals.sending': 'Versturen…',
  'dashboard.referrals.sent': 'Uitnodiging verstuurd naar {email}.',
  'dashboard.referrals.left.one': 'Vandaag nog {count} uitnodiging over.',
  'dashboard.referrals.left.other': 'Vandaag nog {count} uitnodigingen over.',
  'dashboard.referrals.noneLeft':
    'Je hebt alle uitnodigingen van vandaag verstuurd. Morgen kun je er weer meer sturen.',
  'dashboard.referrals.error.email': 'Vul een e-mailadres in, zoals naam@voorbeeld.nl.',
  'dashboard.referrals.error.SELF_REFERRAL': 'Dit is je eigen adres. Vul het adres van een collega in.',
  'dashboard.referrals.error.ALREADY_INVITED':
    'Je hebt dit adres de afgelopen 7 dagen uitgenodigd. Daarna kun je het opnieuw uitnodigen.',
  'dashboard.referrals.error.INVITATION_LIMIT':
    'Je hebt alle uitnodigingen van vandaag verstuurd. Probeer het morgen opnieuw.',
  'dashboard.referrals.error.generic': 'Dat is niet gelukt. Probeer het opnieuw.',
  'dashboard.referrals.colleagues': 'Je collega’s',
  'dashboard.referrals.colleaguesEmpty': 'Nog geen collega’s. Deel je link of verstuur een uitnodiging.',
  'dashboard.referrals.column.colleague': 'Collega',
  'dashboard.referrals.column.state': 'Status',
  'dashboard.referrals.column.invited': 'Uitgenodigd',
  'dashboard.referrals.column.registered': 'Geregistreerd',
  'dashboard.referrals.column.verified': 'Geverifieerd',
  'dashboard.referrals.column.rewarded': 'Beloond',
  'dashboard.referrals.state.invited': 'Uitgenodigd',
  'dashboard.referrals.state.registered': 'Geregistreerd',
  'dashboard.referrals.state.verified': 'Geverifieerd',
  'dashboard.referrals.state.rewarded': 'Beloond',
  'dashboard.referrals.rewards': 'Je beloningen',
  'dashboard.referrals.rewardsEmpty':
    'Nog geen beloningen. Je krijgt er een zodra een collega die je hebt uitgenodigd is geverifieerd.',
  'dashboard.referrals.rewardMonth': 'Een gratis maand {plan}, tot en met {date}.',
  'dashboard.referrals.rewardUnlimited':
    '{plan}: je praktijk heeft dit abonnement al zonder einddatum, dus er viel geen maand bij te tellen.',
  'dashboard.referrals.rewardCredit': '{amount} verrekend met je facturen: één maand {plan}.',
  'dashboard.referrals.rewardOn': 'Ontvangen op {date}.',
  'dashboard.referrals.referredBy': 'Wie je heeft uitgenodigd',
  'dashboard.referrals.referredByText': '{name} heeft je uitgenodigd voor Calma.',
  'dashboard.referrals.referredByHint.invited':
    'Jullie krijgen allebei een gratis maand zodra je profiel is geverifieerd.',
  'dashboard.referrals.referredByHint.registered':
    'Jullie krijgen allebei een gratis maand zodra je profiel is geverifieerd.',
  'dashboard.referrals.referredByHint.verified': 'Je profiel is geverifieerd: jullie gratis maanden komen eraan.',
  'dashboard.referrals.referredByHint.rewarded': 'Jullie hebben allebei je gratis maand gekregen.',
  'dashboard.referrals.claim': 'Heeft een collega je uitgenodigd?',
  'dashboard.referrals.claimLead':
    'Heb je je geregistreerd zonder de link van je collega? Vul dan hier diens code in. Dat kan zolang je profiel nog niet is geverifieerd, binnen 30 dagen na je registratie.',
  'dashboard.referrals.claimCode': 'Verwijscode van je collega',
  'dashboard.referrals.claimSubmit': 'Code gebruiken',
  'dashboard.referrals.claimError.format': 'Een code heeft 8 letters en cijfers, zoals K7M2QX9P.',
  'dashboard.referrals.claimError.SELF_REFERRAL': 'Dit is je eigen code. Vul de code van je collega in.',
  'dashboard.referrals.claimError.REFERRAL_CODE_UNKNOWN':
    'Geen enkele collega heeft deze code. Controleer hem en probeer het opnieuw.',
  'dashboard.referrals.claimError.REFERRAL_NOT_ELIGIBLE':
    'Voor je praktijk kan geen code meer worden ingevuld: hij is al doorverwezen, is geverifieerd of is meer dan 30 dagen geleden geregistreerd.',

  'referral.invitedBy':
    'Uitgenodigd door {name}: jullie krijgen allebei een gratis maand {plan} zodra je profiel is geverifieerd.',
};

const es: Strings = {
  'dashboard.nav.referrals': 'Recomendaciones',

  'dashboard.referrals.title': 'Invitar a colegas',
  'dashboard.referrals.loading': 'Cargando…',
  'dashboard.referrals.loadError': 'No se han podido cargar tus recomendaciones. Vuelve a cargar la página.',
  'dashboard.referrals.noPractice': 'En cuanto hayas empezado tu perfil, podrás invitar a colegas desde aquí.',
  'dashboard.referrals.noPracticeLink': 'Empezar tu perfil',
  'dashboard.referrals.reward':
    'Cuando se verifique a un colega al que invites, los dos recibís un mes gratis de {plan}.',
  'dashboard.referrals.rewardDetail':
    'Un colega cuenta si se registra con tu enlace en los 30 días siguientes a abrirlo por primera vez. Si tu consulta paga con tarjeta, el mes se descuenta de tus próximas facturas.',
  'dashboard.referrals.link': 'Tu enlace personal',
  'dashboard.referrals.linkLabel': 'Enlace de invitación',
  'dashboard.referrals.linkHint': 'Compártelo como quieras: por correo, en un boletín o en tu grupo de supervisión.',
  'dashboard.referrals.copy': 'Copiar enlace',
  'dashboard.referrals.copied': 'Enlace copiado.',
  'dashboard.referrals.copyFailed': 'No se ha podido copiar el enlace. Selecciónalo en el campo y cópialo tú.',
  'dashboard.referrals.invite': 'Invitar por correo',
  'dashboard.referrals.inviteLead': 'Enviamos a tu colega un correo con tu nombre, tu enlace y el mes gratis.',
  'dashboard.referrals.email': 'Correo electrónico de tu colega',
  'dashboard.referrals.language': 'Idioma del correo',
  'dashboard.referrals.send': 'Enviar invitación',
  'dashboard.referrals.sending': 'Enviando…',
  'dashboard.referrals.sent': 'Invitación enviada a {email}.',
  'dashboard.referrals.left.one': 'Hoy te queda {count} invitación.',
  'dashboard.referrals.left.other': 'Hoy te quedan {count} invitaciones.',
  'dashboard.referrals.noneLeft': 'Ya has enviado todas las invitaciones de hoy. Mañana podrás enviar más.',
  'dashboard.referrals.error.email': 'Escribe un correo como nombre@ejemplo.es.',
  'dashboard.referrals.error.SELF_REFERRAL': 'Es tu propio correo. Escribe el de un colega.',
  'dashboard.referrals.error.ALREADY_INVITED':
    'Invitaste a este correo en los últimos 7 días. Después podrás invitarlo de nuevo.',
  'dashboard.referrals.error.INVITATION_LIMIT':
    'Ya has enviado todas las invitaciones de hoy. Vuelve a intentarlo mañana.',
  'dashboard.referrals.error.generic': 'No ha funcionado. Inténtalo de nuevo.',
  'dashboard.referrals.colleagues': 'Tus colegas',
  'dashboard.referrals.colleaguesEmpty': 'Todavía no hay colegas. Comparte tu enlace o envía una invitación.',
  'dashboard.referrals.column.colleague': 'Colega',
  'dashboard.referrals.column.state': 'Estado',
  'dashboard.referrals.column.invited': 'Invitación',
  'dashboard.referrals.column.registered': 'Registro',
  'dashboard.referrals.column.verified': 'Verificación',
  'dashboard.referrals.column.rewarded': 'Recompensa',
  'dashboard.referrals.state.invited': 'Invitado',
  'dashboard.referrals.state.registered': 'Registrado',
  'dashboard.referrals.state.verified': 'Verificado',
  'dashboard.referrals.state.rewarded': 'Recompensado',
  'dashboard.referrals.rewards': 'Tus recompensas',
  'dashboard.referrals.rewardsEmpty':
    'Todavía no hay recompensas. Recibirás una cuando se verifique a un colega al que hayas invitado.',
  'dashboard.referrals.rewardMonth': 'Un mes gratis de {plan}, hasta el {date}.',
  'dashboard.referrals.rewardUnlimited':
    '{plan}: tu consulta ya tiene este plan sin fecha de fin, así que no había ningún mes que añadir.',
  'dashboard.referrals.rewardCredit': '{amount} descontados de tus facturas: un mes de {plan}.',
  'dashboard.referrals.rewardOn': 'Recibida el {date}.',
  'dashboard.referrals.referredBy': 'Quién te invitó',
  'dashboard.referrals.referredByText': '{name} te invitó a Calma.',
  'dashboard.referrals.referredByHint.invited': 'Los dos recibiréis un mes gratis cuando se verifique tu perfil.',
  'dashboard.referrals.referredByHint.registered': 'Los dos recibiréis un mes gratis cuando se verifique tu perfil.',
  'dashboard.referrals.referredByHint.verified': 'Tu perfil está verificado: vuestros meses gratis están en camino.',
  'dashboard.referrals.referredByHint.rewarded': 'Los dos habéis recibido vuestro mes gratis.',
  'dashboard.referrals.claim': '¿Te invitó un colega?',
  'dashboard.referrals.claimLead':
    'Si te registraste sin el enlace de tu colega, escribe aquí su código. Puedes hacerlo mientras tu perfil no esté verificado, en los 30 días siguientes a tu registro.',
  'dashboard.referrals.claimCode': 'Código de recomendación de tu colega',
  'dashboard.referrals.claimSubmit': 'Usar código',
  'dashboard.referrals.claimError.format': 'Un código tiene 8 letras y cifras, como K7M2QX9P.',
  'dashboard.referrals.claimError.SELF_REFERRAL': 'Es tu propio código. Escribe el de tu colega.',
  'dashboard.referrals.claimError.REFERRAL_CODE_UNKNOWN':
    'Ningún colega tiene este código. Revísalo e inténtalo de nuevo.',
  'dashboard.referrals.claimError.REFERRAL_NOT_ELIGIBLE':
    'Ya no se puede introducir un código para tu consulta: ya tiene una recomendación, está verificada o se registró hace más de 30 días.',

  'referral.invitedBy':
    'Invitación de {name}: los dos recibiréis un mes gratis de {plan} cuando se verifique tu perfil.',
};

const pt: Strings = {
  'dashboard.nav.referrals': 'Recomendações',

  'dashboard.referrals.title': 'Convidar colegas',
  'dashboard.referrals.loading': 'A carregar…',
  'dashboard.referrals.loadError': 'Não foi possível carregar as suas recomendações. Volte a carregar a página.',
  'dashboard.referrals.noPractice': 'Assim que começar o seu perfil, pode convidar colegas aqui.',
  'dashboard.referrals.noPracticeLink': 'Começar o perfil',
  'dashboard.referrals.reward':
    'Quando um colega que convidou for verificado, ambos recebem um mês grátis do plano {plan}.',
  'dashboard.referrals.rewardDetail':
    'Um colega conta se se registar através da sua ligação nos 30 dias seguintes a abri-la pela primeira vez. Se o seu consultório paga com cartão, o mês é descontado nas próximas faturas.',
  'dashboard.referrals.link': 'A sua ligação pessoal',
  'dashboard.referrals.linkLabel': 'Ligação de convite',
  'dashboard.referrals.linkHint':
    'Partilhe-a como preferir: por e-mail, numa newsletter ou no seu grupo de supervisão.',
  'dashboard.referrals.copy': 'Copiar ligação',
  'dashboard.referrals.copied': 'Ligação copiada.',
  'dashboard.referrals.copyFailed': 'Não foi possível copiar a ligação. Selecione-a no campo e copie-a manualmente.',
  'dashboard.referrals.invite': 'Convidar por e-mail',
  'dashboard.referrals.inviteLead': 'Enviamos ao seu colega um e-mail com o seu nome, a sua ligação e o mês grátis.',
  'dashboard.referrals.email': 'E-mail do colega',
  'dashboard.referrals.language': 'Língua do e-mail',
  'dashboard.referrals.send': 'Enviar convite',
  'dashboard.referrals.sending': 'A enviar…',
  'dashboard.referrals.sent': 'Convite enviado para {email}.',
  'dashboard.referrals.left.one': 'Ainda pode enviar {count} convite hoje.',
  'dashboard.referrals.left.other': 'Ainda pode enviar {count} convites hoje.',
  'dashboard.referrals.noneLeft': 'Já enviou todos os convites de hoje. Amanhã pode enviar mais.',
  'dashboard.referrals.error.email': 'Introduza um e-mail como nome@exemplo.pt.',
  'dashboard.referrals.error.SELF_REFERRAL': 'Este é o seu próprio e-mail. Introduza o de um colega.',
  'dashboard.referrals.error.ALREADY_INVITED':
    'Convidou este e-mail nos últimos 7 dias. Depois disso, pode convidá-lo novamente.',
  'dashboard.referrals.error.INVITATION_LIMIT': 'Já enviou todos os convites de hoje. Tente novamente amanhã.',
  'dashboard.referrals.error.generic': 'Não foi possível. Tente novamente.',
  'dashboard.referrals.colleagues': 'Os seus colegas',
  'dashboard.referrals.colleaguesEmpty': 'Ainda não há colegas. Partilhe a sua ligação ou envie um convite.',
  'dashboard.referrals.column.colleague': 'Colega',
  'dashboard.referrals.column.state': 'Estado',
  'dashboard.referrals.column.invited': 'Convite',
  'dashboard.referrals.column.registered': 'Registo',
  'dashboard.referrals.column.verified': 'Verificação',
  'dashboard.referrals.column.rewarded': 'Recompensa',
  'dashboard.referrals.state.invited': 'Convidado',
  'dashboard.referrals.state.registered': 'Registado',
  'dashboard.referrals.state.verified': 'Verificado',
  'dashboard.referrals.state.rewarded': 'Recompensado',
  'dashboard.referrals.rewards': 'As suas recompensas',
  'dashboard.referrals.rewardsEmpty':
    'Ainda não há recompensas. Recebe uma quando um colega que convidou for verificado.',
  'dashboard.referrals.rewardMonth': 'Um mês grátis do plano {plan}, até {date}.',
  'dashboard.referrals.rewardUnlimited':
    '{plan}: o seu consultório já tem este plano sem data de fim, por isso não havia nenhum mês a acrescentar.',
  'dashboard.referrals.rewardCredit': '{amount} descontados nas suas faturas: um mês do plano {plan}.',
  'dashboard.referrals.rewardOn': 'Recebida a {date}.',
  'dashboard.referrals.referredBy': 'Quem fez o convite',
  'dashboard.referrals.referredByText': 'Recebeu um convite de {name} para a Calma.',
  'dashboard.referrals.referredByHint.invited': 'Ambos recebem um mês grátis quando o seu perfil for verificado.',
  'dashboard.referrals.referredByHint.registered': 'Ambos recebem um mês grátis quando o seu perfil for verificado.',
  'dashboard.referrals.referredByHint.verified':
    'O seu perfil está verificado: os vossos meses grátis estão a caminho.',
  'dashboard.referrals.referredByHint.rewarded': 'Ambos já receberam o vosso mês grátis.',
  'dashboard.referrals.claim': 'Recebeu um convite de um colega?',
  'dashboard.referrals.claimLead':
    'Se se registou sem a ligação do seu colega, introduza aqui o código dessa pessoa. Pode fazê-lo enquanto o seu perfil não estiver verificado, nos 30 dias seguintes ao registo.',
  'dashboard.referrals.claimCode': 'Código de recomendação do colega',
  'dashboard.referrals.claimSubmit': 'Usar código',
  'dashboard.referrals.claimError.format': 'Um código tem 8 letras e algarismos, por exemplo K7M2QX9P.',
  'dashboard.referrals.claimError.SELF_REFERRAL': 'Este é o seu próprio código. Introduza o do seu colega.',
  'dashboard.referrals.claimError.REFERRAL_CODE_UNKNOWN':
    'Nenhum colega tem este código. Verifique-o e tente novamente.',
  'dashboard.referrals.claimError.REFERRAL_NOT_ELIGIBLE':
    'Já não é possível introduzir um código para o seu consultório: já foi recomendado, está verificado ou registou-se há mais de 30 dias.',

  'referral.invitedBy':
    'Convite de {name}: ambos recebem um mês grátis do plano {plan} quando o seu perfil for verificado.',
};

export const referrals: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de,
  nl,
  es,
  pt,
};
