// Messaging limits the site states and the API enforces; the request and answer shapes are in ../schemas/messages.ts.

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;
/** How many messages one read of a thread returns; older ones follow page by page. */
export const MESSAGE_PAGE = 100;
/** The longest first message sent through a therapist's message widget, in characters. */
export const ENQUIRY_MAX_LENGTH = 2000;
