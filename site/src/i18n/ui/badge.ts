// The "Verified on Calma" badge and the widget settings that offer it beside the card and the message form.
// English is the source: every other language defines exactly its keys (the type says so).
const en = {
  'embed.badge.title': '{name}, verified on Calma',
  'embed.badge.verified': 'Verified on Calma',
  // Said after the badge's visible words (hidden from sight), so the link's name holds what it shows.
  'embed.badge.newTab': 'Opens the profile on Calma in a new tab',

  'dashboard.widgets.cardTitle': 'Profile card',
  'dashboard.widgets.codeHint':
    'Paste either code: the frame has a fixed size, while the script sizes the frame to its content.',
  'dashboard.widgets.scriptCode': 'Script for your website',
  'dashboard.widgets.copyScript': 'Copy the script',
  'dashboard.widgets.messageScriptCode': 'Script for the message form',
  'dashboard.widgets.copyMessageScript': 'Copy the message form script',
  'dashboard.widgets.messagePreview': 'Preview of the message form',
  'dashboard.widgets.badgeTitle': '“Verified on Calma” badge',
  'dashboard.widgets.badgeLead':
    'A small badge that shows visitors to your website that Calma has verified you, and takes them to your profile. It appears once your profile is verified and listed.',
  'dashboard.widgets.badgeEveryPlan': 'The badge is part of every plan, including the free one.',
  'dashboard.widgets.badgeColor': 'Colour of the badge',
  'dashboard.widgets.badgeColor.teal': 'Teal, for light backgrounds',
  'dashboard.widgets.badgeColor.white': 'White, for light and coloured backgrounds',
  'dashboard.widgets.badgeColor.dark': 'Dark, for dark backgrounds',
  'dashboard.widgets.badgeColor.light': 'Light, for dark and mid-tone backgrounds',
  'dashboard.widgets.badgeCode': 'Code for the badge',
  'dashboard.widgets.copyBadge': 'Copy the badge code',
  'dashboard.widgets.badgeScriptCode': 'Script for the badge',
  'dashboard.widgets.copyBadgeScript': 'Copy the badge script',
  'dashboard.widgets.badgePreview': 'Preview of the badge',
  'dashboard.widgets.badgeFrameTitle': 'My verified profile on Calma',
};

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  'embed.badge.title': '{name}, verifiziert bei Calma',
  'embed.badge.verified': 'Verifiziert bei Calma',
  'embed.badge.newTab': 'Öffnet das Profil bei Calma in einem neuen Tab',

  'dashboard.widgets.cardTitle': 'Profilkarte',
  'dashboard.widgets.codeHint':
    'Fügen Sie einen der beiden Codes ein: Der Rahmen hat eine feste Größe, das Skript passt ihn an seinen Inhalt an.',
  'dashboard.widgets.scriptCode': 'Skript für Ihre Website',
  'dashboard.widgets.copyScript': 'Skript kopieren',
  'dashboard.widgets.messageScriptCode': 'Skript für das Nachrichtenformular',
  'dashboard.widgets.copyMessageScript': 'Skript des Nachrichtenformulars kopieren',
  'dashboard.widgets.messagePreview': 'Vorschau des Nachrichtenformulars',
  'dashboard.widgets.badgeTitle': 'Abzeichen „Verifiziert bei Calma“',
  'dashboard.widgets.badgeLead':
    'Ein kleines Abzeichen zeigt den Besucher:innen Ihrer Website, dass Calma Sie verifiziert hat, und führt sie zu Ihrem Profil. Es erscheint, sobald Ihr Profil verifiziert und veröffentlicht ist.',
  'dashboard.widgets.badgeEveryPlan': 'Das Abzeichen ist in jedem Tarif enthalten, auch im kostenlosen.',
  'dashboard.widgets.badgeColor': 'Farbe des Abzeichens',
  'dashboard.widgets.badgeColor.teal': 'Petrol, für helle Hintergründe',
  'dashboard.widgets.badgeColor.white': 'Weiß, für helle und farbige Hintergründe',
  'dashboard.widgets.badgeColor.dark': 'Dunkel, für dunkle Hintergründe',
  'dashboard.widgets.badgeColor.light': 'Hell, für dunkle und mittlere Hintergründe',
  'dashboard.widgets.badgeCode': 'Code für das Abzeichen',
  'dashboard.widgets.copyBadge': 'Code des Abzeichens kopieren',
  'dashboard.widgets.badgeScriptCode': 'Skript für das Abzeichen',
  'dashboard.widgets.copyBadgeScript': 'Skript des Abzeichens kopieren',
  'dashboard.widgets.badgePreview': 'Vorschau des Abzeichens',
  'dashboard.widgets.badgeFrameTitle': 'Mein verifiziertes Profil bei Calma',
};

const nl: Strings = {
  'embed.badge.title': '{name}, geverifieerd door Calma',
  'embed.badge.verified': 'Geverifieerd door Calma',
  'embed.badge.newTab': 'Opent het profiel op Calma in een nieuw tabblad',

  'dashboard.widgets.cardTitle': 'Profielkaart',
  'dashboard.widgets.codeHint':
    'Plak een van beide codes: het kader heeft een vaste grootte, het script past het kader aan de inhoud aan.',
  'dashboard.widgets.scriptCode': 'Script voor je website',
  'dashboard.widgets.copyScript': 'Script kopiëren',
  'dashboard.widgets.messageScriptCode': 'Script voor het berichtenformulier',
  'dashboard.widgets.copyMessageScript': 'Script van het berichtenformulier kopiëren',
  'dashboard.widgets.messagePreview': 'Voorbeeld van het berichtenformulier',
  'dashboard.widgets.badgeTitle': 'Badge ‘Geverifieerd door Calma’',
  'dashboard.widgets.badgeLead':
    'Een kleine badge die bezoekers van je website laat zien dat Calma je heeft geverifieerd, en die hen naar je profiel brengt. De badge verschijnt zodra je profiel geverifieerd en gepubliceerd is.',
  'dashboard.widgets.badgeEveryPlan': 'De badge hoort bij elk abonnement, ook bij het gratis abonnement.',
  'dashboard.widgets.badgeColor': 'Kleur van de badge',
  'dashboard.widgets.badgeColor.teal': 'Petrol, voor lichte achtergronden',
  'dashboard.widgets.badgeColor.white': 'Wit, voor lichte en gekleurde achtergronden',
  'dashboard.widgets.badgeColor.dark': 'Donker, voor donkere achtergronden',
  'dashboard.widgets.badgeColor.light': 'Licht, voor donkere achtergronden en middentinten',
  'dashboard.widgets.badgeCode': 'Code voor de badge',
  'dashboard.widgets.copyBadge': 'Code van de badge kopiëren',
  'dashboard.widgets.badgeScriptCode': 'Script voor de badge',
  'dashboard.widgets.copyBadgeScript': 'Script van de badge kopiëren',
  'dashboard.widgets.badgePreview': 'Voorbeeld van de badge',
  'dashboard.widgets.badgeFrameTitle': 'Mijn geverifieerde profiel op Calma',
};

const es: Strings = {
  'embed.badge.title': '{name}, verificado por Calma',
  'embed.badge.verified': 'Verificado por Calma',
  'embed.badge.newTab': 'Abre el perfil en Calma en una pestaña nueva',

  'dashboard.widgets.cardTitle': 'Tarjeta de perfil',
  'dashboard.widgets.codeHint':
    'Pega cualquiera de los dos códigos: el marco tiene un tamaño fijo, mientras que el script lo ajusta a su contenido.',
  'dashboard.widgets.scriptCode': 'Script para tu web',
  'dashboard.widgets.copyScript': 'Copiar el script',
  'dashboard.widgets.messageScriptCode': 'Script del formulario de mensajes',
  'dashboard.widgets.copyMessageScript': 'Copiar el script del formulario de mensajes',
  'dashboard.widgets.messagePreview': 'Vista previa del formulario de mensajes',
  'dashboard.widgets.badgeTitle': 'Insignia «Verificado por Calma»',
  'dashboard.widgets.badgeLead':
    'Una pequeña insignia que muestra a quienes visitan tu web que Calma te ha verificado y les lleva a tu perfil. Aparece en cuanto tu perfil está verificado y publicado.',
  'dashboard.widgets.badgeEveryPlan': 'La insignia está incluida en todos los planes, también en el gratuito.',
  'dashboard.widgets.badgeColor': 'Color de la insignia',
  'dashboard.widgets.badgeColor.teal': 'Verde azulado, para fondos claros',
  'dashboard.widgets.badgeColor.white': 'Blanco, para fondos claros y de color',
  'dashboard.widgets.badgeColor.dark': 'Oscuro, para fondos oscuros',
  'dashboard.widgets.badgeColor.light': 'Claro, para fondos oscuros y de tono medio',
  'dashboard.widgets.badgeCode': 'Código de la insignia',
  'dashboard.widgets.copyBadge': 'Copiar el código de la insignia',
  'dashboard.widgets.badgeScriptCode': 'Script de la insignia',
  'dashboard.widgets.copyBadgeScript': 'Copiar el script de la insignia',
  'dashboard.widgets.badgePreview': 'Vista previa de la insignia',
  'dashboard.widgets.badgeFrameTitle': 'Mi perfil verificado en Calma',
};

const pt: Strings = {
  'embed.badge.title': '{name}, verificado pela Calma',
  'embed.badge.verified': 'Verificado pela Calma',
  'embed.badge.newTab': 'Abre o perfil na Calma num novo separador',

  'dashboard.widgets.cardTitle': 'Cartão de perfil',
  'dashboard.widgets.codeHint':
    'Cole qualquer um dos códigos: a moldura tem um tamanho fixo, enquanto o script a ajusta ao conteúdo.',
  'dashboard.widgets.scriptCode': 'Script para o seu site',
  'dashboard.widgets.copyScript': 'Copiar o script',
  'dashboard.widgets.messageScriptCode': 'Script do formulário de mensagens',
  'dashboard.widgets.copyMessageScript': 'Copiar o script do formulário de mensagens',
  'dashboard.widgets.messagePreview': 'Pré-visualização do formulário de mensagens',
  'dashboard.widgets.badgeTitle': 'Selo «Verificado pela Calma»',
  'dashboard.widgets.badgeLead':
    'Um pequeno selo que mostra aos visitantes do seu site que o seu perfil foi verificado pela Calma e os leva até ele. Aparece assim que o seu perfil estiver verificado e publicado.',
  'dashboard.widgets.badgeEveryPlan': 'O selo está incluído em todos os planos, incluindo o gratuito.',
  'dashboard.widgets.badgeColor': 'Cor do selo',
  'dashboard.widgets.badgeColor.teal': 'Verde-petróleo, para fundos claros',
  'dashboard.widgets.badgeColor.white': 'Branco, para fundos claros e coloridos',
  'dashboard.widgets.badgeColor.dark': 'Escuro, para fundos escuros',
  'dashboard.widgets.badgeColor.light': 'Claro, para fundos escuros e de tom médio',
  'dashboard.widgets.badgeCode': 'Código do selo',
  'dashboard.widgets.copyBadge': 'Copiar o código do selo',
  'dashboard.widgets.badgeScriptCode': 'Script do selo',
  'dashboard.widgets.copyBadgeScript': 'Copiar o script do selo',
  'dashboard.widgets.badgePreview': 'Pré-visualização do selo',
  'dashboard.widgets.badgeFrameTitle': 'O meu perfil verificado na Calma',
};

export const badge: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de,
  nl,
  es,
  pt,
};
