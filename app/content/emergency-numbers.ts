// The emergency numbers the Safety page shows in each language (911, and 112
// on the German page). 911 is the number in the Dominican Republic, where meetings happen, and
// in North America; 112 is Germany's (and the whole EU's). The Report page has its own list.
import type { Language } from '#app/i18n/language.ts';

export type EmergencyNumber = '911' | '112';

export const SAFETY_EMERGENCY_NUMBERS: Readonly<Record<Language, readonly EmergencyNumber[]>> = {
  en: ['911'],
  es: ['911'],
  it: ['911'],
  de: ['112', '911'],
  nl: ['911'],
  pt: ['911'],
};
