// A submission as the form hands it to the device's queue (QueuedSubmissionInput): valid values
// and a few small media files, for the queue's unit tests and its e2e test.
import type { QueuedSubmissionInput } from '#app/components/submission/submission-input.ts';

export const QUEUED_VALUES: QueuedSubmissionInput['values'] = {
  firstName: 'María',
  lastName: 'Rodríguez',
  age: 24,
  gender: 'female',
  location: 'San Pedro de Macorís',
  languages: ['Spanish', 'English'],
  interests: ['Salsa', 'Travel'],
  aboutMe: 'Hola, soy María.',
  contactMethods: { whatsapp: '+1 809 555 0101', email: 'maria@example.org' },
  combinedAgreement: true,
  contactSharingConsent: true,
};

/** `count` files of `size` bytes each: photos (image/jpeg) unless a kind is given. */
export function queuedSubmission({ count = 2, size = 1024, kinds = [] as Array<'photo' | 'video'> } = {}): QueuedSubmissionInput {
  return {
    values: QUEUED_VALUES,
    media: Array.from({ length: count }, (_, index) => {
      const kind = kinds[index] ?? 'photo';
      const bytes = new Uint8Array(size).fill(index + 1).buffer;
      return {
        bytes,
        type: kind === 'photo' ? 'image/jpeg' : 'video/mp4',
        name: `file-${index}.${kind === 'photo' ? 'jpg' : 'mp4'}`,
        kind,
      };
    }),
    mainPhotoIndex: 0,
    language: 'es',
  };
}
