// The fields of the submission form's Personal Information and Profile Details, and its media.
// Option labels are translated; the stored values stay the lists' English words (cities and
// heights read the same everywhere).
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '#app/components/forms/form-choices.tsx';
import { type Option, SelectField, TextAreaField, TextField, useShownError } from '#app/components/forms/form-fields.tsx';
import { FieldGrid } from '#app/components/forms/form-section.tsx';
import {
  ABOUT_ME_MAX,
  AGE_DEFAULT,
  AGE_MAX,
  AGE_MIN,
  APPEARANCES,
  BODY_TYPES,
  CHILDREN,
  CITIES,
  DRINKING,
  EDUCATION,
  ETHNICITIES,
  GENDERS,
  HEIGHTS,
  INTERESTS,
  LOOKING_FOR,
  NAME_MAX,
  OCCUPATIONS,
  type OptionGroup,
  PERSONALITY_TAGS,
  RELATIONSHIP_STATUSES,
  RELIGIONS,
  SMOKING,
  SPOKEN_LANGUAGES,
} from '#contract/submission.schema.ts';
import { MediaPicker } from './media-picker.tsx';
import type { PickedMedia, SubmissionFormValues } from './submission-values.ts';

function useOptions() {
  const { t } = useTranslation();
  return (group: OptionGroup, values: readonly string[]): Option[] =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}` as never) as string }));
}

const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export function PersonalFields() {
  const { t } = useTranslation();
  const options = useOptions();
  const choose = t('submission.fields.choose');
  return (
    <FieldGrid>
      <TextField name="firstName" label={t('submission.fields.firstName')} required autoComplete="given-name" maxLength={NAME_MAX} />
      <TextField name="lastName" label={t('submission.fields.lastName')} autoComplete="family-name" maxLength={NAME_MAX} />
      <TextField
        name="age"
        label={t('submission.fields.age')}
        required
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        step={1}
        placeholder={String(AGE_DEFAULT)}
      />
      <SelectField name="gender" label={t('submission.fields.gender')} required placeholder={choose} options={options('gender', GENDERS)} />
      <SelectField name="height" label={t('submission.fields.height')} placeholder={choose} options={plain(HEIGHTS)} />
      <SelectField name="location" label={t('submission.fields.location')} required placeholder={choose} options={plain(CITIES)} />
    </FieldGrid>
  );
}

/** The lists chosen from one option of each. */
const DETAIL_LISTS = [
  ['education', EDUCATION],
  ['occupation', OCCUPATIONS],
  ['relationshipStatus', RELATIONSHIP_STATUSES],
  ['smoking', SMOKING],
  ['drinking', DRINKING],
  ['bodyType', BODY_TYPES],
  ['appearance', APPEARANCES],
  ['ethnicity', ETHNICITIES],
  ['religion', RELIGIONS],
] as const satisfies readonly (readonly [OptionGroup & keyof SubmissionFormValues, readonly string[]])[];

/** The lists chosen from several options of each; interests are many and short. */
const DETAIL_CHOICES = [
  ['languages', SPOKEN_LANGUAGES],
  ['children', CHILDREN],
  ['lookingFor', LOOKING_FOR],
  ['interests', INTERESTS],
  ['personalityTags', PERSONALITY_TAGS],
] as const satisfies readonly (readonly [OptionGroup & keyof SubmissionFormValues, readonly string[]])[];

export function DetailFields() {
  const { t } = useTranslation();
  const options = useOptions();
  return (
    <>
      <FieldGrid>
        {DETAIL_LISTS.map(([name, list]) => (
          <SelectField
            key={name}
            name={name}
            label={t(`submission.fields.${name}`)}
            placeholder={t('submission.fields.choose')}
            options={options(name, list)}
          />
        ))}
      </FieldGrid>
      {DETAIL_CHOICES.map(([name, list]) => (
        <CheckboxGroup
          key={name}
          name={name}
          legend={t(`submission.fields.${name}`)}
          options={options(name, list)}
          columns={name === 'interests'}
        />
      ))}
      <TextAreaField
        name="aboutMe"
        label={t('submission.fields.aboutMe')}
        hint={t('submission.fields.aboutMeHint')}
        maxLength={ABOUT_ME_MAX}
      />
    </>
  );
}

export function MediaField({ progress }: { progress?: Readonly<Record<number, number>> }) {
  const { values, setFieldValue, isSubmitting } = useFormikContext<SubmissionFormValues>();
  const error = useShownError('media');
  const setMedia = (media: PickedMedia[]) => void setFieldValue('media', media);
  return (
    <MediaPicker
      media={values.media}
      mainPhotoId={values.mainPhotoId}
      onAdd={(added) => setMedia([...values.media, ...added])}
      onRemove={(id) => {
        setMedia(values.media.filter((item) => item.id !== id));
        if (values.mainPhotoId === id) void setFieldValue('mainPhotoId', '');
      }}
      onMainPhoto={(id) => void setFieldValue('mainPhotoId', id)}
      progress={progress}
      error={error}
      disabled={isSubmitting}
    />
  );
}
