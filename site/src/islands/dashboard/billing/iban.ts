import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

// The IBAN as the receipts settings show and check it. The API checks it again and stores it compact.

/** An IBAN as printed: capitals in groups of four ("DE89 3704 0044 0532 0130 00"), whatever was typed. */
export const ibanDisplay = (text: string): string => friendlyFormatIBAN(text.replace(/[^A-Za-z0-9]/g, '')) ?? '';

/** Whether what was typed is an IBAN whose country, length and check digits are right; empty is not. */
export const ibanValid = (text: string): boolean => {
  const compact = electronicFormatIBAN(text.replace(/[^A-Za-z0-9]/g, ''));
  return compact !== null && compact !== '' && isValidIBAN(compact);
};
