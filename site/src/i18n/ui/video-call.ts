// The video call strings in every language, kept together (the call's page).
// English is the source: every other language defines exactly its keys (the type says so).
const en = {
  'call.meta.title': 'Online session – Calma',
  'call.meta.description': 'Your online session on Calma: video, sound and chat directly between you.',
  'call.title': 'Online session',
  'call.noscript': 'The session runs in your browser and needs JavaScript. Please turn it on and reload this page.',
  'call.private': 'This session is private: it is never recorded.',
  'call.stage': 'People in the session',
  'call.alone': 'Waiting for the others to join.',
  'call.scheduledEnd': 'Scheduled to end at {time}.',
  'call.endingSoon': 'The session is scheduled to end at {time}, in about five minutes. Take your time to finish.',

  'call.status.checking': 'Checking your link…',
  'call.status.connecting': 'Connecting…',
  'call.status.connected': 'Connected',
  'call.status.reconnecting': 'Reconnecting…',

  'call.unsupported.title': 'This browser cannot make video calls',
  'call.unsupported.text':
    'Open this link in a current version of Firefox, Chrome, Edge or Safari, on a computer, phone or tablet.',

  'call.media.asking': 'Asking your browser for the camera and microphone…',
  'call.media.denied.title': 'The camera and microphone are blocked',
  'call.media.denied.text': 'Your browser did not let this page use your camera or microphone.',
  'call.media.howToAllow':
    'To allow them, click the lock or settings icon next to the address bar, set Camera and Microphone to “Allow” for this site, then choose “Try again”. You can also join with sound only, or with the chat alone.',
  'call.media.missing.title': 'No microphone found',
  'call.media.missing.text':
    'We could not find a microphone on this device. Connect one and try again, or join with the chat alone.',
  'call.media.unavailable.title': 'The camera or microphone could not be started',
  'call.media.unavailable.text':
    'Another app may be using it, or this browser does not offer it here. Close other video apps and try again, or join without it.',
  'call.media.retry': 'Try again',
  'call.media.audioOnly': 'Join with sound only',
  'call.media.textOnly': 'Join with chat only',

  'call.controls.label': 'Call controls',
  'call.controls.mute': 'Mute microphone',
  'call.controls.cameraOff': 'Turn off camera',
  'call.controls.share': 'Share screen',
  'call.controls.leave': 'Leave',
  'call.controls.end': 'End session for everyone',
  'call.confirmEnd.question': 'End the session for everyone? Nobody will be able to rejoin this call.',
  'call.confirmEnd.yes': 'Yes, end the session',
  'call.confirmEnd.no': 'Cancel',

  'call.problem.camera': 'The camera could not be started. Check that no other app is using it.',
  'call.problem.microphone': 'That microphone could not be started.',
  'call.problem.screen': 'Your screen is not being shared (it was cancelled or not allowed).',
  'call.problem.end': 'The session could not be ended. Check your connection and try again.',

  'call.devices.title': 'Camera and microphone',
  'call.devices.microphone': 'Microphone',
  'call.devices.camera': 'Camera',
  'call.devices.microphoneNumber': 'Microphone {number}',
  'call.devices.cameraNumber': 'Camera {number}',

  'call.tile.you': 'You ({name})',
  'call.tile.micOff': 'Microphone off',
  'call.tile.cameraOff': 'Camera off',
  'call.tile.sharing': 'Sharing their screen',
  'call.tile.youShare': 'You are sharing your screen',
  'call.tile.play': 'Play sound and video from {name}',
  'call.role.therapist': 'therapist',
  'call.quality.summary': 'Connection {level}: {rtt} ms round trip, {loss}% lost',
  'call.quality.good': 'good',
  'call.quality.fair': 'fair',
  'call.quality.poor': 'poor',
  'call.relay': 'Connected through a relay',

  'call.chat.title': 'Chat',
  'call.chat.private': 'Messages go straight between your browsers. They are not stored and disappear when you leave.',
  'call.chat.label': 'Message',
  'call.chat.send': 'Send',
  'call.chat.you': 'You',
  'call.chat.empty': 'Write a message first.',
  'call.chat.long': 'A message can be at most {max} characters long.',
  'call.chat.nobody': 'Nobody else is connected yet, so the message was not sent.',

  'call.over.left.title': 'You left the session',
  'call.over.left.text': 'The others can carry on. You can rejoin while the session is on.',
  'call.over.replaced.title': 'You joined this session in another tab',
  'call.over.replaced.text':
    'The session carries on in the other tab or window. Only one can be in the call at a time.',
  'call.over.replaced.takeBack': 'Use this tab instead',
  'call.over.ended.title': 'The session has ended',
  'call.over.ended.text': 'Thank you for taking part. This link no longer opens the call.',
  'call.over.expired.title': 'This link has expired',
  'call.over.expired.text':
    'Links to a session work until an hour after it ends. Go back to the waiting room to be let in again.',
  'call.over.signIn.title': 'Sign in to join',
  'call.over.signIn.text':
    'This link was made for your account. Sign in, and you will come straight back to the session.',
  'call.over.signIn.action': 'Sign in',
  'call.over.otherAccount.title': 'This link is for another account',
  'call.over.otherAccount.text':
    'You are signed in with an account this session was not made for. Sign out and sign in with the account the session was booked with.',
  'call.over.unknown.title': 'We cannot find this session',
  'call.over.unknown.text': 'The link may be incomplete. Open it again from the email or page where you found it.',
  'call.over.network.title': 'The session could not be reached',
  'call.over.network.text': 'Check your internet connection, then try again.',
  'call.over.rejoin': 'Rejoin the session',
  'call.over.toWaitingRoom': 'Back to the waiting room',
  'call.over.home': 'Go to the home page',
  'call.over.help': 'Need help now?',
} as const;

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  'call.meta.title': 'Online-Sitzung – Calma',
  'call.meta.description': 'Ihre Online-Sitzung bei Calma: Bild, Ton und Chat direkt zwischen Ihnen.',
  'call.title': 'Online-Sitzung',
  'call.noscript':
    'Die Sitzung läuft in Ihrem Browser und braucht JavaScript. Bitte schalten Sie es ein und laden Sie die Seite neu.',
  'call.private': 'Diese Sitzung ist privat: Sie wird niemals aufgezeichnet.',
  'call.stage': 'Teilnehmende der Sitzung',
  'call.alone': 'Warten auf die anderen.',
  'call.scheduledEnd': 'Geplantes Ende um {time}.',
  'call.endingSoon':
    'Die Sitzung endet planmäßig um {time}, also in etwa fünf Minuten. Kommen Sie in Ruhe zum Schluss.',

  'call.status.checking': 'Ihr Link wird geprüft …',
  'call.status.connecting': 'Verbindung wird aufgebaut …',
  'call.status.connected': 'Verbunden',
  'call.status.reconnecting': 'Verbindung wird wiederhergestellt …',

  'call.unsupported.title': 'Mit diesem Browser sind keine Videogespräche möglich',
  'call.unsupported.text':
    'Öffnen Sie diesen Link in einer aktuellen Version von Firefox, Chrome, Edge oder Safari – am Computer, Smartphone oder Tablet.',

  'call.media.asking': 'Ihr Browser wird nach Kamera und Mikrofon gefragt …',
  'call.media.denied.title': 'Kamera und Mikrofon sind blockiert',
  'call.media.denied.text': 'Ihr Browser hat dieser Seite den Zugriff auf Kamera oder Mikrofon nicht erlaubt.',
  'call.media.howToAllow':
    'Klicken Sie dazu auf das Schloss- oder Einstellungssymbol neben der Adressleiste, stellen Sie Kamera und Mikrofon für diese Seite auf „Zulassen“ und wählen Sie dann „Erneut versuchen“. Sie können auch nur mit Ton oder nur mit dem Chat teilnehmen.',
  'call.media.missing.title': 'Kein Mikrofon gefunden',
  'call.media.missing.text':
    'Auf diesem Gerät haben wir kein Mikrofon gefunden. Schließen Sie eines an und versuchen Sie es erneut, oder nehmen Sie nur mit dem Chat teil.',
  'call.media.unavailable.title': 'Kamera oder Mikrofon ließen sich nicht starten',
  'call.media.unavailable.text':
    'Vielleicht nutzt eine andere App sie gerade, oder der Browser bietet sie hier nicht an. Schließen Sie andere Video-Apps und versuchen Sie es erneut, oder nehmen Sie ohne sie teil.',
  'call.media.retry': 'Erneut versuchen',
  'call.media.audioOnly': 'Nur mit Ton teilnehmen',
  'call.media.textOnly': 'Nur mit dem Chat teilnehmen',

  'call.controls.label': 'Steuerung des Gesprächs',
  'call.controls.mute': 'Mikrofon stummschalten',
  'call.controls.cameraOff': 'Kamera ausschalten',
  'call.controls.share': 'Bildschirm teilen',
  'call.controls.leave': 'Verlassen',
  'call.controls.end': 'Sitzung für alle beenden',
  'call.confirmEnd.question': 'Die Sitzung für alle beenden? Danach kann niemand mehr in dieses Gespräch zurück.',
  'call.confirmEnd.yes': 'Ja, Sitzung beenden',
  'call.confirmEnd.no': 'Abbrechen',

  'call.problem.camera': 'Die Kamera ließ sich nicht starten. Prüfen Sie, ob eine andere App sie benutzt.',
  'call.problem.microphone': 'Dieses Mikrofon ließ sich nicht starten.',
  'call.problem.screen': 'Ihr Bildschirm wird nicht geteilt (abgebrochen oder nicht erlaubt).',
  'call.problem.end':
    'Die Sitzung konnte nicht beendet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',

  'call.devices.title': 'Kamera und Mikrofon',
  'call.devices.microphone': 'Mikrofon',
  'call.devices.camera': 'Kamera',
  'call.devices.microphoneNumber': 'Mikrofon {number}',
  'call.devices.cameraNumber': 'Kamera {number}',

  'call.tile.you': 'Sie ({name})',
  'call.tile.micOff': 'Mikrofon aus',
  'call.tile.cameraOff': 'Kamera aus',
  'call.tile.sharing': 'Teilt den Bildschirm',
  'call.tile.youShare': 'Sie teilen Ihren Bildschirm',
  'call.tile.play': 'Ton und Bild von {name} abspielen',
  'call.role.therapist': 'Therapeut:in',
  'call.quality.summary': 'Verbindung {level}: {rtt} ms Laufzeit, {loss} % verloren',
  'call.quality.good': 'gut',
  'call.quality.fair': 'mittel',
  'call.quality.poor': 'schwach',
  'call.relay': 'Über einen Relay-Server verbunden',

  'call.chat.title': 'Nachrichten',
  'call.chat.private':
    'Nachrichten gehen direkt zwischen Ihren Browsern hin und her. Sie werden nicht gespeichert und verschwinden, wenn Sie gehen.',
  'call.chat.label': 'Nachricht',
  'call.chat.send': 'Senden',
  'call.chat.you': 'Sie',
  'call.chat.empty': 'Schreiben Sie zuerst eine Nachricht.',
  'call.chat.long': 'Eine Nachricht darf höchstens {max} Zeichen lang sein.',
  'call.chat.nobody': 'Noch ist niemand sonst verbunden, deshalb wurde die Nachricht nicht gesendet.',

  'call.over.left.title': 'Sie haben die Sitzung verlassen',
  'call.over.left.text': 'Die anderen können weitermachen. Solange die Sitzung läuft, können Sie wieder teilnehmen.',
  'call.over.replaced.title': 'Sie nehmen in einem anderen Tab an dieser Sitzung teil',
  'call.over.replaced.text':
    'Die Sitzung geht im anderen Tab oder Fenster weiter. Es kann immer nur eines im Gespräch sein.',
  'call.over.replaced.takeBack': 'Stattdessen diesen Tab nutzen',
  'call.over.ended.title': 'Die Sitzung ist beendet',
  'call.over.ended.text': 'Danke für Ihre Teilnahme. Dieser Link öffnet das Gespräch nicht mehr.',
  'call.over.expired.title': 'Dieser Link ist abgelaufen',
  'call.over.expired.text':
    'Links zu einer Sitzung gelten bis eine Stunde nach ihrem Ende. Gehen Sie zurück in den Warteraum, um erneut eingelassen zu werden.',
  'call.over.signIn.title': 'Melden Sie sich an, um teilzunehmen',
  'call.over.signIn.text':
    'Dieser Link gehört zu Ihrem Konto. Melden Sie sich an – danach geht es direkt zurück zur Sitzung.',
  'call.over.signIn.action': 'Anmelden',
  'call.over.otherAccount.title': 'Dieser Link gehört zu einem anderen Konto',
  'call.over.otherAccount.text':
    'Sie sind mit einem Konto angemeldet, für das diese Sitzung nicht bestimmt ist. Melden Sie sich ab und mit dem Konto an, mit dem die Sitzung gebucht wurde.',
  'call.over.unknown.title': 'Diese Sitzung finden wir nicht',
  'call.over.unknown.text':
    'Vielleicht ist der Link unvollständig. Öffnen Sie ihn noch einmal aus der E-Mail oder von der Seite, auf der Sie ihn gefunden haben.',
  'call.over.network.title': 'Die Sitzung ist nicht erreichbar',
  'call.over.network.text': 'Prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.',
  'call.over.rejoin': 'Wieder teilnehmen',
  'call.over.toWaitingRoom': 'Zurück in den Warteraum',
  'call.over.home': 'Zur Startseite',
  'call.over.help': 'Brauchen Sie sofort Hilfe?',
};

const nl: Strings = {
  'call.meta.title': 'Online sessie – Calma',
  'call.meta.description': 'Je online sessie op Calma: beeld, geluid en chat rechtstreeks tussen jullie.',
  'call.title': 'Online sessie',
  'call.noscript': 'De sessie draait in je browser en heeft JavaScript nodig. Zet het aan en laad deze pagina opnieuw.',
  'call.private': 'Deze sessie is privé: er wordt nooit iets opgenomen.',
  'call.stage': 'Deelnemers aan de sessie',
  'call.alone': 'Wachten tot de anderen binnenkomen.',
  'call.scheduledEnd': 'Gepland einde om {time}.',
  'call.endingSoon': 'De sessie eindigt volgens planning om {time}, over ongeveer vijf minuten. Rond rustig af.',

  'call.status.checking': 'Je link wordt gecontroleerd…',
  'call.status.connecting': 'Verbinding maken…',
  'call.status.connected': 'Verbonden',
  'call.status.reconnecting': 'Opnieuw verbinden…',

  'call.unsupported.title': 'Met deze browser kun je niet videobellen',
  'call.unsupported.text':
    'Open deze link in een recente versie van Firefox, Chrome, Edge of Safari, op een computer, telefoon of tablet.',

  'call.media.asking': 'Je browser wordt om de camera en microfoon gevraagd…',
  'call.media.denied.title': 'Camera en microfoon zijn geblokkeerd',
  'call.media.denied.text': 'Je browser gaf deze pagina geen toegang tot je camera of microfoon.',
  'call.media.howToAllow':
    'Klik op het slotje of het instellingenpictogram naast de adresbalk, zet Camera en Microfoon voor deze site op ‘Toestaan’ en kies dan ‘Opnieuw proberen’. Je kunt ook alleen met geluid of alleen met de chat deelnemen.',
  'call.media.missing.title': 'Geen microfoon gevonden',
  'call.media.missing.text':
    'We vonden geen microfoon op dit apparaat. Sluit er een aan en probeer het opnieuw, of neem alleen met de chat deel.',
  'call.media.unavailable.title': 'De camera of microfoon kon niet starten',
  'call.media.unavailable.text':
    'Misschien gebruikt een andere app hem, of biedt deze browser hem hier niet aan. Sluit andere video-apps en probeer het opnieuw, of neem deel zonder.',
  'call.media.retry': 'Opnieuw proberen',
  'call.media.audioOnly': 'Alleen met geluid deelnemen',
  'call.media.textOnly': 'Alleen met de chat deelnemen',

  'call.controls.label': 'Bediening van het gesprek',
  'call.controls.mute': 'Microfoon dempen',
  'call.controls.cameraOff': 'Camera uitzetten',
  'call.controls.share': 'Scherm delen',
  'call.controls.leave': 'Verlaten',
  'call.controls.end': 'Sessie voor iedereen beëindigen',
  'call.confirmEnd.question': 'De sessie voor iedereen beëindigen? Daarna kan niemand meer terug in dit gesprek.',
  'call.confirmEnd.yes': 'Ja, beëindig de sessie',
  'call.confirmEnd.no': 'Annuleren',

  'call.problem.camera': 'De camera kon niet starten. Kijk of een andere app hem gebruikt.',
  'call.problem.microphone': 'Die microfoon kon niet starten.',
  'call.problem.screen': 'Je scherm wordt niet gedeeld (geannuleerd of niet toegestaan).',
  'call.problem.end': 'De sessie kon niet worden beëindigd. Controleer je verbinding en probeer het opnieuw.',

  'call.devices.title': 'Camera en microfoon',
  'call.devices.microphone': 'Microfoon',
  'call.devices.camera': 'Camerakeuze',
  'call.devices.microphoneNumber': 'Microfoon nr. {number}',
  'call.devices.cameraNumber': 'Camera nr. {number}',

  'call.tile.you': 'Jij ({name})',
  'call.tile.micOff': 'Microfoon uit',
  'call.tile.cameraOff': 'Camera uit',
  'call.tile.sharing': 'Deelt het scherm',
  'call.tile.youShare': 'Je deelt je scherm',
  'call.tile.play': 'Geluid en beeld van {name} afspelen',
  'call.role.therapist': 'therapeut',
  'call.quality.summary': 'Verbinding {level}: {rtt} ms heen en terug, {loss}% verloren',
  'call.quality.good': 'goed',
  'call.quality.fair': 'redelijk',
  'call.quality.poor': 'zwak',
  'call.relay': 'Verbonden via een relayserver',

  'call.chat.title': 'Berichten',
  'call.chat.private':
    'Berichten gaan rechtstreeks tussen jullie browsers. Ze worden niet bewaard en verdwijnen als je weggaat.',
  'call.chat.label': 'Bericht',
  'call.chat.send': 'Versturen',
  'call.chat.you': 'Jij',
  'call.chat.empty': 'Schrijf eerst een bericht.',
  'call.chat.long': 'Een bericht mag hoogstens {max} tekens lang zijn.',
  'call.chat.nobody': 'Er is nog niemand anders verbonden, dus het bericht is niet verstuurd.',

  'call.over.left.title': 'Je hebt de sessie verlaten',
  'call.over.left.text': 'De anderen kunnen verder. Zolang de sessie loopt, kun je weer deelnemen.',
  'call.over.replaced.title': 'Je neemt in een ander tabblad aan deze sessie deel',
  'call.over.replaced.text':
    'De sessie gaat verder in het andere tabblad of venster. Er kan er maar één tegelijk in het gesprek zijn.',
  'call.over.replaced.takeBack': 'Dit tabblad gebruiken',
  'call.over.ended.title': 'De sessie is afgelopen',
  'call.over.ended.text': 'Bedankt voor je deelname. Deze link opent het gesprek niet meer.',
  'call.over.expired.title': 'Deze link is verlopen',
  'call.over.expired.text':
    'Links naar een sessie werken tot een uur na het einde. Ga terug naar de wachtkamer om opnieuw te worden binnengelaten.',
  'call.over.signIn.title': 'Log in om deel te nemen',
  'call.over.signIn.text': 'Deze link hoort bij je account. Log in en je komt meteen terug in de sessie.',
  'call.over.signIn.action': 'Inloggen',
  'call.over.otherAccount.title': 'Deze link hoort bij een ander account',
  'call.over.otherAccount.text':
    'Je bent ingelogd met een account waarvoor deze sessie niet bedoeld is. Log uit en log in met het account waarmee de sessie is geboekt.',
  'call.over.unknown.title': 'We kunnen deze sessie niet vinden',
  'call.over.unknown.text':
    'Misschien is de link onvolledig. Open hem opnieuw vanuit de e-mail of pagina waar je hem vond.',
  'call.over.network.title': 'De sessie is niet bereikbaar',
  'call.over.network.text': 'Controleer je internetverbinding en probeer het dan opnieuw.',
  'call.over.rejoin': 'Opnieuw deelnemen',
  'call.over.toWaitingRoom': 'Terug naar de wachtkamer',
  'call.over.home': 'Naar de startpagina',
  'call.over.help': 'Heb je nu direct hulp nodig?',
};

const es: Strings = {
  'call.meta.title': 'Sesión en línea – Calma',
  'call.meta.description': 'Tu sesión en línea en Calma: vídeo, sonido y chat directamente entre vosotros.',
  'call.title': 'Sesión en línea',
  'call.noscript': 'La sesión funciona en tu navegador y necesita JavaScript. Actívalo y vuelve a cargar esta página.',
  'call.private': 'Esta sesión es privada: nunca se graba.',
  'call.stage': 'Participantes de la sesión',
  'call.alone': 'Esperando a que lleguen los demás.',
  'call.scheduledEnd': 'Termina a las {time}, según lo previsto.',
  'call.endingSoon':
    'La sesión está prevista hasta las {time}, dentro de unos cinco minutos. Podéis ir cerrando con calma.',

  'call.status.checking': 'Comprobando tu enlace…',
  'call.status.connecting': 'Conectando…',
  'call.status.connected': 'Conectado',
  'call.status.reconnecting': 'Reconectando…',

  'call.unsupported.title': 'Este navegador no permite videollamadas',
  'call.unsupported.text':
    'Abre este enlace en una versión actual de Firefox, Chrome, Edge o Safari, en un ordenador, móvil o tableta.',

  'call.media.asking': 'Pidiendo a tu navegador la cámara y el micrófono…',
  'call.media.denied.title': 'La cámara y el micrófono están bloqueados',
  'call.media.denied.text': 'Tu navegador no ha permitido que esta página use la cámara o el micrófono.',
  'call.media.howToAllow':
    'Para permitirlo, pulsa el candado o el icono de ajustes junto a la barra de direcciones, pon Cámara y Micrófono en «Permitir» para este sitio y elige «Volver a intentarlo». También puedes entrar solo con sonido o solo con el chat.',
  'call.media.missing.title': 'No hay ningún micrófono',
  'call.media.missing.text':
    'No hemos encontrado ningún micrófono en este dispositivo. Conecta uno y vuelve a intentarlo, o entra solo con el chat.',
  'call.media.unavailable.title': 'No se ha podido iniciar la cámara o el micrófono',
  'call.media.unavailable.text':
    'Puede que otra aplicación lo esté usando o que este navegador no lo ofrezca aquí. Cierra otras aplicaciones de vídeo y vuelve a intentarlo, o entra sin él.',
  'call.media.retry': 'Volver a intentarlo',
  'call.media.audioOnly': 'Entrar solo con sonido',
  'call.media.textOnly': 'Entrar solo con el chat',

  'call.controls.label': 'Controles de la llamada',
  'call.controls.mute': 'Silenciar micrófono',
  'call.controls.cameraOff': 'Apagar cámara',
  'call.controls.share': 'Compartir pantalla',
  'call.controls.leave': 'Salir',
  'call.controls.end': 'Terminar la sesión para todos',
  'call.confirmEnd.question': '¿Terminar la sesión para todos? Nadie podrá volver a entrar en esta llamada.',
  'call.confirmEnd.yes': 'Sí, terminar la sesión',
  'call.confirmEnd.no': 'Cancelar',

  'call.problem.camera': 'No se ha podido iniciar la cámara. Comprueba que ninguna otra aplicación la esté usando.',
  'call.problem.microphone': 'No se ha podido iniciar ese micrófono.',
  'call.problem.screen': 'No se está compartiendo tu pantalla (se canceló o no se permitió).',
  'call.problem.end': 'No se ha podido terminar la sesión. Comprueba tu conexión y vuelve a intentarlo.',

  'call.devices.title': 'Cámara y micrófono',
  'call.devices.microphone': 'Micrófono',
  'call.devices.camera': 'Cámara',
  'call.devices.microphoneNumber': 'Micrófono {number}',
  'call.devices.cameraNumber': 'Cámara {number}',

  'call.tile.you': 'Tú ({name})',
  'call.tile.micOff': 'Micrófono apagado',
  'call.tile.cameraOff': 'Cámara apagada',
  'call.tile.sharing': 'Está compartiendo su pantalla',
  'call.tile.youShare': 'Estás compartiendo tu pantalla',
  'call.tile.play': 'Reproducir el sonido y el vídeo de {name}',
  'call.role.therapist': 'terapeuta',
  'call.quality.summary': 'Conexión {level}: {rtt} ms de ida y vuelta, {loss} % perdido',
  'call.quality.good': 'buena',
  'call.quality.fair': 'aceptable',
  'call.quality.poor': 'débil',
  'call.relay': 'Conectado a través de un servidor de retransmisión',

  'call.chat.title': 'Mensajes',
  'call.chat.private':
    'Los mensajes van directamente entre vuestros navegadores. No se guardan y desaparecen cuando sales.',
  'call.chat.label': 'Mensaje',
  'call.chat.send': 'Enviar',
  'call.chat.you': 'Tú',
  'call.chat.empty': 'Escribe primero un mensaje.',
  'call.chat.long': 'Un mensaje puede tener como máximo {max} caracteres.',
  'call.chat.nobody': 'Todavía no hay nadie más conectado, así que el mensaje no se ha enviado.',

  'call.over.left.title': 'Has salido de la sesión',
  'call.over.left.text': 'Los demás pueden seguir. Puedes volver a entrar mientras la sesión siga en marcha.',
  'call.over.replaced.title': 'Has entrado en esta sesión desde otra pestaña',
  'call.over.replaced.text':
    'La sesión continúa en la otra pestaña o ventana. Solo una puede estar en la llamada a la vez.',
  'call.over.replaced.takeBack': 'Usar esta pestaña',
  'call.over.ended.title': 'La sesión ha terminado',
  'call.over.ended.text': 'Gracias por participar. Este enlace ya no abre la llamada.',
  'call.over.expired.title': 'Este enlace ha caducado',
  'call.over.expired.text':
    'Los enlaces a una sesión funcionan hasta una hora después de que termine. Vuelve a la sala de espera para que te dejen entrar de nuevo.',
  'call.over.signIn.title': 'Inicia sesión para entrar',
  'call.over.signIn.text': 'Este enlace es para tu cuenta. Inicia sesión y volverás directamente a la sesión.',
  'call.over.signIn.action': 'Iniciar sesión',
  'call.over.otherAccount.title': 'Este enlace es para otra cuenta',
  'call.over.otherAccount.text':
    'Has iniciado sesión con una cuenta para la que no es esta sesión. Cierra la sesión y entra con la cuenta con la que se reservó.',
  'call.over.unknown.title': 'No encontramos esta sesión',
  'call.over.unknown.text':
    'Puede que el enlace esté incompleto. Ábrelo de nuevo desde el correo o la página donde lo encontraste.',
  'call.over.network.title': 'No se ha podido acceder a la sesión',
  'call.over.network.text': 'Comprueba tu conexión a internet y vuelve a intentarlo.',
  'call.over.rejoin': 'Volver a la sesión',
  'call.over.toWaitingRoom': 'Volver a la sala de espera',
  'call.over.home': 'Ir a la página de inicio',
  'call.over.help': '¿Necesitas ayuda ahora?',
};

const pt: Strings = {
  'call.meta.title': 'Sessão online – Calma',
  'call.meta.description': 'A sua sessão online na Calma: vídeo, som e chat diretamente entre os participantes.',
  'call.title': 'Sessão online',
  'call.noscript':
    'A sessão funciona no seu navegador e precisa de JavaScript. Ative-o e volte a carregar esta página.',
  'call.private': 'Esta sessão é privada: nunca é gravada.',
  'call.stage': 'Participantes na sessão',
  'call.alone': 'À espera que os outros entrem.',
  'call.scheduledEnd': 'Termina às {time}, como previsto.',
  'call.endingSoon':
    'A sessão está prevista terminar às {time}, daqui a cerca de cinco minutos. Pode ir concluindo com calma.',

  'call.status.checking': 'A verificar a sua ligação…',
  'call.status.connecting': 'A ligar…',
  'call.status.connected': 'Ligado',
  'call.status.reconnecting': 'A restabelecer a ligação…',

  'call.unsupported.title': 'Este navegador não permite videochamadas',
  'call.unsupported.text':
    'Abra esta ligação numa versão atual do Firefox, Chrome, Edge ou Safari, num computador, telemóvel ou tablet.',

  'call.media.asking': 'A pedir ao navegador acesso à câmara e ao microfone…',
  'call.media.denied.title': 'A câmara e o microfone estão bloqueados',
  'call.media.denied.text': 'O seu navegador não deixou esta página usar a câmara ou o microfone.',
  'call.media.howToAllow':
    'Para os permitir, clique no cadeado ou no ícone de definições junto à barra de endereço, defina Câmara e Microfone como «Permitir» para este site e escolha «Tentar novamente». Também pode entrar só com som ou só com o chat.',
  'call.media.missing.title': 'Nenhum microfone encontrado',
  'call.media.missing.text':
    'Não encontrámos nenhum microfone neste dispositivo. Ligue um e tente novamente, ou entre só com o chat.',
  'call.media.unavailable.title': 'Não foi possível iniciar a câmara ou o microfone',
  'call.media.unavailable.text':
    'Talvez outra aplicação o esteja a usar, ou este navegador não o disponibilize aqui. Feche outras aplicações de vídeo e tente novamente, ou entre sem ele.',
  'call.media.retry': 'Tentar novamente',
  'call.media.audioOnly': 'Entrar só com som',
  'call.media.textOnly': 'Entrar só com o chat',

  'call.controls.label': 'Controlos da chamada',
  'call.controls.mute': 'Desativar microfone',
  'call.controls.cameraOff': 'Desligar câmara',
  'call.controls.share': 'Partilhar ecrã',
  'call.controls.leave': 'Sair',
  'call.controls.end': 'Terminar a sessão para todos',
  'call.confirmEnd.question': 'Terminar a sessão para todos? Ninguém poderá voltar a entrar nesta chamada.',
  'call.confirmEnd.yes': 'Sim, terminar a sessão',
  'call.confirmEnd.no': 'Cancelar',

  'call.problem.camera': 'Não foi possível iniciar a câmara. Verifique se outra aplicação a está a usar.',
  'call.problem.microphone': 'Não foi possível iniciar esse microfone.',
  'call.problem.screen': 'O seu ecrã não está a ser partilhado (foi cancelado ou não foi permitido).',
  'call.problem.end': 'Não foi possível terminar a sessão. Verifique a sua ligação e tente novamente.',

  'call.devices.title': 'Câmara e microfone',
  'call.devices.microphone': 'Microfone',
  'call.devices.camera': 'Câmara',
  'call.devices.microphoneNumber': 'Microfone {number}',
  'call.devices.cameraNumber': 'Câmara {number}',

  'call.tile.you': 'Você ({name})',
  'call.tile.micOff': 'Microfone desligado',
  'call.tile.cameraOff': 'Câmara desligada',
  'call.tile.sharing': 'Está a partilhar o ecrã',
  'call.tile.youShare': 'Está a partilhar o seu ecrã',
  'call.tile.play': 'Reproduzir o som e o vídeo de {name}',
  'call.role.therapist': 'terapeuta',
  'call.quality.summary': 'Ligação {level}: {rtt} ms de ida e volta, {loss} % perdido',
  'call.quality.good': 'boa',
  'call.quality.fair': 'razoável',
  'call.quality.poor': 'fraca',
  'call.relay': 'Ligado através de um servidor de retransmissão',

  'call.chat.title': 'Mensagens',
  'call.chat.private':
    'As mensagens vão diretamente entre os vossos navegadores. Não são guardadas e desaparecem quando sair.',
  'call.chat.label': 'Mensagem',
  'call.chat.send': 'Enviar',
  'call.chat.you': 'Você',
  'call.chat.empty': 'Escreva primeiro uma mensagem.',
  'call.chat.long': 'Uma mensagem pode ter no máximo {max} caracteres.',
  'call.chat.nobody': 'Ainda não está mais ninguém ligado, por isso a mensagem não foi enviada.',

  'call.over.left.title': 'Saiu da sessão',
  'call.over.left.text': 'Os outros podem continuar. Pode voltar a entrar enquanto a sessão decorrer.',
  'call.over.replaced.title': 'Entrou nesta sessão noutro separador',
  'call.over.replaced.text': 'A sessão continua no outro separador ou janela. Só um pode estar na chamada de cada vez.',
  'call.over.replaced.takeBack': 'Usar este separador',
  'call.over.ended.title': 'A sessão terminou',
  'call.over.ended.text': 'Obrigado pela sua participação. Esta ligação já não abre a chamada.',
  'call.over.expired.title': 'Esta ligação expirou',
  'call.over.expired.text':
    'As ligações para uma sessão funcionam até uma hora depois do fim. Volte à sala de espera para ser admitido de novo.',
  'call.over.signIn.title': 'Inicie sessão para entrar',
  'call.over.signIn.text': 'Esta ligação foi criada para a sua conta. Inicie sessão e volta diretamente à sessão.',
  'call.over.signIn.action': 'Iniciar sessão',
  'call.over.otherAccount.title': 'Esta ligação é para outra conta',
  'call.over.otherAccount.text':
    'Tem sessão iniciada com uma conta a que esta sessão não se destina. Termine a sessão e entre com a conta com que a sessão foi marcada.',
  'call.over.unknown.title': 'Não encontramos esta sessão',
  'call.over.unknown.text':
    'Talvez a ligação esteja incompleta. Abra-a de novo a partir do e-mail ou da página onde a encontrou.',
  'call.over.network.title': 'Não foi possível chegar à sessão',
  'call.over.network.text': 'Verifique a sua ligação à internet e tente novamente.',
  'call.over.rejoin': 'Voltar à sessão',
  'call.over.toWaitingRoom': 'Voltar à sala de espera',
  'call.over.home': 'Ir para a página inicial',
  'call.over.help': 'Precisa de ajuda agora?',
};

export const videoCall: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de,
  nl,
  es,
  pt,
};
