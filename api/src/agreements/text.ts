import { createHash } from 'node:crypto';

// What a client signs is the document's title and Markdown body exactly as the therapist wrote that
// version; its SHA-256 is kept with the version and again with each signature, so a signature can be
// checked against the text at any time (decision 038).

/** The signed text of a version: its title as a heading, a blank line, then its body. */
export const signedText = (title: string, body: string) => `# ${title}\n\n${body}`;

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const textHash = (title: string, body: string) => sha256Hex(signedText(title, body));
