import type { Locale } from '../contract/locales.ts';
import type { AgreementKind } from '../db/schema.ts';

// Starting texts a therapist copies and edits, in every locale (decision 038). They speak of "the
// practice" and "your therapist" so that they read correctly before the therapist names anything;
// what varies by country (fees, notice, the supervisory authority) is said in general terms for the
// therapist to make precise.

export const TEMPLATE_KINDS = [
  'treatment',
  'privacy',
  'online_consent',
  'cancellation',
] as const satisfies readonly AgreementKind[];
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface AgreementTemplate {
  title: string;
  body: string;
}

const en: Record<TemplateKind, AgreementTemplate> = {
  treatment: {
    title: 'Treatment agreement',
    body: `## What we agree
Your therapist offers psychotherapy or counselling sessions to help with the concerns you bring. Together you set goals and review them regularly. You may end therapy at any time.

## Sessions and fees
Sessions last as long as the service you booked says. The fee for each session is the one shown when you booked; invoices are sent after each session or once a month.

## Confidentiality
What you share stays between you and your therapist. The exceptions are a serious and immediate risk to your life or someone else's, and cases where the law requires disclosure. Your therapist will talk to you first wherever possible.

## Emergencies
Therapy is not an emergency service. In a crisis, call your local emergency number or go to the nearest emergency department.`,
  },
  privacy: {
    title: 'Privacy notice',
    body: `## Who is responsible
The practice is responsible for the personal data it keeps about you. Calma hosts the practice's records on its behalf.

## What is kept and why
Your contact details, appointments, invoices, the answers you give before therapy and your therapist's session notes. They are kept to provide your treatment, to bill for it and to meet professional record-keeping duties.

## How long
Clinical records are kept for the period the law and professional rules require, then deleted.

## Your rights
You may ask to see, correct or receive a copy of your data, and to limit or object to its use. You may complain to your data protection authority.`,
  },
  online_consent: {
    title: 'Consent to online sessions',
    body: `## How online sessions work
Online sessions take place by video through Calma. The connection is encrypted; nothing is recorded.

## What you agree to
- Join from a private, quiet place where no one can overhear you.
- Do not record the session.
- If the connection fails, your therapist will try to reach you by phone or message.

## Limits
Online therapy may not suit every situation. If your therapist thinks meeting in person would serve you better, they will tell you.`,
  },
  cancellation: {
    title: 'Cancellation and no-show policy',
    body: `## Cancelling
You can cancel or move a session free of charge up to the notice period shown when you booked.

## Late cancellations and missed sessions
A session cancelled later, or missed without notice, may be charged in full, because the time was reserved for you.

## Exceptions
Sudden illness or an emergency is handled with understanding; please let your therapist know as soon as you can.`,
  },
};

const de: Record<TemplateKind, AgreementTemplate> = {
  treatment: {
    title: 'Behandlungsvertrag',
    body: `## Was wir vereinbaren
Ihre Therapeut:in bietet Ihnen psychotherapeutische oder beratende Sitzungen zu den Anliegen an, die Sie mitbringen. Gemeinsam legen Sie Ziele fest und überprüfen sie regelmäßig. Sie können die Therapie jederzeit beenden.

## Sitzungen und Honorar
Eine Sitzung dauert so lange, wie es die gebuchte Leistung angibt. Es gilt das bei der Buchung angezeigte Honorar; Rechnungen kommen nach jeder Sitzung oder einmal im Monat.

## Schweigepflicht
Was Sie erzählen, bleibt zwischen Ihnen und Ihrer Therapeut:in. Ausnahmen sind eine ernste, unmittelbare Gefahr für Ihr Leben oder das anderer sowie gesetzliche Offenbarungspflichten. Wo immer möglich, wird vorher mit Ihnen gesprochen.

## Notfälle
Therapie ist kein Notdienst. In einer Krise wählen Sie die 112 oder wenden sich an die nächste Notaufnahme.`,
  },
  privacy: {
    title: 'Datenschutzhinweise',
    body: `## Verantwortlich
Verantwortlich für Ihre personenbezogenen Daten ist die Praxis. Calma speichert die Unterlagen der Praxis in deren Auftrag.

## Was gespeichert wird und wozu
Ihre Kontaktdaten, Termine, Rechnungen, Ihre Angaben vor Beginn der Therapie und die Sitzungsnotizen. Sie dienen Ihrer Behandlung, der Abrechnung und der gesetzlichen Dokumentationspflicht.

## Wie lange
Behandlungsunterlagen werden so lange aufbewahrt, wie Gesetz und Berufsordnung es verlangen, und danach gelöscht.

## Ihre Rechte
Sie können Auskunft, Berichtigung, Einschränkung und eine Kopie Ihrer Daten verlangen und der Verarbeitung widersprechen. Sie können sich bei der zuständigen Datenschutzaufsicht beschweren.`,
  },
  online_consent: {
    title: 'Einwilligung in Online-Sitzungen',
    body: `## So laufen Online-Sitzungen ab
Online-Sitzungen finden per Video über Calma statt. Die Verbindung ist verschlüsselt; es wird nichts aufgezeichnet.

## Was Sie zusagen
- Sie nehmen von einem ruhigen, ungestörten Ort aus teil, an dem niemand mithört.
- Sie zeichnen die Sitzung nicht auf.
- Bricht die Verbindung ab, versucht Ihre Therapeut:in, Sie telefonisch oder per Nachricht zu erreichen.

## Grenzen
Online-Therapie passt nicht zu jeder Situation. Wäre ein Treffen vor Ort besser für Sie, wird man es Ihnen sagen.`,
  },
  cancellation: {
    title: 'Absage- und Ausfallregelung',
    body: `## Absagen
Bis zur bei der Buchung angezeigten Frist können Sie eine Sitzung kostenfrei absagen oder verschieben.

## Späte Absagen und versäumte Termine
Eine später abgesagte oder ohne Nachricht versäumte Sitzung kann voll berechnet werden, weil die Zeit für Sie reserviert war.

## Ausnahmen
Bei plötzlicher Krankheit oder einem Notfall wird eine verständnisvolle Lösung gefunden; bitte melden Sie sich so früh wie möglich.`,
  },
};

const nl: Record<TemplateKind, AgreementTemplate> = {
  treatment: {
    title: 'Behandelovereenkomst',
    body: `## Wat we afspreken
Je therapeut biedt psychotherapie of begeleiding bij de klachten waarmee je komt. Samen stel je doelen op en bespreek je die regelmatig. Je kunt de therapie op elk moment beëindigen.

## Sessies en tarief
Een sessie duurt zo lang als de geboekte dienst aangeeft. Het tarief is het bedrag dat bij het boeken werd getoond; facturen volgen na elke sessie of eens per maand.

## Geheimhouding
Wat je vertelt, blijft tussen jou en je therapeut. Uitzonderingen zijn een ernstig en direct gevaar voor jouw leven of dat van een ander, en situaties waarin de wet melding verplicht stelt. Waar het kan, bespreekt je therapeut dit eerst met jou.

## Noodsituaties
Therapie is geen spoedhulp. Bel in een crisis 112 of ga naar de dichtstbijzijnde spoedeisende hulp.`,
  },
  privacy: {
    title: 'Privacyverklaring',
    body: `## Wie is verantwoordelijk
De praktijk is verantwoordelijk voor de persoonsgegevens die zij over jou bewaart. Calma host het dossier van de praktijk in haar opdracht.

## Wat we bewaren en waarom
Je contactgegevens, afspraken, facturen, je antwoorden vóór de therapie en de sessieaantekeningen van je therapeut. Ze dienen voor je behandeling, de facturering en de wettelijke dossierplicht.

## Hoe lang
Het behandeldossier wordt bewaard zolang de wet en de beroepsregels dat voorschrijven en daarna verwijderd.

## Je rechten
Je kunt je gegevens inzien, laten corrigeren, een kopie vragen, het gebruik laten beperken of bezwaar maken. Je kunt een klacht indienen bij de Autoriteit Persoonsgegevens of de toezichthouder in jouw land.`,
  },
  online_consent: {
    title: 'Toestemming voor online sessies',
    body: `## Hoe online sessies werken
Online sessies verlopen via video in Calma. De verbinding is versleuteld; er wordt niets opgenomen.

## Wat je toezegt
- Je neemt deel vanaf een rustige plek waar niemand kan meeluisteren.
- Je neemt de sessie niet op.
- Valt de verbinding weg, dan probeert je therapeut je telefonisch of via een bericht te bereiken.

## Grenzen
Online therapie past niet bij elke situatie. Als je therapeut denkt dat afspreken in de praktijk beter voor je is, hoor je dat.`,
  },
  cancellation: {
    title: 'Annulerings- en no-showbeleid',
    body: `## Annuleren
Je kunt een sessie kosteloos annuleren of verzetten tot de termijn die bij het boeken werd getoond.

## Late annulering en niet verschijnen
Een sessie die later wordt geannuleerd of zonder bericht wordt gemist, kan volledig in rekening worden gebracht, omdat de tijd voor jou was gereserveerd.

## Uitzonderingen
Bij plotselinge ziekte of een noodgeval zoeken we samen een redelijke oplossing; laat het je therapeut zo snel mogelijk weten.`,
  },
};

const es: Record<TemplateKind, AgreementTemplate> = {
  treatment: {
    title: 'Acuerdo de tratamiento',
    body: `## Lo que acordamos
Tu terapeuta te ofrece sesiones de psicoterapia o asesoramiento para los motivos por los que consultas. Juntos fijáis objetivos y los revisáis con regularidad. Puedes terminar la terapia cuando quieras.

## Sesiones y honorarios
Cada sesión dura lo que indica el servicio reservado. Se aplica el precio que se mostró al reservar; las facturas se envían tras cada sesión o una vez al mes.

## Confidencialidad
Lo que compartes queda entre tú y tu terapeuta. Las excepciones son un riesgo grave e inmediato para tu vida o la de otra persona, y los casos en que la ley obliga a comunicarlo. Siempre que sea posible, tu terapeuta lo hablará antes contigo.

## Urgencias
La terapia no es un servicio de urgencias. En una crisis, llama al 112 o acude al servicio de urgencias más cercano.`,
  },
  privacy: {
    title: 'Aviso de privacidad',
    body: `## Responsable
La consulta es la responsable de los datos personales que guarda sobre ti. Calma aloja los registros de la consulta por encargo suyo.

## Qué se guarda y para qué
Tus datos de contacto, citas, facturas, las respuestas que das antes de empezar y las notas de sesión de tu terapeuta. Sirven para tu tratamiento, su facturación y el deber legal de documentación clínica.

## Durante cuánto tiempo
La historia clínica se conserva el tiempo que exigen la ley y las normas profesionales, y después se elimina.

## Tus derechos
Puedes acceder a tus datos, rectificarlos, pedir una copia, limitar su uso u oponerte a él. También puedes reclamar ante la autoridad de protección de datos.`,
  },
  online_consent: {
    title: 'Consentimiento para sesiones en línea',
    body: `## Cómo funcionan las sesiones en línea
Las sesiones en línea son por videollamada a través de Calma. La conexión está cifrada y no se graba nada.

## A qué te comprometes
- Conectarte desde un lugar tranquilo y privado donde nadie pueda oírte.
- No grabar la sesión.
- Si se corta la conexión, tu terapeuta intentará contactarte por teléfono o mensaje.

## Límites
La terapia en línea no es adecuada para todas las situaciones. Si tu terapeuta cree que te conviene más verse en persona, te lo dirá.`,
  },
  cancellation: {
    title: 'Política de cancelación y ausencias',
    body: `## Cancelar
Puedes cancelar o cambiar una sesión sin coste hasta el plazo que se mostró al reservar.

## Cancelaciones tardías y ausencias
Una sesión cancelada más tarde, o a la que no acudes sin avisar, puede cobrarse entera, porque ese tiempo estaba reservado para ti.

## Excepciones
Ante una enfermedad repentina o una urgencia se buscará una solución comprensiva; avisa a tu terapeuta en cuanto puedas.`,
  },
};

const pt: Record<TemplateKind, AgreementTemplate> = {
  treatment: {
    title: 'Acordo de tratamento',
    body: `## O que acordamos
O seu terapeuta oferece sessões de psicoterapia ou aconselhamento para as questões que traz. Juntos definem objetivos e revêem-nos regularmente. Pode terminar a terapia a qualquer momento.

## Sessões e honorários
Cada sessão dura o que indica o serviço marcado. Aplica-se o valor apresentado na marcação; as faturas são enviadas após cada sessão ou uma vez por mês.

## Confidencialidade
O que partilha fica entre si e o seu terapeuta. As exceções são um risco grave e imediato para a sua vida ou a de outra pessoa, e os casos em que a lei obriga a comunicar. Sempre que possível, o seu terapeuta falará primeiro consigo.

## Emergências
A terapia não é um serviço de emergência. Numa crise, ligue 112 ou dirija-se à urgência mais próxima.`,
  },
  privacy: {
    title: 'Aviso de privacidade',
    body: `## Responsável
O consultório é responsável pelos dados pessoais que guarda sobre si. A Calma aloja os registos do consultório por conta deste.

## O que se guarda e para quê
Os seus contactos, marcações, faturas, as respostas que dá antes de começar e as notas de sessão do seu terapeuta. Servem o seu tratamento, a faturação e o dever legal de registo clínico.

## Durante quanto tempo
O processo clínico é conservado durante o prazo exigido pela lei e pelas regras profissionais, sendo depois eliminado.

## Os seus direitos
Pode aceder aos seus dados, retificá-los, pedir uma cópia, limitar a sua utilização ou opor-se a ela. Pode apresentar queixa à autoridade de proteção de dados.`,
  },
  online_consent: {
    title: 'Consentimento para sessões online',
    body: `## Como funcionam as sessões online
As sessões online decorrem por videochamada através da Calma. A ligação é cifrada e nada é gravado.

## O que se compromete a fazer
- Participar a partir de um local calmo e privado, onde ninguém o possa ouvir.
- Não gravar a sessão.
- Se a ligação falhar, o seu terapeuta tentará contactá-lo por telefone ou mensagem.

## Limites
A terapia online não é adequada a todas as situações. Se o seu terapeuta achar que uma sessão presencial o serve melhor, dir-lho-á.`,
  },
  cancellation: {
    title: 'Política de cancelamento e faltas',
    body: `## Cancelar
Pode cancelar ou remarcar uma sessão sem custos até ao prazo indicado na marcação.

## Cancelamentos tardios e faltas
Uma sessão cancelada mais tarde, ou à qual falte sem aviso, pode ser cobrada na totalidade, porque esse tempo estava reservado para si.

## Exceções
Em caso de doença súbita ou emergência, procura-se uma solução compreensiva; avise o seu terapeuta o mais cedo possível.`,
  },
};

export const AGREEMENT_TEMPLATES: Readonly<Record<Locale, Record<TemplateKind, AgreementTemplate>>> = {
  en,
  de,
  nl,
  es,
  pt,
};
