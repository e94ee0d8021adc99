import { localizedTemplate, type TemplateShape, type TemplateWords } from '../template-shape.ts';

// An adult's first questionnaire: what a therapist asks before the first session so that it can
// start from the person's concern rather than from forms. Only what must be known before meeting is
// required: the reason, current thoughts of self-harm, and someone to call in an emergency.

const shape = [
  {
    id: 'about_you',
    questions: [
      { id: 'preferred_name', kind: 'short_text', required: false },
      { id: 'date_of_birth', kind: 'date', required: false },
    ],
  },
  {
    id: 'reason',
    questions: [
      { id: 'reason', kind: 'long_text', required: true },
      { id: 'hopes', kind: 'long_text', required: false },
      {
        id: 'duration',
        kind: 'single_choice',
        required: false,
        options: ['under_month', 'one_to_six_months', 'six_to_twelve_months', 'over_year'],
      },
      { id: 'impact', kind: 'scale', required: false, min: 0, max: 10 },
    ],
  },
  {
    id: 'health',
    questions: [
      { id: 'previous_therapy', kind: 'yes_no', required: false, followUp: { required: false } },
      { id: 'medication', kind: 'yes_no', required: false, followUp: { required: true } },
      { id: 'diagnoses', kind: 'long_text', required: false },
      { id: 'physical_health', kind: 'long_text', required: false },
      {
        id: 'sleep',
        kind: 'multiple_choice',
        required: false,
        options: ['fine', 'falling_asleep', 'waking_night', 'waking_early', 'too_much', 'nightmares', 'unrefreshed'],
      },
      {
        id: 'alcohol',
        kind: 'single_choice',
        required: false,
        options: ['never', 'monthly', 'few_monthly', 'few_weekly', 'most_days'],
      },
      { id: 'drugs', kind: 'yes_no', required: false, followUp: { required: false } },
    ],
  },
  {
    id: 'safety',
    questions: [
      { id: 'self_harm_thoughts', kind: 'yes_no', required: true, followUp: { required: false } },
      { id: 'past_self_harm', kind: 'yes_no', required: false, followUp: { required: false } },
    ],
  },
  {
    id: 'life',
    questions: [
      { id: 'living', kind: 'short_text', required: false },
      {
        id: 'work',
        kind: 'single_choice',
        required: false,
        options: ['employed', 'self_employed', 'studying', 'seeking_work', 'caring', 'sick_leave', 'retired', 'other'],
      },
      { id: 'support', kind: 'long_text', required: false },
    ],
  },
  {
    id: 'contact',
    questions: [
      { id: 'emergency_contact_name', kind: 'short_text', required: true },
      { id: 'emergency_contact_phone', kind: 'short_text', required: true },
      { id: 'emergency_contact_consent', kind: 'yes_no', required: false },
      { id: 'gp', kind: 'short_text', required: false },
      { id: 'gp_consent', kind: 'yes_no', required: false },
      { id: 'contact_preference', kind: 'single_choice', required: false, options: ['phone', 'sms', 'email', 'calma'] },
      { id: 'anything_else', kind: 'long_text', required: false },
    ],
  },
] as const satisfies TemplateShape;

const en: TemplateWords<typeof shape> = {
  title: 'Intake questionnaire for adults',
  sections: {
    about_you: {
      title: 'About you',
      description:
        'Your answers are for your therapist and help them prepare for your first session. Write as much or as little as you like; you can talk about everything in more detail when you meet.',
    },
    reason: { title: 'What brings you here' },
    health: { title: 'Health and previous help' },
    safety: { title: 'Your safety' },
    life: { title: 'Your life at the moment' },
    contact: { title: 'Contact and consent' },
  },
  questions: {
    preferred_name: { label: 'What would you like to be called?' },
    date_of_birth: { label: 'Date of birth' },
    reason: {
      label: 'What brings you to therapy at this point in your life?',
      help: 'A few sentences are enough. You can say more when you meet.',
    },
    hopes: { label: 'What would you like to be different once therapy has helped?' },
    duration: {
      label: 'How long has this been troubling you?',
      options: {
        under_month: 'Less than a month',
        one_to_six_months: 'One to six months',
        six_to_twelve_months: 'Six months to a year',
        over_year: 'More than a year',
      },
    },
    impact: {
      label: 'How much does it affect your daily life at the moment (work, relationships, everyday tasks)?',
      minLabel: 'Not at all',
      maxLabel: 'Very much',
    },
    previous_therapy: {
      label: 'Have you had therapy or counselling before?',
      followUp: 'When was it, and what helped or did not help?',
    },
    medication: {
      label: 'Are you taking any medication at the moment?',
      help: 'Include medication for physical conditions too; it can matter for your treatment.',
      followUp: 'Which medication, and at what dose?',
    },
    diagnoses: {
      label: 'Have you ever been diagnosed with a mental health condition? If so, which one, and roughly when?',
    },
    physical_health: {
      label: 'Do you have any physical illnesses, conditions or disabilities your therapist should know about?',
    },
    sleep: {
      label: 'How have you been sleeping over the past few weeks? Choose all that apply.',
      options: {
        fine: 'I sleep well',
        falling_asleep: 'Trouble falling asleep',
        waking_night: 'Waking up during the night',
        waking_early: 'Waking up too early',
        too_much: 'Sleeping much more than usual',
        nightmares: 'Nightmares',
        unrefreshed: 'Waking up tired',
      },
    },
    alcohol: {
      label: 'How often do you drink alcohol?',
      options: {
        never: 'Never',
        monthly: 'Once a month or less',
        few_monthly: 'Two to four times a month',
        few_weekly: 'Two or three times a week',
        most_days: 'Four or more times a week',
      },
    },
    drugs: {
      label: 'Do you use cannabis or other drugs, or medication that was not prescribed for you?',
      help: 'Your therapist asks so that they can understand how you are, not to judge.',
      followUp: 'What, and how often?',
    },
    self_harm_thoughts: {
      label: 'Are you having thoughts of harming yourself or of ending your life at the moment?',
      help: "If you are in danger right now, call 112 (999 in the UK) or go to the nearest emergency department; Calma's emergency resources page lists crisis lines in your country. Your therapist reads this questionnaire before your first session, not while you are filling it in, so they cannot reply straight away.",
      followUp:
        'If you can, tell us a little more: how often these thoughts come, and what helps you at those moments.',
    },
    past_self_harm: {
      label: 'Have you ever harmed yourself or tried to end your life?',
      followUp: 'When was that, if you would like to say?',
    },
    living: { label: 'Who do you live with?' },
    work: {
      label: 'What is your work situation?',
      options: {
        employed: 'Employed',
        self_employed: 'Self-employed',
        studying: 'In education or training',
        seeking_work: 'Looking for work',
        caring: 'Looking after home or family',
        sick_leave: 'On sick leave or unable to work',
        retired: 'Retired',
        other: 'Other',
      },
    },
    support: { label: 'Who can you turn to when things are difficult?' },
    emergency_contact_name: {
      label: 'Emergency contact: name and how they are related to you',
      help: 'For example your partner, a relative or a friend. Please let them know you have given their details.',
    },
    emergency_contact_phone: { label: 'Emergency contact: phone number' },
    emergency_contact_consent: {
      label: 'If your therapist is seriously worried about your safety, may they contact this person?',
    },
    gp: { label: 'Your GP: name and practice' },
    gp_consent: {
      label: 'May your therapist contact your GP if that becomes necessary for your care?',
      help: 'You can withdraw this at any time. Your therapist will usually talk to you about it first.',
    },
    contact_preference: {
      label: 'How would you prefer your therapist to contact you?',
      options: { phone: 'Phone call', sms: 'Text message', email: 'Email', calma: 'Message in Calma' },
    },
    anything_else: { label: 'Is there anything else you would like your therapist to know before you meet?' },
  },
};

const de: TemplateWords<typeof shape> = {
  title: 'Anamnesebogen für Erwachsene',
  sections: {
    about_you: {
      title: 'Zu Ihrer Person',
      description:
        'Ihre Antworten sind für Ihre Therapeut:in bestimmt und helfen, das Erstgespräch vorzubereiten. Schreiben Sie so viel oder so wenig, wie Sie möchten; im Gespräch können Sie alles ausführlicher erzählen.',
    },
    reason: { title: 'Ihr Anliegen' },
    health: { title: 'Gesundheit und bisherige Behandlungen' },
    safety: { title: 'Ihre Sicherheit' },
    life: { title: 'Ihre aktuelle Lebenssituation' },
    contact: { title: 'Kontakt und Einverständnis' },
  },
  questions: {
    preferred_name: { label: 'Wie möchten Sie angesprochen werden?' },
    date_of_birth: { label: 'Geburtsdatum' },
    reason: {
      label: 'Was führt Sie gerade jetzt zu einer Therapie?',
      help: 'Ein paar Sätze genügen. Im Gespräch können Sie mehr erzählen.',
    },
    hopes: { label: 'Was soll sich verändert haben, wenn die Therapie Ihnen geholfen hat?' },
    duration: {
      label: 'Wie lange belastet Sie das schon?',
      options: {
        under_month: 'Weniger als einen Monat',
        one_to_six_months: 'Einen bis sechs Monate',
        six_to_twelve_months: 'Sechs Monate bis ein Jahr',
        over_year: 'Länger als ein Jahr',
      },
    },
    impact: {
      label: 'Wie stark beeinträchtigt es derzeit Ihren Alltag (Arbeit, Beziehungen, tägliche Aufgaben)?',
      minLabel: 'Gar nicht',
      maxLabel: 'Sehr stark',
    },
    previous_therapy: {
      label: 'Waren Sie schon einmal in Psychotherapie oder Beratung?',
      followUp: 'Wann war das, und was hat Ihnen geholfen oder nicht geholfen?',
    },
    medication: {
      label: 'Nehmen Sie derzeit Medikamente ein?',
      help: 'Auch Medikamente wegen körperlicher Erkrankungen – sie können für die Behandlung wichtig sein.',
      followUp: 'Welche Medikamente, und in welcher Dosierung?',
    },
    diagnoses: {
      label: 'Wurde bei Ihnen schon einmal eine psychische Erkrankung festgestellt? Wenn ja, welche und ungefähr wann?',
    },
    physical_health: {
      label:
        'Haben Sie körperliche Erkrankungen, Beschwerden oder Behinderungen, von denen Ihre Therapeut:in wissen sollte?',
    },
    sleep: {
      label: 'Wie haben Sie in den letzten Wochen geschlafen? Mehrere Antworten sind möglich.',
      options: {
        fine: 'Ich schlafe gut',
        falling_asleep: 'Schwierigkeiten beim Einschlafen',
        waking_night: 'Nächtliches Aufwachen',
        waking_early: 'Zu frühes Aufwachen am Morgen',
        too_much: 'Viel mehr Schlaf als sonst',
        nightmares: 'Albträume',
        unrefreshed: 'Morgens nicht erholt',
      },
    },
    alcohol: {
      label: 'Wie oft trinken Sie Alkohol?',
      options: {
        never: 'Nie',
        monthly: 'Einmal im Monat oder seltener',
        few_monthly: 'Zwei- bis viermal im Monat',
        few_weekly: 'Zwei- bis dreimal pro Woche',
        most_days: 'Viermal pro Woche oder öfter',
      },
    },
    drugs: {
      label: 'Nehmen Sie Cannabis oder andere Drogen oder Medikamente, die Ihnen nicht verschrieben wurden?',
      help: 'Ihre Therapeut:in fragt danach, um zu verstehen, wie es Ihnen geht – nicht, um zu urteilen.',
      followUp: 'Was, und wie oft?',
    },
    self_harm_thoughts: {
      label: 'Haben Sie zurzeit Gedanken, sich etwas anzutun oder Ihr Leben zu beenden?',
      help: 'Wenn Sie jetzt in Gefahr sind, rufen Sie die 112 an (im Vereinigten Königreich die 999) oder gehen Sie in die nächste Notaufnahme; Krisentelefone in Ihrem Land finden Sie bei Calma unter „Hilfe im Notfall“. Ihre Therapeut:in liest diesen Fragebogen vor dem Erstgespräch, nicht während Sie ihn ausfüllen, und kann deshalb nicht sofort antworten.',
      followUp:
        'Wenn Sie können, schreiben Sie etwas mehr dazu: wie oft diese Gedanken kommen und was Ihnen in solchen Momenten Halt gibt.',
    },
    past_self_harm: {
      label: 'Haben Sie sich früher schon einmal selbst verletzt oder versucht, sich das Leben zu nehmen?',
      followUp: 'Wann war das – wenn Sie es sagen möchten?',
    },
    living: { label: 'Mit wem leben Sie zusammen?' },
    work: {
      label: 'Wie ist Ihre berufliche Situation?',
      options: {
        employed: 'Angestellt',
        self_employed: 'Selbstständig',
        studying: 'In Ausbildung oder Studium',
        seeking_work: 'Auf Arbeitssuche',
        caring: 'Haushalt und Familie',
        sick_leave: 'Krankgeschrieben oder erwerbsunfähig',
        retired: 'Im Ruhestand',
        other: 'Sonstiges',
      },
    },
    support: { label: 'An wen können Sie sich wenden, wenn es Ihnen schlecht geht?' },
    emergency_contact_name: {
      label: 'Notfallkontakt: Name und Beziehung zu Ihnen',
      help: 'Zum Beispiel Ihre Partner:in, jemand aus der Familie oder aus dem Freundeskreis. Bitte sagen Sie dieser Person, dass Sie ihre Daten angegeben haben.',
    },
    emergency_contact_phone: { label: 'Notfallkontakt: Telefonnummer' },
    emergency_contact_consent: {
      label: 'Darf Ihre Therapeut:in diese Person anrufen, wenn ernsthafte Sorge um Ihre Sicherheit besteht?',
    },
    gp: { label: 'Ihre Hausarztpraxis: Name und Ort' },
    gp_consent: {
      label:
        'Darf Ihre Therapeut:in sich mit Ihrer Hausarztpraxis in Verbindung setzen, wenn es für Ihre Behandlung nötig wird?',
      help: 'Sie können diese Einwilligung jederzeit widerrufen. In der Regel wird vorher mit Ihnen darüber gesprochen.',
    },
    contact_preference: {
      label: 'Wie möchten Sie am liebsten kontaktiert werden?',
      options: { phone: 'Anruf', sms: 'SMS', email: 'E-Mail', calma: 'Nachricht in Calma' },
    },
    anything_else: { label: 'Gibt es noch etwas, das Ihre Therapeut:in vor dem Erstgespräch wissen sollte?' },
  },
};

const nl: TemplateWords<typeof shape> = {
  title: 'Intakevragenlijst voor volwassenen',
  sections: {
    about_you: {
      title: 'Over u',
      description:
        'Uw antwoorden zijn bedoeld voor uw therapeut en helpen bij de voorbereiding van het eerste gesprek. Schrijf zoveel of zo weinig als u wilt; in het gesprek kunt u alles verder toelichten.',
    },
    reason: { title: 'Uw hulpvraag' },
    health: { title: 'Gezondheid en eerdere hulp' },
    safety: { title: 'Uw veiligheid' },
    life: { title: 'Uw huidige situatie' },
    contact: { title: 'Contact en toestemming' },
  },
  questions: {
    preferred_name: { label: 'Hoe wilt u aangesproken worden?' },
    date_of_birth: { label: 'Geboortedatum' },
    reason: {
      label: 'Waarom zoekt u juist nu hulp?',
      help: 'Een paar zinnen is genoeg. In het gesprek kunt u meer vertellen.',
    },
    hopes: { label: 'Wat zou er anders moeten zijn als de therapie u heeft geholpen?' },
    duration: {
      label: 'Hoe lang hebt u hier al last van?',
      options: {
        under_month: 'Korter dan een maand',
        one_to_six_months: 'Een tot zes maanden',
        six_to_twelve_months: 'Zes maanden tot een jaar',
        over_year: 'Langer dan een jaar',
      },
    },
    impact: {
      label: 'Hoeveel invloed heeft het op dit moment op uw dagelijks leven (werk, relaties, dagelijkse bezigheden)?',
      minLabel: 'Helemaal niet',
      maxLabel: 'Heel veel',
    },
    previous_therapy: {
      label: 'Hebt u eerder therapie of begeleiding gehad?',
      followUp: 'Wanneer was dat, en wat hielp wel of niet?',
    },
    medication: {
      label: 'Gebruikt u op dit moment medicijnen?',
      help: 'Ook medicijnen voor lichamelijke klachten; die kunnen van belang zijn voor uw behandeling.',
      followUp: 'Welke medicijnen, en in welke dosering?',
    },
    diagnoses: {
      label: 'Is er bij u ooit een psychische aandoening vastgesteld? Zo ja, welke en ongeveer wanneer?',
    },
    physical_health: {
      label: 'Hebt u lichamelijke ziektes, klachten of beperkingen waarvan uw therapeut op de hoogte moet zijn?',
    },
    sleep: {
      label: 'Hoe hebt u de afgelopen weken geslapen? U kunt meerdere antwoorden kiezen.',
      options: {
        fine: 'Ik slaap goed',
        falling_asleep: 'Moeite met inslapen',
        waking_night: "'s Nachts wakker worden",
        waking_early: "'s Ochtends te vroeg wakker worden",
        too_much: 'Veel meer slapen dan normaal',
        nightmares: 'Nachtmerries',
        unrefreshed: 'Moe wakker worden',
      },
    },
    alcohol: {
      label: 'Hoe vaak drinkt u alcohol?',
      options: {
        never: 'Nooit',
        monthly: 'Eens per maand of minder',
        few_monthly: 'Twee tot vier keer per maand',
        few_weekly: 'Twee tot drie keer per week',
        most_days: 'Vier keer per week of vaker',
      },
    },
    drugs: {
      label: 'Gebruikt u cannabis of andere drugs, of medicijnen die niet aan u zijn voorgeschreven?',
      help: 'Uw therapeut vraagt dit om te begrijpen hoe het met u gaat, niet om te oordelen.',
      followUp: 'Wat, en hoe vaak?',
    },
    self_harm_thoughts: {
      label: 'Hebt u op dit moment gedachten om uzelf iets aan te doen of een einde aan uw leven te maken?',
      help: "Bent u nu in gevaar? Bel dan 112 (in het Verenigd Koninkrijk 999) of ga naar de dichtstbijzijnde spoedeisende hulp. Op de pagina 'Hulp in noodsituaties' van Calma vindt u crisislijnen in uw land. Uw therapeut leest deze vragenlijst vóór het eerste gesprek, niet terwijl u hem invult, en kan dus niet meteen reageren.",
      followUp:
        'Als u kunt, vertel er iets meer over: hoe vaak deze gedachten komen en wat u op zulke momenten houvast geeft.',
    },
    past_self_harm: {
      label: 'Hebt u uzelf ooit verwond of geprobeerd een einde aan uw leven te maken?',
      followUp: 'Wanneer was dat, als u dat wilt vertellen?',
    },
    living: { label: 'Met wie woont u samen?' },
    work: {
      label: 'Wat is uw werksituatie?',
      options: {
        employed: 'In loondienst',
        self_employed: 'Zelfstandig ondernemer',
        studying: 'Student of in opleiding',
        seeking_work: 'Werkzoekend',
        caring: 'Zorg voor huishouden of gezin',
        sick_leave: 'Ziekgemeld of arbeidsongeschikt',
        retired: 'Met pensioen',
        other: 'Anders',
      },
    },
    support: { label: 'Bij wie kunt u terecht als het moeilijk gaat?' },
    emergency_contact_name: {
      label: 'Contactpersoon voor noodgevallen: naam en relatie tot u',
      help: 'Bijvoorbeeld uw partner, een familielid of een vriend of vriendin. Laat deze persoon weten dat u de gegevens hebt doorgegeven.',
    },
    emergency_contact_phone: { label: 'Contactpersoon voor noodgevallen: telefoonnummer' },
    emergency_contact_consent: {
      label: 'Mag uw therapeut deze persoon bellen als er ernstige zorgen zijn over uw veiligheid?',
    },
    gp: { label: 'Uw huisarts: naam en praktijk' },
    gp_consent: {
      label: 'Mag uw therapeut contact opnemen met uw huisarts als dat voor uw behandeling nodig is?',
      help: 'U kunt deze toestemming altijd intrekken. Meestal wordt dit eerst met u besproken.',
    },
    contact_preference: {
      label: 'Op welke manier wilt u het liefst bereikt worden?',
      options: { phone: 'Telefonisch', sms: 'Sms', email: 'E-mail', calma: 'Bericht via Calma' },
    },
    anything_else: { label: 'Wilt u uw therapeut vóór het eerste gesprek nog iets laten weten?' },
  },
};

const es: TemplateWords<typeof shape> = {
  title: 'Cuestionario inicial para adultos',
  sections: {
    about_you: {
      title: 'Sobre usted',
      description:
        'Sus respuestas son para su terapeuta y le ayudan a preparar la primera sesión. Escriba tanto o tan poco como quiera; en la sesión podrá contarlo todo con más detalle.',
    },
    reason: { title: 'Motivo de consulta' },
    health: { title: 'Salud y ayuda previa' },
    safety: { title: 'Su seguridad' },
    life: { title: 'Su situación actual' },
    contact: { title: 'Contacto y consentimiento' },
  },
  questions: {
    preferred_name: { label: '¿Cómo prefiere que le llamen?' },
    date_of_birth: { label: 'Fecha de nacimiento' },
    reason: {
      label: '¿Qué le lleva a buscar terapia en este momento?',
      help: 'Bastan unas frases. En la sesión podrá contar más.',
    },
    hopes: { label: '¿Qué le gustaría que fuera distinto cuando la terapia le haya ayudado?' },
    duration: {
      label: '¿Cuánto tiempo lleva con esta dificultad?',
      options: {
        under_month: 'Menos de un mes',
        one_to_six_months: 'Entre uno y seis meses',
        six_to_twelve_months: 'Entre seis meses y un año',
        over_year: 'Más de un año',
      },
    },
    impact: {
      label: '¿Cuánto afecta ahora mismo a su vida diaria (trabajo, relaciones, tareas cotidianas)?',
      minLabel: 'Nada',
      maxLabel: 'Muchísimo',
    },
    previous_therapy: {
      label: '¿Ha estado antes en terapia o en tratamiento psicológico?',
      followUp: '¿Cuándo fue y qué le ayudó o no le ayudó?',
    },
    medication: {
      label: '¿Toma actualmente alguna medicación?',
      help: 'Incluya también la que toma por problemas físicos; puede ser importante para su tratamiento.',
      followUp: '¿Qué medicación y en qué dosis?',
    },
    diagnoses: {
      label: '¿Le han diagnosticado alguna vez un problema de salud mental? Si es así, ¿cuál y aproximadamente cuándo?',
    },
    physical_health: {
      label: '¿Tiene alguna enfermedad, problema de salud física o discapacidad que su terapeuta deba conocer?',
    },
    sleep: {
      label: '¿Cómo ha dormido en las últimas semanas? Puede marcar varias opciones.',
      options: {
        fine: 'Duermo bien',
        falling_asleep: 'Me cuesta conciliar el sueño',
        waking_night: 'Me despierto durante la noche',
        waking_early: 'Me despierto demasiado pronto',
        too_much: 'Duermo mucho más de lo habitual',
        nightmares: 'Tengo pesadillas',
        unrefreshed: 'Me levanto sin haber descansado',
      },
    },
    alcohol: {
      label: '¿Con qué frecuencia bebe alcohol?',
      options: {
        never: 'Nunca',
        monthly: 'Una vez al mes o menos',
        few_monthly: 'De dos a cuatro veces al mes',
        few_weekly: 'Dos o tres veces por semana',
        most_days: 'Cuatro o más veces por semana',
      },
    },
    drugs: {
      label: '¿Consume cannabis u otras drogas, o medicamentos que no le hayan recetado?',
      help: 'Su terapeuta lo pregunta para entender cómo se encuentra, no para juzgarle.',
      followUp: '¿Qué consume y con qué frecuencia?',
    },
    self_harm_thoughts: {
      label: '¿Tiene en este momento pensamientos de hacerse daño o de quitarse la vida?',
      help: 'Si está en peligro ahora mismo, llame al 112 (al 999 en el Reino Unido) o acuda al servicio de urgencias más cercano. En la página «Recursos de emergencia» de Calma encontrará líneas de ayuda en crisis de su país. Su terapeuta leerá este cuestionario antes de la primera sesión, no mientras usted lo rellena, así que no podrá responderle de inmediato.',
      followUp:
        'Si puede, cuéntenos un poco más: con qué frecuencia aparecen estos pensamientos y qué le ayuda en esos momentos.',
    },
    past_self_harm: {
      label: '¿Se ha hecho daño alguna vez de forma intencionada o ha intentado quitarse la vida?',
      followUp: '¿Cuándo fue, si desea contarlo?',
    },
    living: { label: '¿Con quién vive?' },
    work: {
      label: '¿Cuál es su situación laboral?',
      options: {
        employed: 'Trabajo por cuenta ajena',
        self_employed: 'Trabajo por cuenta propia',
        studying: 'Estudios o formación',
        seeking_work: 'Búsqueda de empleo',
        caring: 'Cuidado del hogar o de la familia',
        sick_leave: 'Baja médica o incapacidad laboral',
        retired: 'Jubilación',
        other: 'Otra situación',
      },
    },
    support: { label: '¿A quién puede acudir cuando las cosas se ponen difíciles?' },
    emergency_contact_name: {
      label: 'Contacto de emergencia: nombre y relación con usted',
      help: 'Por ejemplo, su pareja, un familiar o una amistad. Avise a esa persona de que ha facilitado sus datos.',
    },
    emergency_contact_phone: { label: 'Contacto de emergencia: teléfono' },
    emergency_contact_consent: {
      label:
        'Si hubiera una preocupación seria por su seguridad, ¿puede su terapeuta ponerse en contacto con esta persona?',
    },
    gp: { label: 'Su médico de familia: nombre y centro de salud' },
    gp_consent: {
      label: '¿Puede su terapeuta ponerse en contacto con su médico de familia si fuera necesario para su atención?',
      help: 'Puede retirar este consentimiento en cualquier momento. Normalmente se hablará antes con usted.',
    },
    contact_preference: {
      label: '¿Cómo prefiere que nos pongamos en contacto con usted?',
      options: { phone: 'Llamada telefónica', sms: 'SMS', email: 'Correo electrónico', calma: 'Mensaje en Calma' },
    },
    anything_else: { label: '¿Hay algo más que quiera que su terapeuta sepa antes de la primera sesión?' },
  },
};

const pt: TemplateWords<typeof shape> = {
  title: 'Questionário inicial para adultos',
  sections: {
    about_you: {
      title: 'Sobre si',
      description:
        'As suas respostas destinam-se ao seu terapeuta e ajudam a preparar a primeira sessão. Escreva o que entender, muito ou pouco; na sessão poderá falar de tudo com mais pormenor.',
    },
    reason: { title: 'Motivo da consulta' },
    health: { title: 'Saúde e acompanhamento anterior' },
    safety: { title: 'A sua segurança' },
    life: { title: 'A sua situação atual' },
    contact: { title: 'Contactos e consentimento' },
  },
  questions: {
    preferred_name: { label: 'Por que nome prefere ser tratado ou tratada?' },
    date_of_birth: { label: 'Data de nascimento' },
    reason: {
      label: 'O que o motiva a procurar terapia neste momento?',
      help: 'Bastam algumas frases. Na sessão poderá contar mais.',
    },
    hopes: { label: 'O que gostaria que mudasse com a ajuda da terapia?' },
    duration: {
      label: 'Há quanto tempo se sente assim?',
      options: {
        under_month: 'Menos de um mês',
        one_to_six_months: 'Entre um e seis meses',
        six_to_twelve_months: 'Entre seis meses e um ano',
        over_year: 'Mais de um ano',
      },
    },
    impact: {
      label: 'Quanto é que isto afeta, neste momento, o seu dia a dia (trabalho, relações, tarefas diárias)?',
      minLabel: 'Nada',
      maxLabel: 'Muitíssimo',
    },
    previous_therapy: {
      label: 'Já fez psicoterapia ou teve acompanhamento psicológico?',
      followUp: 'Quando foi, e o que ajudou ou não ajudou?',
    },
    medication: {
      label: 'Toma atualmente alguma medicação?',
      help: 'Inclua também a medicação para problemas físicos; pode ser importante para o seu acompanhamento.',
      followUp: 'Que medicação, e em que dose?',
    },
    diagnoses: {
      label: 'Já lhe foi diagnosticada alguma perturbação de saúde mental? Se sim, qual e aproximadamente quando?',
    },
    physical_health: {
      label: 'Tem alguma doença, problema de saúde física ou deficiência que o seu terapeuta deva conhecer?',
    },
    sleep: {
      label: 'Como tem dormido nas últimas semanas? Pode escolher várias opções.',
      options: {
        fine: 'Durmo bem',
        falling_asleep: 'Dificuldade em adormecer',
        waking_night: 'Acordar durante a noite',
        waking_early: 'Acordar demasiado cedo',
        too_much: 'Dormir muito mais do que o habitual',
        nightmares: 'Pesadelos',
        unrefreshed: 'Sono pouco reparador',
      },
    },
    alcohol: {
      label: 'Com que frequência bebe álcool?',
      options: {
        never: 'Nunca',
        monthly: 'Uma vez por mês ou menos',
        few_monthly: 'Duas a quatro vezes por mês',
        few_weekly: 'Duas a três vezes por semana',
        most_days: 'Quatro ou mais vezes por semana',
      },
    },
    drugs: {
      label: 'Consome canábis ou outras drogas, ou medicamentos que não lhe tenham sido receitados?',
      help: 'O seu terapeuta pergunta isto para perceber como está, não para julgar.',
      followUp: 'O quê, e com que frequência?',
    },
    self_harm_thoughts: {
      label: 'Neste momento, tem pensamentos de se magoar ou de pôr fim à vida?',
      help: 'Se estiver em perigo neste momento, ligue 112 (no Reino Unido, 999) ou dirija-se ao serviço de urgência mais próximo. Na página «Recursos de emergência» da Calma encontra linhas de apoio em crise do seu país. O seu terapeuta lê este questionário antes da primeira sessão, e não enquanto o preenche, por isso não poderá responder-lhe de imediato.',
      followUp:
        'Se conseguir, conte-nos um pouco mais: com que frequência surgem estes pensamentos e o que lhe dá apoio nesses momentos.',
    },
    past_self_harm: {
      label: 'Alguma vez se magoou de propósito ou tentou pôr fim à vida?',
      followUp: 'Quando aconteceu, se o quiser partilhar?',
    },
    living: { label: 'Com quem vive?' },
    work: {
      label: 'Qual é a sua situação profissional?',
      options: {
        employed: 'Trabalho por conta de outrem',
        self_employed: 'Trabalho por conta própria',
        studying: 'Estudos ou formação',
        seeking_work: 'À procura de emprego',
        caring: 'A cuidar da casa ou da família',
        sick_leave: 'De baixa médica ou com incapacidade para o trabalho',
        retired: 'Reforma',
        other: 'Outra situação',
      },
    },
    support: { label: 'A quem pode recorrer quando as coisas estão difíceis?' },
    emergency_contact_name: {
      label: 'Contacto de emergência: nome e relação consigo',
      help: 'Por exemplo, o seu cônjuge ou companheiro, um familiar ou um amigo. Avise essa pessoa de que indicou os dados dela.',
    },
    emergency_contact_phone: { label: 'Contacto de emergência: telefone' },
    emergency_contact_consent: {
      label: 'Se houver uma preocupação séria com a sua segurança, o seu terapeuta pode contactar esta pessoa?',
    },
    gp: { label: 'O seu médico de família: nome e centro de saúde' },
    gp_consent: {
      label: 'O seu terapeuta pode contactar o seu médico de família, se for necessário para o seu acompanhamento?',
      help: 'Pode retirar este consentimento a qualquer momento. Em regra, o assunto é falado primeiro consigo.',
    },
    contact_preference: {
      label: 'Qual é a forma de contacto que prefere?',
      options: { phone: 'Chamada telefónica', sms: 'SMS', email: 'E-mail', calma: 'Mensagem na Calma' },
    },
    anything_else: {
      label: 'Há mais alguma coisa que gostaria que o seu terapeuta soubesse antes da primeira sessão?',
    },
  },
};

export const ADULT_INTAKE = localizedTemplate(shape, { en, de, nl, es, pt });
