import { localizedTemplate, type TemplateShape, type TemplateWords } from '../template-shape.ts';

// A child's or adolescent's first questionnaire, filled in by a parent or guardian. Who holds parental
// responsibility and whether the others agree is asked and required, because a therapist must know it
// before a first session with a child; what that requires in law differs by country, so the texts
// only say that it often matters and leave the rest to the therapist.

const shape = [
  {
    id: 'child',
    questions: [
      { id: 'child_name', kind: 'short_text', required: true },
      { id: 'child_date_of_birth', kind: 'date', required: true },
      { id: 'school', kind: 'short_text', required: false },
    ],
  },
  {
    id: 'parents',
    questions: [
      { id: 'your_name', kind: 'short_text', required: true },
      {
        id: 'relationship',
        kind: 'single_choice',
        required: true,
        options: ['mother', 'father', 'foster_parent', 'guardian', 'other'],
      },
      {
        id: 'parental_responsibility',
        kind: 'single_choice',
        required: true,
        options: ['both_parents', 'me_only', 'other_parent_only', 'guardian', 'other'],
      },
      {
        id: 'other_consent',
        kind: 'single_choice',
        required: true,
        options: ['agrees', 'not_asked', 'disagrees', 'no_one_else'],
      },
      { id: 'custody_arrangements', kind: 'yes_no', required: false, followUp: { required: false } },
    ],
  },
  {
    id: 'reason',
    questions: [
      { id: 'reason', kind: 'long_text', required: true },
      {
        id: 'areas',
        kind: 'multiple_choice',
        required: false,
        options: [
          'anxiety',
          'mood',
          'anger',
          'attention',
          'social',
          'learning',
          'sleep',
          'eating',
          'toileting',
          'screens',
          'other',
        ],
      },
      {
        id: 'duration',
        kind: 'single_choice',
        required: false,
        options: ['under_month', 'one_to_six_months', 'six_to_twelve_months', 'over_year'],
      },
      { id: 'impact', kind: 'scale', required: false, min: 0, max: 10 },
      { id: 'hopes', kind: 'long_text', required: false },
    ],
  },
  {
    id: 'development',
    questions: [
      { id: 'early_years', kind: 'long_text', required: false },
      { id: 'development', kind: 'yes_no', required: false, followUp: { required: false } },
      { id: 'health', kind: 'long_text', required: false },
      { id: 'medication', kind: 'yes_no', required: false, followUp: { required: true } },
      { id: 'assessments', kind: 'yes_no', required: false, followUp: { required: false } },
      { id: 'previous_help', kind: 'yes_no', required: false, followUp: { required: false } },
    ],
  },
  {
    id: 'school',
    questions: [
      { id: 'school_situation', kind: 'long_text', required: false },
      { id: 'school_support', kind: 'yes_no', required: false, followUp: { required: false } },
      { id: 'school_contact_consent', kind: 'yes_no', required: false },
    ],
  },
  {
    id: 'family',
    questions: [
      { id: 'household', kind: 'long_text', required: false },
      { id: 'family_events', kind: 'long_text', required: false },
      { id: 'family_history', kind: 'long_text', required: false },
    ],
  },
  {
    id: 'safety_contact',
    questions: [
      { id: 'safety', kind: 'yes_no', required: true, followUp: { required: false } },
      { id: 'child_knows', kind: 'long_text', required: false },
      { id: 'parent_phone', kind: 'short_text', required: true },
      { id: 'contact_preference', kind: 'single_choice', required: false, options: ['phone', 'sms', 'email', 'calma'] },
    ],
  },
] as const satisfies TemplateShape;

const en: TemplateWords<typeof shape> = {
  title: 'Intake questionnaire for children and young people (for parents and guardians)',
  sections: {
    child: {
      title: 'About your child',
      description:
        'Please fill in this questionnaire as a parent or guardian. Your answers help the therapist prepare for the first appointment; you can say more when you meet.',
    },
    parents: { title: 'Parental responsibility and consent' },
    reason: { title: 'What brings you here' },
    development: { title: 'Development and health' },
    school: { title: 'School' },
    family: { title: 'Family' },
    safety_contact: { title: 'Safety and contact' },
  },
  questions: {
    child_name: { label: "Your child's name" },
    child_date_of_birth: { label: "Your child's date of birth" },
    school: { label: 'School or nursery, and year or class' },
    your_name: { label: 'Your name' },
    relationship: {
      label: 'Your relationship to the child',
      options: {
        mother: 'Mother',
        father: 'Father',
        foster_parent: 'Foster carer',
        guardian: 'Legal guardian',
        other: 'Other',
      },
    },
    parental_responsibility: {
      label: 'Who has parental responsibility for your child?',
      options: {
        both_parents: 'Both parents together',
        me_only: 'Only me',
        other_parent_only: 'Only the other parent',
        guardian: 'A guardian or a child protection service',
        other: 'Another arrangement',
      },
    },
    other_consent: {
      label: 'Does everyone else with parental responsibility know about this therapy and agree to it?',
      help: 'Often everyone with parental responsibility has to agree before therapy with a child or young person can begin. The therapist will talk through with you what applies in your situation.',
      options: {
        agrees: 'Yes, they agree',
        not_asked: 'They have not been asked yet',
        disagrees: 'No, they do not agree',
        no_one_else: 'No one else has parental responsibility',
      },
    },
    custody_arrangements: {
      label: 'Is there a court decision or an agreement about custody or contact that the therapist should know about?',
      followUp: 'Please describe it briefly.',
    },
    reason: {
      label: 'What worries you about your child, and what made you look for help now?',
      help: 'A few sentences are enough. You can say more when you meet.',
    },
    areas: {
      label: 'Which of these is your child finding difficult at the moment? Choose all that apply.',
      options: {
        anxiety: 'Fears and worries',
        mood: 'Low mood or sadness',
        anger: 'Anger or outbursts',
        attention: 'Concentration or restlessness',
        social: 'Friendships and getting on with others',
        learning: 'Learning',
        sleep: 'Sleep',
        eating: 'Eating',
        toileting: 'Toileting or bedwetting',
        screens: 'Screens, gaming or social media',
        other: 'Something else',
      },
    },
    duration: {
      label: 'How long has this been going on?',
      options: {
        under_month: 'Less than a month',
        one_to_six_months: 'One to six months',
        six_to_twelve_months: 'Six months to a year',
        over_year: 'More than a year',
      },
    },
    impact: {
      label: "How much does this affect your child's daily life (at home, at school, with friends)?",
      minLabel: 'Not at all',
      maxLabel: 'Very much',
    },
    hopes: { label: 'What would you like to be different after therapy?' },
    early_years: { label: 'Was there anything notable about the pregnancy, the birth or the first years of life?' },
    development: {
      label:
        "Have there been any concerns about your child's development, for example speech, movement or toilet training?",
      followUp: 'Which, and was anything done about it?',
    },
    health: { label: 'Does your child have any physical illnesses, conditions or allergies?' },
    medication: {
      label: 'Is your child taking any medication at the moment?',
      followUp: 'Which medication, and at what dose?',
    },
    assessments: {
      label:
        'Has your child been assessed or diagnosed before, for example by a paediatrician, a psychologist or the school?',
      followUp: 'By whom, when, and what was the result?',
    },
    previous_help: {
      label: 'Has your child had therapy or other support before?',
      followUp: 'When, with whom, and what helped?',
    },
    school_situation: { label: 'How is your child getting on at school, with learning and with classmates?' },
    school_support: {
      label: 'Does your child get extra support at school?',
      followUp: 'What kind of support?',
    },
    school_contact_consent: {
      label: 'Would you agree to the therapist contacting the school if that could help?',
      help: 'This would always be discussed with you first, and you can withdraw your agreement at any time.',
    },
    household: {
      label:
        "Who lives in your child's household? Please give first names, ages and how they are related to your child. If your child lives in two homes, please describe both.",
    },
    family_events: {
      label: 'Have there been big events in the family, such as a separation, a move, a serious illness or a death?',
    },
    family_history: { label: 'Have other family members had similar difficulties or mental health problems?' },
    safety: {
      label:
        'Has your child talked about hurting themselves or not wanting to live, or have you noticed signs of this?',
      help: "If your child is in danger now, call 112 (999 in the UK) or go to the nearest emergency department; Calma's emergency resources page lists crisis lines in your country, including ones for children and young people. The therapist reads this questionnaire before the first appointment, not while you are filling it in, so they cannot reply straight away.",
      followUp: 'What have you noticed, and since when?',
    },
    child_knows: { label: 'What does your child know about coming here, and how do they feel about it?' },
    parent_phone: { label: 'Your phone number' },
    contact_preference: {
      label: 'How would you prefer the therapist to contact you?',
      options: { phone: 'Phone call', sms: 'Text message', email: 'Email', calma: 'Message in Calma' },
    },
  },
};

const de: TemplateWords<typeof shape> = {
  title: 'Anamnesebogen für Kinder und Jugendliche (für Eltern und Sorgeberechtigte)',
  sections: {
    child: {
      title: 'Zu Ihrem Kind',
      description:
        'Bitte füllen Sie diesen Fragebogen als Elternteil oder sorgeberechtigte Person aus. Ihre Antworten helfen der Therapeut:in, das Erstgespräch vorzubereiten; im Gespräch können Sie mehr erzählen.',
    },
    parents: { title: 'Sorgerecht und Einverständnis' },
    reason: { title: 'Ihr Anliegen' },
    development: { title: 'Entwicklung und Gesundheit' },
    school: { title: 'Schule' },
    family: { title: 'Familie' },
    safety_contact: { title: 'Sicherheit und Kontakt' },
  },
  questions: {
    child_name: { label: 'Name Ihres Kindes' },
    child_date_of_birth: { label: 'Geburtsdatum Ihres Kindes' },
    school: { label: 'Schule oder Kita und Klasse' },
    your_name: { label: 'Ihr Name' },
    relationship: {
      label: 'Ihre Beziehung zum Kind',
      options: {
        mother: 'Mutter',
        father: 'Vater',
        foster_parent: 'Pflegeelternteil',
        guardian: 'Vormund',
        other: 'Sonstiges',
      },
    },
    parental_responsibility: {
      label: 'Wer hat das Sorgerecht für Ihr Kind?',
      options: {
        both_parents: 'Beide Eltern gemeinsam',
        me_only: 'Nur ich',
        other_parent_only: 'Nur der andere Elternteil',
        guardian: 'Ein Vormund oder eine Stelle der Jugendhilfe',
        other: 'Eine andere Regelung',
      },
    },
    other_consent: {
      label: 'Wissen alle anderen Sorgeberechtigten von dieser Therapie, und sind sie einverstanden?',
      help: 'Oft müssen alle Sorgeberechtigten zustimmen, bevor die Therapie eines Kindes oder Jugendlichen beginnen kann. Die Therapeut:in bespricht mit Ihnen, was in Ihrer Situation gilt.',
      options: {
        agrees: 'Ja, sie sind einverstanden',
        not_asked: 'Sie wurden noch nicht gefragt',
        disagrees: 'Nein, sie sind nicht einverstanden',
        no_one_else: 'Außer mir hat niemand das Sorgerecht',
      },
    },
    custody_arrangements: {
      label:
        'Gibt es eine gerichtliche Entscheidung oder eine Vereinbarung zu Sorgerecht oder Umgang, von der die Therapeut:in wissen sollte?',
      followUp: 'Bitte beschreiben Sie sie kurz.',
    },
    reason: {
      label: 'Was macht Ihnen bei Ihrem Kind Sorgen, und weshalb suchen Sie gerade jetzt Hilfe?',
      help: 'Ein paar Sätze genügen. Im Gespräch können Sie mehr erzählen.',
    },
    areas: {
      label: 'Womit hat Ihr Kind derzeit Schwierigkeiten? Mehrere Antworten sind möglich.',
      options: {
        anxiety: 'Ängste und Sorgen',
        mood: 'Niedergeschlagenheit oder Traurigkeit',
        anger: 'Wut oder Wutausbrüche',
        attention: 'Konzentration oder Unruhe',
        social: 'Freundschaften und Umgang mit anderen',
        learning: 'Lernen',
        sleep: 'Schlaf',
        eating: 'Essen',
        toileting: 'Sauberkeit oder Einnässen',
        screens: 'Bildschirme, Computerspiele oder soziale Medien',
        other: 'Etwas anderes',
      },
    },
    duration: {
      label: 'Wie lange besteht das schon?',
      options: {
        under_month: 'Weniger als einen Monat',
        one_to_six_months: 'Einen bis sechs Monate',
        six_to_twelve_months: 'Sechs Monate bis ein Jahr',
        over_year: 'Länger als ein Jahr',
      },
    },
    impact: {
      label: 'Wie stark beeinträchtigt es den Alltag Ihres Kindes (zu Hause, in der Schule, im Freundeskreis)?',
      minLabel: 'Gar nicht',
      maxLabel: 'Sehr stark',
    },
    hopes: { label: 'Was soll nach der Therapie anders sein?' },
    early_years: {
      label: 'Gab es Besonderheiten in der Schwangerschaft, bei der Geburt oder in den ersten Lebensjahren?',
    },
    development: {
      label:
        'Gab es Auffälligkeiten in der Entwicklung Ihres Kindes, zum Beispiel beim Sprechen, bei der Bewegung oder beim Sauberwerden?',
      followUp: 'Welche, und wurde etwas unternommen?',
    },
    health: { label: 'Hat Ihr Kind körperliche Erkrankungen, Beschwerden oder Allergien?' },
    medication: {
      label: 'Nimmt Ihr Kind derzeit Medikamente ein?',
      followUp: 'Welche Medikamente, und in welcher Dosierung?',
    },
    assessments: {
      label:
        'Wurde Ihr Kind schon einmal untersucht oder getestet oder eine Diagnose gestellt, etwa in der Kinderarztpraxis, in einer psychologischen Praxis oder über die Schule?',
      followUp: 'Von wem, wann, und mit welchem Ergebnis?',
    },
    previous_help: {
      label: 'Hatte Ihr Kind schon einmal eine Therapie oder andere Unterstützung?',
      followUp: 'Wann, bei wem, und was hat geholfen?',
    },
    school_situation: {
      label: 'Wie kommt Ihr Kind in der Schule zurecht – mit dem Lernen und mit den Mitschüler:innen?',
    },
    school_support: {
      label: 'Bekommt Ihr Kind in der Schule zusätzliche Unterstützung?',
      followUp: 'Welche Unterstützung?',
    },
    school_contact_consent: {
      label: 'Wären Sie einverstanden, dass die Therapeut:in Kontakt mit der Schule aufnimmt, wenn das helfen könnte?',
      help: 'Das würde immer vorher mit Ihnen besprochen, und Sie können Ihr Einverständnis jederzeit zurücknehmen.',
    },
    household: {
      label:
        'Wer lebt im Haushalt Ihres Kindes? Bitte nennen Sie Vornamen, Alter und die Beziehung zu Ihrem Kind. Lebt Ihr Kind in zwei Haushalten, beschreiben Sie bitte beide.',
    },
    family_events: {
      label:
        'Gab es einschneidende Ereignisse in der Familie, etwa eine Trennung, einen Umzug, eine schwere Krankheit oder einen Todesfall?',
    },
    family_history: { label: 'Hatten andere in der Familie ähnliche Schwierigkeiten oder psychische Erkrankungen?' },
    safety: {
      label:
        'Hat Ihr Kind davon gesprochen, sich etwas anzutun oder nicht mehr leben zu wollen, oder haben Sie Anzeichen dafür bemerkt?',
      help: 'Wenn Ihr Kind jetzt in Gefahr ist, rufen Sie die 112 an (im Vereinigten Königreich die 999) oder gehen Sie in die nächste Notaufnahme; Krisentelefone in Ihrem Land, auch für Kinder und Jugendliche, finden Sie bei Calma unter „Hilfe im Notfall“. Die Therapeut:in liest diesen Fragebogen vor dem Erstgespräch, nicht während Sie ihn ausfüllen, und kann deshalb nicht sofort antworten.',
      followUp: 'Was haben Sie bemerkt, und seit wann?',
    },
    child_knows: { label: 'Was weiß Ihr Kind darüber, dass es hierherkommt, und wie steht es dazu?' },
    parent_phone: { label: 'Ihre Telefonnummer' },
    contact_preference: {
      label: 'Wie möchten Sie am liebsten kontaktiert werden?',
      options: { phone: 'Anruf', sms: 'SMS', email: 'E-Mail', calma: 'Nachricht in Calma' },
    },
  },
};

const nl: TemplateWords<typeof shape> = {
  title: 'Intakevragenlijst voor kinderen en jongeren (voor ouders en voogden)',
  sections: {
    child: {
      title: 'Over uw kind',
      description:
        'Vul deze vragenlijst in als ouder of voogd. Uw antwoorden helpen de therapeut om het eerste gesprek voor te bereiden; in het gesprek kunt u meer vertellen.',
    },
    parents: { title: 'Gezag en toestemming' },
    reason: { title: 'Uw hulpvraag' },
    development: { title: 'Ontwikkeling en gezondheid' },
    school: { title: 'School' },
    family: { title: 'Gezin en familie' },
    safety_contact: { title: 'Veiligheid en contact' },
  },
  questions: {
    child_name: { label: 'Naam van uw kind' },
    child_date_of_birth: { label: 'Geboortedatum van uw kind' },
    school: { label: 'School of kinderopvang, en groep of klas' },
    your_name: { label: 'Uw naam' },
    relationship: {
      label: 'Uw relatie tot het kind',
      options: {
        mother: 'Moeder',
        father: 'Vader',
        foster_parent: 'Pleegouder',
        guardian: 'Voogd',
        other: 'Anders',
      },
    },
    parental_responsibility: {
      label: 'Wie heeft het ouderlijk gezag over uw kind?',
      options: {
        both_parents: 'Beide ouders samen',
        me_only: 'Alleen ik',
        other_parent_only: 'Alleen de andere ouder',
        guardian: 'Een voogd of jeugdbescherming',
        other: 'Een andere regeling',
      },
    },
    other_consent: {
      label: 'Weten alle anderen die gezag hebben van deze therapie, en gaan zij ermee akkoord?',
      help: 'Vaak is toestemming nodig van iedereen die gezag heeft voordat de therapie van een kind of jongere kan beginnen. De therapeut bespreekt met u wat in uw situatie geldt.',
      options: {
        agrees: 'Ja, zij gaan akkoord',
        not_asked: 'Dat is nog niet gevraagd',
        disagrees: 'Nee, zij gaan niet akkoord',
        no_one_else: 'Niemand anders heeft gezag',
      },
    },
    custody_arrangements: {
      label: 'Is er een rechterlijke uitspraak of een afspraak over gezag of omgang waarvan de therapeut moet weten?',
      followUp: 'Wilt u die kort beschrijven?',
    },
    reason: {
      label: 'Waar maakt u zich zorgen over bij uw kind, en waarom zoekt u juist nu hulp?',
      help: 'Een paar zinnen is genoeg. In het gesprek kunt u meer vertellen.',
    },
    areas: {
      label: 'Waar heeft uw kind op dit moment moeite mee? U kunt meerdere antwoorden kiezen.',
      options: {
        anxiety: 'Angsten en zorgen',
        mood: 'Somberheid of verdriet',
        anger: 'Boosheid of woede-uitbarstingen',
        attention: 'Concentratie of onrust',
        social: 'Vriendschappen en omgaan met anderen',
        learning: 'Leren',
        sleep: 'Slapen',
        eating: 'Eten',
        toileting: 'Zindelijkheid of bedplassen',
        screens: 'Schermen, gamen of sociale media',
        other: 'Iets anders',
      },
    },
    duration: {
      label: 'Hoe lang speelt dit al?',
      options: {
        under_month: 'Korter dan een maand',
        one_to_six_months: 'Een tot zes maanden',
        six_to_twelve_months: 'Zes maanden tot een jaar',
        over_year: 'Langer dan een jaar',
      },
    },
    impact: {
      label: 'Hoeveel invloed heeft het op het dagelijks leven van uw kind (thuis, op school, met vrienden)?',
      minLabel: 'Helemaal niet',
      maxLabel: 'Heel veel',
    },
    hopes: { label: 'Wat zou er na de therapie anders moeten zijn?' },
    early_years: { label: 'Was er iets bijzonders tijdens de zwangerschap, de bevalling of de eerste levensjaren?' },
    development: {
      label: 'Waren er zorgen over de ontwikkeling van uw kind, bijvoorbeeld over praten, bewegen of zindelijk worden?',
      followUp: 'Welke, en is daar iets mee gedaan?',
    },
    health: { label: 'Heeft uw kind lichamelijke ziektes, klachten of allergieën?' },
    medication: {
      label: 'Gebruikt uw kind op dit moment medicijnen?',
      followUp: 'Welke medicijnen, en in welke dosering?',
    },
    assessments: {
      label:
        'Is uw kind eerder onderzocht of is er een diagnose gesteld, bijvoorbeeld door een kinderarts, een psycholoog of via school?',
      followUp: 'Door wie, wanneer, en wat kwam eruit?',
    },
    previous_help: {
      label: 'Heeft uw kind eerder therapie of andere hulp gehad?',
      followUp: 'Wanneer, bij wie, en wat hielp?',
    },
    school_situation: { label: 'Hoe gaat het met uw kind op school, met leren en met klasgenoten?' },
    school_support: {
      label: 'Krijgt uw kind extra ondersteuning op school?',
      followUp: 'Wat voor ondersteuning?',
    },
    school_contact_consent: {
      label: 'Vindt u het goed dat de therapeut contact opneemt met school als dat kan helpen?',
      help: 'Dit wordt altijd eerst met u besproken, en u kunt uw toestemming altijd intrekken.',
    },
    household: {
      label:
        'Wie wonen er in het huishouden van uw kind? Noem voornamen, leeftijden en de relatie tot uw kind. Woont uw kind in twee huishoudens, beschrijf dan beide.',
    },
    family_events: {
      label:
        'Zijn er ingrijpende gebeurtenissen geweest in het gezin, zoals een scheiding, een verhuizing, een ernstige ziekte of een overlijden?',
    },
    family_history: { label: 'Hebben andere familieleden vergelijkbare moeilijkheden of psychische problemen gehad?' },
    safety: {
      label:
        'Heeft uw kind gezegd zichzelf iets aan te willen doen of niet meer te willen leven, of hebt u daar signalen van gezien?',
      help: "Is uw kind nu in gevaar? Bel dan 112 (in het Verenigd Koninkrijk 999) of ga naar de dichtstbijzijnde spoedeisende hulp. Op de pagina 'Hulp in noodsituaties' van Calma vindt u crisislijnen in uw land, ook voor kinderen en jongeren. De therapeut leest deze vragenlijst vóór het eerste gesprek, niet terwijl u hem invult, en kan dus niet meteen reageren.",
      followUp: 'Wat hebt u gemerkt, en sinds wanneer?',
    },
    child_knows: { label: 'Wat weet uw kind over de afspraak hier, en wat vindt het ervan?' },
    parent_phone: { label: 'Uw telefoonnummer' },
    contact_preference: {
      label: 'Op welke manier wilt u het liefst bereikt worden?',
      options: { phone: 'Telefonisch', sms: 'Sms', email: 'E-mail', calma: 'Bericht via Calma' },
    },
  },
};

const es: TemplateWords<typeof shape> = {
  title: 'Cuestionario inicial para infancia y adolescencia (para padres, madres o tutores)',
  sections: {
    child: {
      title: 'Sobre su hijo o hija',
      description:
        'Rellene este cuestionario como madre, padre o tutor legal. Sus respuestas ayudan al terapeuta a preparar la primera cita; en ella podrá contar más.',
    },
    parents: { title: 'Patria potestad y consentimiento' },
    reason: { title: 'Motivo de consulta' },
    development: { title: 'Desarrollo y salud' },
    school: { title: 'Colegio' },
    family: { title: 'Familia' },
    safety_contact: { title: 'Seguridad y contacto' },
  },
  questions: {
    child_name: { label: 'Nombre de su hijo o hija' },
    child_date_of_birth: { label: 'Fecha de nacimiento de su hijo o hija' },
    school: { label: 'Colegio o escuela infantil, y curso' },
    your_name: { label: 'Su nombre' },
    relationship: {
      label: '¿Qué relación tiene con el niño o la niña?',
      options: {
        mother: 'Madre',
        father: 'Padre',
        foster_parent: 'Familia de acogida',
        guardian: 'Tutor legal',
        other: 'Otra',
      },
    },
    parental_responsibility: {
      label: '¿Quién tiene la patria potestad de su hijo o hija?',
      options: {
        both_parents: 'Ambos progenitores conjuntamente',
        me_only: 'Solo yo',
        other_parent_only: 'Solo el otro progenitor',
        guardian: 'Un tutor legal o los servicios de protección de menores',
        other: 'Otra situación',
      },
    },
    other_consent: {
      label: '¿Conocen esta terapia y están de acuerdo con ella las demás personas que tienen la patria potestad?',
      help: 'A menudo hace falta el consentimiento de todas las personas que tienen la patria potestad para iniciar la terapia de un niño, niña o adolescente. El terapeuta le explicará qué se aplica en su situación.',
      options: {
        agrees: 'Sí, están de acuerdo',
        not_asked: 'Todavía no se les ha preguntado',
        disagrees: 'No, no están de acuerdo',
        no_one_else: 'Nadie más tiene la patria potestad',
      },
    },
    custody_arrangements: {
      label:
        '¿Existe una resolución judicial o un convenio sobre la custodia o el régimen de visitas que el terapeuta deba conocer?',
      followUp: 'Descríbalo brevemente, por favor.',
    },
    reason: {
      label: '¿Qué le preocupa de su hijo o hija y por qué busca ayuda ahora?',
      help: 'Bastan unas frases. En la cita podrá contar más.',
    },
    areas: {
      label: '¿En cuáles de estos aspectos tiene dificultades ahora mismo? Puede marcar varias opciones.',
      options: {
        anxiety: 'Miedos y preocupaciones',
        mood: 'Tristeza o desánimo',
        anger: 'Enfado o rabietas',
        attention: 'Concentración o inquietud',
        social: 'Amistades y relación con los demás',
        learning: 'Aprendizaje',
        sleep: 'Sueño',
        eating: 'Alimentación',
        toileting: 'Control de esfínteres o pis en la cama',
        screens: 'Pantallas, videojuegos o redes sociales',
        other: 'Otra cosa',
      },
    },
    duration: {
      label: '¿Cuánto tiempo lleva ocurriendo?',
      options: {
        under_month: 'Menos de un mes',
        one_to_six_months: 'Entre uno y seis meses',
        six_to_twelve_months: 'Entre seis meses y un año',
        over_year: 'Más de un año',
      },
    },
    impact: {
      label: '¿Cuánto afecta a su vida diaria (en casa, en el colegio, con sus amistades)?',
      minLabel: 'Nada',
      maxLabel: 'Muchísimo',
    },
    hopes: { label: '¿Qué le gustaría que fuera distinto después de la terapia?' },
    early_years: { label: '¿Hubo algo destacable durante el embarazo, el parto o los primeros años de vida?' },
    development: {
      label:
        '¿Ha habido alguna preocupación sobre su desarrollo, por ejemplo en el habla, la motricidad o el control de esfínteres?',
      followUp: '¿Cuál y se hizo algo al respecto?',
    },
    health: { label: '¿Tiene alguna enfermedad, problema de salud física o alergia?' },
    medication: {
      label: '¿Toma actualmente alguna medicación?',
      followUp: '¿Qué medicación y en qué dosis?',
    },
    assessments: {
      label:
        '¿Le han hecho antes alguna evaluación o diagnóstico, por ejemplo en pediatría, en psicología o en el colegio?',
      followUp: '¿Quién, cuándo y con qué resultado?',
    },
    previous_help: {
      label: '¿Ha recibido antes terapia u otro tipo de apoyo?',
      followUp: '¿Cuándo, con quién y qué le ayudó?',
    },
    school_situation: { label: '¿Cómo le va en el colegio, con el aprendizaje y con sus compañeros?' },
    school_support: {
      label: '¿Recibe algún apoyo adicional en el colegio?',
      followUp: '¿Qué tipo de apoyo?',
    },
    school_contact_consent: {
      label: '¿Estaría de acuerdo en que el terapeuta contacte con el colegio si eso pudiera ayudar?',
      help: 'Siempre se hablaría antes con usted, y puede retirar su consentimiento en cualquier momento.',
    },
    household: {
      label:
        '¿Quién vive en el hogar de su hijo o hija? Indique nombres, edades y su relación con el niño o la niña. Si vive en dos hogares, describa ambos.',
    },
    family_events: {
      label:
        '¿Ha habido acontecimientos importantes en la familia, como una separación, una mudanza, una enfermedad grave o un fallecimiento?',
    },
    family_history: {
      label: '¿Otros miembros de la familia han tenido dificultades parecidas o problemas de salud mental?',
    },
    safety: {
      label: '¿Ha hablado su hijo o hija de hacerse daño o de no querer vivir, o ha notado usted señales de ello?',
      help: 'Si su hijo o hija está en peligro ahora mismo, llame al 112 (al 999 en el Reino Unido) o acuda al servicio de urgencias más cercano. En la página «Recursos de emergencia» de Calma encontrará líneas de ayuda en crisis de su país, también para niños, niñas y adolescentes. El terapeuta leerá este cuestionario antes de la primera cita, no mientras usted lo rellena, así que no podrá responderle de inmediato.',
      followUp: '¿Qué ha notado y desde cuándo?',
    },
    child_knows: { label: '¿Qué sabe su hijo o hija sobre venir aquí y qué le parece?' },
    parent_phone: { label: 'Su teléfono' },
    contact_preference: {
      label: '¿Cómo prefiere que nos pongamos en contacto con usted?',
      options: { phone: 'Llamada telefónica', sms: 'SMS', email: 'Correo electrónico', calma: 'Mensaje en Calma' },
    },
  },
};

const pt: TemplateWords<typeof shape> = {
  title: 'Questionário inicial para crianças e jovens (a preencher pelos pais ou representantes legais)',
  sections: {
    child: {
      title: 'Sobre a criança',
      description:
        'Este questionário deve ser preenchido por um dos pais ou por quem exerce as responsabilidades parentais. As suas respostas ajudam o terapeuta a preparar a primeira consulta; nessa altura poderá contar mais.',
    },
    parents: { title: 'Responsabilidades parentais e consentimento' },
    reason: { title: 'Motivo da consulta' },
    development: { title: 'Desenvolvimento e saúde' },
    school: { title: 'Escola' },
    family: { title: 'Família' },
    safety_contact: { title: 'Segurança e contactos' },
  },
  questions: {
    child_name: { label: 'Nome da criança' },
    child_date_of_birth: { label: 'Data de nascimento da criança' },
    school: { label: 'Escola ou jardim de infância, e ano de escolaridade' },
    your_name: { label: 'O seu nome' },
    relationship: {
      label: 'Qual é a sua relação com a criança?',
      options: {
        mother: 'Mãe',
        father: 'Pai',
        foster_parent: 'Família de acolhimento',
        guardian: 'Tutor legal',
        other: 'Outra',
      },
    },
    parental_responsibility: {
      label: 'Quem exerce as responsabilidades parentais?',
      options: {
        both_parents: 'Ambos os pais, em conjunto',
        me_only: 'Apenas eu',
        other_parent_only: 'Apenas o outro progenitor',
        guardian: 'Um tutor ou uma instituição de proteção de crianças',
        other: 'Outra situação',
      },
    },
    other_consent: {
      label:
        'As outras pessoas que exercem as responsabilidades parentais têm conhecimento desta terapia e concordam com ela?',
      help: 'Muitas vezes é necessário o consentimento de todas as pessoas que exercem as responsabilidades parentais antes de se iniciar a terapia de uma criança ou jovem. O terapeuta irá explicar-lhe o que se aplica à sua situação.',
      options: {
        agrees: 'Sim, concordam',
        not_asked: 'Ainda não foram consultadas',
        disagrees: 'Não, não concordam',
        no_one_else: 'Mais ninguém exerce as responsabilidades parentais',
      },
    },
    custody_arrangements: {
      label:
        'Existe alguma decisão do tribunal ou acordo sobre as responsabilidades parentais ou o regime de visitas que o terapeuta deva conhecer?',
      followUp: 'Descreva-o brevemente, por favor.',
    },
    reason: {
      label: 'Que preocupações tem em relação à criança, e o que o levou a procurar ajuda agora?',
      help: 'Bastam algumas frases. Na consulta poderá contar mais.',
    },
    areas: {
      label: 'Em quais destas áreas a criança tem dificuldades neste momento? Pode escolher várias opções.',
      options: {
        anxiety: 'Medos e preocupações',
        mood: 'Tristeza ou desânimo',
        anger: 'Raiva ou birras',
        attention: 'Concentração ou agitação',
        social: 'Amizades e relação com os outros',
        learning: 'Aprendizagem',
        sleep: 'Sono',
        eating: 'Alimentação',
        toileting: 'Controlo dos esfíncteres ou xixi na cama',
        screens: 'Ecrãs, videojogos ou redes sociais',
        other: 'Outra situação',
      },
    },
    duration: {
      label: 'Há quanto tempo dura esta situação?',
      options: {
        under_month: 'Menos de um mês',
        one_to_six_months: 'Entre um e seis meses',
        six_to_twelve_months: 'Entre seis meses e um ano',
        over_year: 'Mais de um ano',
      },
    },
    impact: {
      label: 'Quanto é que isto afeta o dia a dia da criança (em casa, na escola, com os amigos)?',
      minLabel: 'Nada',
      maxLabel: 'Muitíssimo',
    },
    hopes: { label: 'O que gostaria que fosse diferente depois da terapia?' },
    early_years: { label: 'Houve algo de relevante durante a gravidez, o parto ou os primeiros anos de vida?' },
    development: {
      label:
        'Houve alguma preocupação com o desenvolvimento da criança, por exemplo na fala, na motricidade ou no controlo dos esfíncteres?',
      followUp: 'Qual, e que medidas foram tomadas?',
    },
    health: { label: 'A criança tem alguma doença, problema de saúde física ou alergia?' },
    medication: {
      label: 'A criança toma atualmente alguma medicação?',
      followUp: 'Que medicação, e em que dose?',
    },
    assessments: {
      label:
        'A criança já foi avaliada ou teve algum diagnóstico, por exemplo pelo pediatra, por um psicólogo ou pela escola?',
      followUp: 'Por quem, quando, e com que resultado?',
    },
    previous_help: {
      label: 'A criança já teve terapia ou outro tipo de apoio?',
      followUp: 'Quando, com quem, e o que ajudou?',
    },
    school_situation: { label: 'Como corre a escola, tanto na aprendizagem como na relação com os colegas?' },
    school_support: {
      label: 'A criança tem algum apoio adicional na escola?',
      followUp: 'Que tipo de apoio?',
    },
    school_contact_consent: {
      label: 'Concorda que o terapeuta contacte a escola, se isso puder ajudar?',
      help: 'Isto seria sempre falado primeiro consigo, e pode retirar o seu consentimento a qualquer momento.',
    },
    household: {
      label:
        'Quem vive em casa da criança? Indique nomes próprios, idades e a relação com a criança. Se a criança vive em duas casas, descreva ambas.',
    },
    family_events: {
      label:
        'Houve acontecimentos marcantes na família, como uma separação, uma mudança de casa, uma doença grave ou uma morte?',
    },
    family_history: { label: 'Outros familiares tiveram dificuldades semelhantes ou problemas de saúde mental?' },
    safety: {
      label: 'Já ouviu a criança falar em magoar-se ou em não querer viver, ou notou sinais disso?',
      help: 'Se a criança estiver em perigo neste momento, ligue 112 (no Reino Unido, 999) ou dirija-se ao serviço de urgência mais próximo. Na página «Recursos de emergência» da Calma encontra linhas de apoio em crise do seu país, incluindo para crianças e jovens. O terapeuta lê este questionário antes da primeira consulta, e não enquanto o preenche, por isso não poderá responder-lhe de imediato.',
      followUp: 'O que notou, e desde quando?',
    },
    child_knows: { label: 'O que sabe a criança sobre vir cá, e o que pensa disso?' },
    parent_phone: { label: 'O seu número de telefone' },
    contact_preference: {
      label: 'Qual é a forma de contacto que prefere?',
      options: { phone: 'Chamada telefónica', sms: 'SMS', email: 'E-mail', calma: 'Mensagem na Calma' },
    },
  },
};

export const CHILD_INTAKE = localizedTemplate(shape, { en, de, nl, es, pt });
