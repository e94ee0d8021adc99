// The letter a person can send their employer to suggest Calma, in English as the typed source.
// Paragraphs are separated by a blank line; `{employer}`, `{hrName}`, `{sender}`, `{url}` (the
// for-companies page in the letter's language) and `{email}` (our partnerships address) are
// filled in. The subject is the email's (`recommendEmployer.subject` in mail/messages).

export const en = {
  greeting: 'Dear HR team,',
  greetingNamed: 'Dear {hrName},',
  body: [
    'I would like to suggest something that could make a real difference for all of us at {employer}: Calma, a platform that helps people find a verified therapist who speaks their language.',
    'Stress, anxiety and exhaustion catch up with many of us at some point. The hardest step is often the first one: knowing where to start, and finding someone you can talk to comfortably – especially for colleagues who live in a country whose language is not their own.',
    'What Calma offers an employer like ours:\n– Therapists whose qualification and professional registration have been checked, in person in Germany, the Netherlands, Portugal, Spain and the United Kingdom, or online\n– Search by the language a therapist works in, by topic and by location, in five languages\n– Short self-tests and a matching survey for anyone who is not sure what they need\n– Confidentiality by design: the company never learns who uses Calma, what they look for or whom they see',
    'Calma agrees with each organisation who can use it and how sessions are paid for, so it can be shaped to fit a team like ours.',
    'You can read how Calma works with companies here: {url}\nThe Calma team is happy to answer questions at {email}.',
    'I think this would be a valuable step for all of us, and I would be glad if you considered it.',
  ].join('\n\n'),
  signOff: 'Kind regards,\nA colleague at {employer}',
  signOffNamed: 'Kind regards,\n{sender}',
  forwardedNamed:
    '{sender} asked us to pass on the following suggestion to you. They wrote it with our help and read it before asking us to send it. We send it this once and do not add your address to any list:',
  forwardedAnonymous:
    'One of your employees asked us to pass on the following suggestion to you. They wrote it with our help and read it before asking us to send it. We send it this once and do not add your address to any list:',
} as const;

export type LetterKey = keyof typeof en;
