import { localizedTemplate, type TemplateShape, type TemplateWords } from '../template-shape.ts';

// A couple's first questionnaire, filled in by one partner. It asks whether they fill it in alone or
// together because the answer to the safety question means something different when the other
// partner is reading along; its help offers a conversation alone instead of writing about it here.

const shape = [
  {
    id: 'about_you',
    questions: [
      { id: 'your_name', kind: 'short_text', required: true },
      { id: 'partner_name', kind: 'short_text', required: true },
      { id: 'filling_in', kind: 'single_choice', required: false, options: ['alone', 'together'] },
      {
        id: 'together_for',
        kind: 'single_choice',
        required: false,
        options: ['under_one_year', 'one_to_three_years', 'three_to_ten_years', 'over_ten_years'],
      },
      { id: 'living_together', kind: 'yes_no', required: false },
      { id: 'children', kind: 'yes_no', required: false, followUp: { required: false } },
    ],
  },
  {
    id: 'reason',
    questions: [
      { id: 'reason', kind: 'long_text', required: true },
      {
        id: 'topics',
        kind: 'multiple_choice',
        required: false,
        options: [
          'communication',
          'conflict',
          'trust',
          'affair',
          'intimacy',
          'parenting',
          'family',
          'money',
          'household',
          'life_change',
          'future',
          'other',
        ],
      },
      { id: 'your_hopes', kind: 'long_text', required: false },
      { id: 'partner_hopes', kind: 'long_text', required: false },
    ],
  },
  {
    id: 'history',
    questions: [
      { id: 'previous_couples_therapy', kind: 'yes_no', required: false, followUp: { required: false } },
      { id: 'individual_therapy', kind: 'yes_no', required: false, followUp: { required: false } },
      { id: 'commitment', kind: 'scale', required: false, min: 0, max: 10 },
    ],
  },
  {
    id: 'safety',
    questions: [{ id: 'violence', kind: 'yes_no', required: true, followUp: { required: false } }],
  },
  {
    id: 'contact',
    questions: [
      { id: 'contact_preference', kind: 'single_choice', required: false, options: ['phone', 'sms', 'email', 'calma'] },
      { id: 'anything_else', kind: 'long_text', required: false },
    ],
  },
] as const satisfies TemplateShape;

const en: TemplateWords<typeof shape> = {
  title: 'Intake questionnaire for couples',
  sections: {
    about_you: {
      title: 'About the two of you',
      description: 'One of you fills in this questionnaire. In the sessions, your therapist will hear from you both.',
    },
    reason: { title: 'What brings you here' },
    history: { title: 'Your relationship so far' },
    safety: { title: 'Safety' },
    contact: { title: 'Contact' },
  },
  questions: {
    your_name: { label: 'Your name' },
    partner_name: { label: "Your partner's name" },
    filling_in: {
      label: 'Are you filling this in on your own or together with your partner?',
      options: { alone: 'On my own', together: 'Together with my partner' },
    },
    together_for: {
      label: 'How long have you been together?',
      options: {
        under_one_year: 'Less than a year',
        one_to_three_years: 'One to three years',
        three_to_ten_years: 'Three to ten years',
        over_ten_years: 'More than ten years',
      },
    },
    living_together: { label: 'Do you live together?' },
    children: {
      label: 'Do you have children, together or from earlier relationships?',
      followUp: 'How old are they, and who do they live with?',
    },
    reason: {
      label: 'What brings you to couples therapy at this point?',
      help: 'A few sentences are enough. You will both have the chance to tell your side.',
    },
    topics: {
      label: 'What would you like to work on? Choose all that apply.',
      options: {
        communication: 'Communication',
        conflict: 'Arguments and conflict',
        trust: 'Trust and jealousy',
        affair: 'An affair',
        intimacy: 'Intimacy and sex',
        parenting: 'Parenting',
        family: 'Family and in-laws',
        money: 'Money',
        household: 'Sharing household tasks',
        life_change: 'A big change (a move, an illness, a loss, a new baby)',
        future: 'Whether to stay together',
        other: 'Something else',
      },
    },
    your_hopes: { label: 'What do you hope will change through couples therapy?' },
    partner_hopes: { label: 'What do you think your partner hopes for?' },
    previous_couples_therapy: {
      label: 'Have you been to couples therapy together before?',
      followUp: 'When was it, and what helped or did not help?',
    },
    individual_therapy: {
      label: 'Is either of you in individual therapy at the moment?',
      followUp: 'Who, and what for, if you would like to say?',
    },
    commitment: {
      label: 'How committed do you feel to working on your relationship at the moment?',
      minLabel: 'I am thinking of ending it',
      maxLabel: 'Fully committed',
    },
    violence: {
      label:
        'Has there ever been violence in your relationship, such as hitting, pushing or threats, or has one of you controlled or frightened the other?',
      help: "If you are in danger, call 112 (999 in the UK). Calma's emergency resources page lists crisis lines in your country that you can call in confidence. Your therapist reads this questionnaire before the first session. If you would rather not write about this here, you can ask to speak to your therapist on your own.",
      followUp: 'If you feel able to, tell us what happened and when.',
    },
    contact_preference: {
      label: 'How would you prefer your therapist to contact you?',
      options: { phone: 'Phone call', sms: 'Text message', email: 'Email', calma: 'Message in Calma' },
    },
    anything_else: { label: 'Is there anything else you would like your therapist to know before you meet?' },
  },
};

const de: TemplateWords<typeof shape> = {
  title: 'Anamnesebogen für Paare',
  sections: {
    about_you: {
      title: 'Zu Ihnen beiden',
      description: 'Diesen Fragebogen füllt eine Person von Ihnen aus. In den Sitzungen kommen Sie beide zu Wort.',
    },
    reason: { title: 'Ihr Anliegen' },
    history: { title: 'Ihre Beziehung bisher' },
    safety: { title: 'Sicherheit' },
    contact: { title: 'Kontakt' },
  },
  questions: {
    your_name: { label: 'Ihr Name' },
    partner_name: { label: 'Name Ihrer Partner:in' },
    filling_in: {
      label: 'Füllen Sie den Fragebogen allein oder gemeinsam mit Ihrer Partner:in aus?',
      options: { alone: 'Allein', together: 'Gemeinsam mit meiner Partner:in' },
    },
    together_for: {
      label: 'Wie lange sind Sie schon ein Paar?',
      options: {
        under_one_year: 'Weniger als ein Jahr',
        one_to_three_years: 'Ein bis drei Jahre',
        three_to_ten_years: 'Drei bis zehn Jahre',
        over_ten_years: 'Mehr als zehn Jahre',
      },
    },
    living_together: { label: 'Leben Sie zusammen?' },
    children: {
      label: 'Haben Sie Kinder – gemeinsame oder aus früheren Beziehungen?',
      followUp: 'Wie alt sind sie, und bei wem leben sie?',
    },
    reason: {
      label: 'Was führt Sie gerade jetzt in die Paartherapie?',
      help: 'Ein paar Sätze genügen. Sie werden beide Gelegenheit haben, Ihre Sicht zu schildern.',
    },
    topics: {
      label: 'Woran möchten Sie arbeiten? Mehrere Antworten sind möglich.',
      options: {
        communication: 'Kommunikation',
        conflict: 'Streit und Konflikte',
        trust: 'Vertrauen und Eifersucht',
        affair: 'Eine Affäre',
        intimacy: 'Nähe und Sexualität',
        parenting: 'Erziehung',
        family: 'Herkunftsfamilien und Schwiegereltern',
        money: 'Geld',
        household: 'Aufteilung der Hausarbeit',
        life_change: 'Eine große Veränderung (Umzug, Krankheit, Verlust, ein Baby)',
        future: 'Ob wir zusammenbleiben',
        other: 'Etwas anderes',
      },
    },
    your_hopes: { label: 'Was erhoffen Sie sich von der Paartherapie?' },
    partner_hopes: { label: 'Was erhofft sich Ihrer Einschätzung nach Ihre Partner:in?' },
    previous_couples_therapy: {
      label: 'Waren Sie schon einmal gemeinsam in Paartherapie oder Paarberatung?',
      followUp: 'Wann war das, und was hat geholfen oder nicht geholfen?',
    },
    individual_therapy: {
      label: 'Ist jemand von Ihnen beiden derzeit in Einzeltherapie?',
      followUp: 'Wer, und – wenn Sie es sagen möchten – weshalb?',
    },
    commitment: {
      label: 'Wie sehr sind Sie derzeit bereit, an Ihrer Beziehung zu arbeiten?',
      minLabel: 'Ich denke an eine Trennung',
      maxLabel: 'Voll und ganz',
    },
    violence: {
      label:
        'Gab es in Ihrer Beziehung jemals Gewalt, etwa Schläge, Stoßen oder Drohungen, oder hat eine Person die andere kontrolliert oder eingeschüchtert?',
      help: 'Wenn Sie in Gefahr sind, rufen Sie die 112 an (im Vereinigten Königreich die 999). Unter „Hilfe im Notfall“ finden Sie bei Calma Krisentelefone in Ihrem Land, die Sie vertraulich anrufen können. Ihre Therapeut:in liest diesen Fragebogen vor dem Erstgespräch. Wenn Sie darüber lieber nicht hier schreiben möchten, können Sie um ein Gespräch allein mit Ihrer Therapeut:in bitten.',
      followUp: 'Wenn Sie können, beschreiben Sie, was passiert ist und wann.',
    },
    contact_preference: {
      label: 'Wie möchten Sie am liebsten kontaktiert werden?',
      options: { phone: 'Anruf', sms: 'SMS', email: 'E-Mail', calma: 'Nachricht in Calma' },
    },
    anything_else: { label: 'Gibt es noch etwas, das Ihre Therapeut:in vor dem Erstgespräch wissen sollte?' },
  },
};

const nl: TemplateWords<typeof shape> = {
  title: 'Intakevragenlijst voor relatietherapie',
  sections: {
    about_you: {
      title: 'Over u beiden',
      description: 'Een van u beiden vult deze vragenlijst in. In de gesprekken komt u allebei aan het woord.',
    },
    reason: { title: 'Uw hulpvraag' },
    history: { title: 'Uw relatie tot nu toe' },
    safety: { title: 'Veiligheid' },
    contact: { title: 'Contact' },
  },
  questions: {
    your_name: { label: 'Uw naam' },
    partner_name: { label: 'Naam van uw partner' },
    filling_in: {
      label: 'Vult u deze vragenlijst alleen in of samen met uw partner?',
      options: { alone: 'Alleen', together: 'Samen met mijn partner' },
    },
    together_for: {
      label: 'Hoe lang hebt u al een relatie met elkaar?',
      options: {
        under_one_year: 'Korter dan een jaar',
        one_to_three_years: 'Een tot drie jaar',
        three_to_ten_years: 'Drie tot tien jaar',
        over_ten_years: 'Langer dan tien jaar',
      },
    },
    living_together: { label: 'Woont u samen?' },
    children: {
      label: 'Hebt u kinderen, samen of uit een eerdere relatie?',
      followUp: 'Hoe oud zijn ze, en bij wie wonen ze?',
    },
    reason: {
      label: 'Waarom zoekt u juist nu relatietherapie?',
      help: 'Een paar zinnen is genoeg. U krijgt allebei de ruimte om uw kant van het verhaal te vertellen.',
    },
    topics: {
      label: 'Waaraan wilt u werken? U kunt meerdere antwoorden kiezen.',
      options: {
        communication: 'Communicatie',
        conflict: 'Ruzies en conflicten',
        trust: 'Vertrouwen en jaloezie',
        affair: 'Vreemdgaan',
        intimacy: 'Intimiteit en seksualiteit',
        parenting: 'Opvoeding',
        family: 'Familie en schoonfamilie',
        money: 'Geld',
        household: 'Verdeling van het huishouden',
        life_change: 'Een grote verandering (verhuizing, ziekte, verlies, een baby)',
        future: 'Of we samen verder willen',
        other: 'Iets anders',
      },
    },
    your_hopes: { label: 'Wat hoopt u dat er door de relatietherapie verandert?' },
    partner_hopes: { label: 'Wat denkt u dat uw partner hoopt?' },
    previous_couples_therapy: {
      label: 'Hebt u eerder samen relatietherapie gehad?',
      followUp: 'Wanneer was dat, en wat hielp wel of niet?',
    },
    individual_therapy: {
      label: 'Is een van u beiden op dit moment in individuele therapie?',
      followUp: 'Wie, en waarvoor, als u dat wilt vertellen?',
    },
    commitment: {
      label: 'Hoeveel wilt u op dit moment in uw relatie investeren?',
      minLabel: 'Ik overweeg uit elkaar te gaan',
      maxLabel: 'Volledig',
    },
    violence: {
      label:
        'Is er in uw relatie ooit geweld geweest, zoals slaan, duwen of dreigen, of heeft een van u de ander gecontroleerd of bang gemaakt?',
      help: "Bent u in gevaar? Bel dan 112 (in het Verenigd Koninkrijk 999). Op de pagina 'Hulp in noodsituaties' van Calma vindt u crisislijnen in uw land die u vertrouwelijk kunt bellen. Uw therapeut leest deze vragenlijst vóór het eerste gesprek. Schrijft u hier liever niet over? Dan kunt u vragen om een gesprek alleen met uw therapeut.",
      followUp: 'Als u dat kunt, vertel dan wat er is gebeurd en wanneer.',
    },
    contact_preference: {
      label: 'Op welke manier wilt u het liefst bereikt worden?',
      options: { phone: 'Telefonisch', sms: 'Sms', email: 'E-mail', calma: 'Bericht via Calma' },
    },
    anything_else: { label: 'Wilt u uw therapeut vóór het eerste gesprek nog iets laten weten?' },
  },
};

const es: TemplateWords<typeof shape> = {
  title: 'Cuestionario inicial para terapia de pareja',
  sections: {
    about_you: {
      title: 'Sobre ustedes',
      description:
        'Este cuestionario lo rellena uno de los dos miembros de la pareja. En las sesiones, ambos tendrán ocasión de hablar.',
    },
    reason: { title: 'Motivo de consulta' },
    history: { title: 'Su relación hasta ahora' },
    safety: { title: 'Seguridad' },
    contact: { title: 'Contacto' },
  },
  questions: {
    your_name: { label: 'Su nombre' },
    partner_name: { label: 'Nombre de su pareja' },
    filling_in: {
      label: '¿Rellena este cuestionario a solas o junto con su pareja?',
      options: { alone: 'A solas', together: 'Junto con mi pareja' },
    },
    together_for: {
      label: '¿Cuánto tiempo llevan como pareja?',
      options: {
        under_one_year: 'Menos de un año',
        one_to_three_years: 'Entre uno y tres años',
        three_to_ten_years: 'Entre tres y diez años',
        over_ten_years: 'Más de diez años',
      },
    },
    living_together: { label: '¿Conviven en el mismo domicilio?' },
    children: {
      label: '¿Tienen hijos, en común o de relaciones anteriores?',
      followUp: '¿Qué edad tienen y con quién viven?',
    },
    reason: {
      label: '¿Qué les lleva a buscar terapia de pareja en este momento?',
      help: 'Bastan unas frases. Los dos tendrán ocasión de contar su punto de vista.',
    },
    topics: {
      label: '¿En qué les gustaría trabajar? Puede marcar varias opciones.',
      options: {
        communication: 'Comunicación',
        conflict: 'Discusiones y conflictos',
        trust: 'Confianza y celos',
        affair: 'Una infidelidad',
        intimacy: 'Intimidad y sexualidad',
        parenting: 'Crianza de los hijos',
        family: 'Familias de origen y familia política',
        money: 'Dinero',
        household: 'Reparto de las tareas del hogar',
        life_change: 'Un cambio importante (mudanza, enfermedad, pérdida, un bebé)',
        future: 'Si continuar o no con la relación',
        other: 'Otro tema',
      },
    },
    your_hopes: { label: '¿Qué espera usted que cambie con la terapia de pareja?' },
    partner_hopes: { label: '¿Qué cree que espera su pareja?' },
    previous_couples_therapy: {
      label: '¿Han hecho antes terapia de pareja?',
      followUp: '¿Cuándo fue y qué les ayudó o no les ayudó?',
    },
    individual_therapy: {
      label: '¿Alguno de los dos está ahora en terapia individual?',
      followUp: '¿Quién y, si desea contarlo, por qué motivo?',
    },
    commitment: {
      label: '¿Cuánto compromiso siente ahora mismo con trabajar en su relación?',
      minLabel: 'Estoy pensando en dejar la relación',
      maxLabel: 'Compromiso total',
    },
    violence: {
      label:
        '¿Ha habido alguna vez violencia en su relación, como golpes, empujones o amenazas, o situaciones en las que uno de los dos controlara o atemorizara al otro?',
      help: 'Si está en peligro, llame al 112 (al 999 en el Reino Unido). En la página «Recursos de emergencia» de Calma encontrará líneas de ayuda en crisis de su país a las que puede llamar de forma confidencial. Su terapeuta leerá este cuestionario antes de la primera sesión. Si prefiere no escribir sobre esto aquí, puede pedir hablar a solas con su terapeuta.',
      followUp: 'Si se siente capaz, cuéntenos qué ocurrió y cuándo.',
    },
    contact_preference: {
      label: '¿Cómo prefiere que nos pongamos en contacto con usted?',
      options: { phone: 'Llamada telefónica', sms: 'SMS', email: 'Correo electrónico', calma: 'Mensaje en Calma' },
    },
    anything_else: { label: '¿Hay algo más que quiera que su terapeuta sepa antes de la primera sesión?' },
  },
};

const pt: TemplateWords<typeof shape> = {
  title: 'Questionário inicial para terapia de casal',
  sections: {
    about_you: {
      title: 'Sobre o casal',
      description:
        'Este questionário é preenchido por um dos membros do casal. Nas sessões, ambos terão oportunidade de falar.',
    },
    reason: { title: 'Motivo da consulta' },
    history: { title: 'A vossa relação até agora' },
    safety: { title: 'Segurança' },
    contact: { title: 'Contactos' },
  },
  questions: {
    your_name: { label: 'O seu nome' },
    partner_name: { label: 'Nome do seu companheiro ou da sua companheira' },
    filling_in: {
      label: 'Quem está a preencher este questionário?',
      options: { alone: 'Só eu', together: 'Os dois, em conjunto' },
    },
    together_for: {
      label: 'Há quanto tempo dura a vossa relação?',
      options: {
        under_one_year: 'Menos de um ano',
        one_to_three_years: 'Entre um e três anos',
        three_to_ten_years: 'Entre três e dez anos',
        over_ten_years: 'Mais de dez anos',
      },
    },
    living_together: { label: 'Vivem na mesma casa?' },
    children: {
      label: 'Têm filhos, em comum ou de relações anteriores?',
      followUp: 'Que idades têm e com quem vivem?',
    },
    reason: {
      label: 'O que vos leva a procurar terapia de casal neste momento?',
      help: 'Bastam algumas frases. Ambos terão oportunidade de contar a sua perspetiva.',
    },
    topics: {
      label: 'Em que gostariam de trabalhar? Pode escolher várias opções.',
      options: {
        communication: 'Comunicação',
        conflict: 'Discussões e conflitos',
        trust: 'Confiança e ciúmes',
        affair: 'Uma infidelidade',
        intimacy: 'Intimidade e sexualidade',
        parenting: 'Educação dos filhos',
        family: 'Famílias de origem e sogros',
        money: 'Dinheiro',
        household: 'Divisão das tarefas domésticas',
        life_change: 'Uma grande mudança (mudança de casa, doença, perda, um bebé)',
        future: 'Continuar ou não a relação',
        other: 'Outro assunto',
      },
    },
    your_hopes: { label: 'O que espera que mude com a terapia de casal?' },
    partner_hopes: { label: 'O que acha que o seu companheiro ou a sua companheira espera?' },
    previous_couples_therapy: {
      label: 'Já fizeram terapia de casal?',
      followUp: 'Quando foi, e o que ajudou ou não ajudou?',
    },
    individual_therapy: {
      label: 'Algum dos dois está atualmente em terapia individual?',
      followUp: 'Quem, e por que motivo, se o quiser partilhar?',
    },
    commitment: {
      label: 'Neste momento, qual é o seu grau de empenho em trabalhar a relação?',
      minLabel: 'Estou a pensar terminar a relação',
      maxLabel: 'Empenho total',
    },
    violence: {
      label:
        'Já houve alguma vez violência na vossa relação, como agressões, empurrões ou ameaças, ou situações em que um dos dois controlou ou intimidou o outro?',
      help: 'Se estiver em perigo, ligue 112 (no Reino Unido, 999). Na página «Recursos de emergência» da Calma encontra linhas de apoio em crise do seu país, para as quais pode ligar de forma confidencial. O seu terapeuta lê este questionário antes da primeira sessão. Se preferir não escrever sobre isto aqui, pode pedir para falar a sós com o seu terapeuta.',
      followUp: 'Se se sentir capaz, conte-nos o que aconteceu e quando.',
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

export const COUPLES_INTAKE = localizedTemplate(shape, { en, de, nl, es, pt });
