import type { LetterKey } from './en.ts';

// Nach der Anrede mit Komma geht es klein weiter, wie in einem deutschen Brief üblich.
export const de: Record<LetterKey, string> = {
  greeting: 'Liebes Personalteam,',
  greetingNamed: 'Guten Tag {hrName},',
  body: [
    'ich möchte Ihnen etwas vorschlagen, das für uns alle bei {employer} einen echten Unterschied machen könnte: Calma, eine Plattform, über die Menschen geprüfte Therapeut:innen finden, die ihre Sprache sprechen.',
    'Stress, Ängste und Erschöpfung holen viele von uns irgendwann ein. Am schwersten ist oft der erste Schritt: zu wissen, wo man anfangen soll, und jemanden zu finden, mit dem man offen reden kann – besonders für Kolleg:innen, die in einem Land leben, dessen Sprache nicht ihre eigene ist.',
    'Was Calma einem Arbeitgeber wie uns bietet:\n– Therapeut:innen, deren Qualifikation und Berufszulassung geprüft sind – vor Ort in Deutschland, den Niederlanden, Portugal, Spanien und dem Vereinigten Königreich oder online\n– Suche nach der Sprache, in der jemand therapeutisch arbeitet, nach Thema und nach Ort, in fünf Sprachen\n– Kurze Selbsttests und einen Fragebogen, der passende Therapeut:innen vorschlägt, für alle, die noch nicht wissen, was sie brauchen\n– Vertraulichkeit von Grund auf: Das Unternehmen erfährt nie, wer Calma nutzt, wonach jemand sucht oder bei wem jemand in Behandlung ist',
    'Calma vereinbart mit jeder Organisation, wer das Angebot nutzen kann und wie die Sitzungen bezahlt werden. Es lässt sich also gut auf ein Team wie unseres zuschneiden.',
    'Wie Calma mit Unternehmen zusammenarbeitet, steht hier: {url}\nFragen beantwortet das Calma-Team gern unter {email}.',
    'Ich glaube, das wäre ein wertvoller Schritt für uns alle, und würde mich freuen, wenn Sie den Vorschlag prüfen.',
  ].join('\n\n'),
  signOff: 'Viele Grüße\nEin Teammitglied von {employer}',
  signOffNamed: 'Viele Grüße\n{sender}',
  forwardedNamed:
    '{sender} hat uns gebeten, Ihnen den folgenden Vorschlag weiterzuleiten. Der Text ist mit unserer Hilfe entstanden und wurde vor dem Absenden gelesen und bestätigt. Wir schicken ihn dieses eine Mal und nehmen Ihre Adresse in keine Liste auf:',
  forwardedAnonymous:
    'Eine Person aus Ihrem Unternehmen hat uns gebeten, Ihnen den folgenden Vorschlag weiterzuleiten. Der Text ist mit unserer Hilfe entstanden und wurde vor dem Absenden gelesen und bestätigt. Wir schicken ihn dieses eine Mal und nehmen Ihre Adresse in keine Liste auf:',
};
