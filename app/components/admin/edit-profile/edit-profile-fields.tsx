// The sections of fields on the edit page, in the order of the page: personal, professional,
// physical, attributes, languages and interests, about her, (media,) contact, status. Stored
// values stay the English words of the lists; the labels are the storefront's translated option
// labels where the list has them (cities and heights read the same everywhere). A stored value
// that is not in its list (data from elsewhere) is kept as a choice of its own.
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, CheckboxGroup } from '#app/components/forms/form-choices.tsx';
import { type Option, SelectField, TextAreaField, TextField } from '#app/components/forms/form-fields.tsx';
import { FieldGrid, FormSection, FullWidth } from '#app/components/forms/form-section.tsx';
import { i18n } from '#app/i18n/i18n.ts';
import {
  ADMIN_CHILDREN,
  ADMIN_CONTACT_CHANNELS,
  ADMIN_EDUCATION,
  ADMIN_HEIGHTS,
  CONTACT_FIELDS,
  PROFILE_STATUSES,
} from '#contract/admin-profile.schema.ts';
import {
  APPEARANCES,
  BODY_TYPES,
  CITIES,
  DRINKING,
  ETHNICITIES,
  GENDERS,
  OCCUPATIONS,
  PERSONALITY_TAGS,
  RELATIONSHIP_STATUSES,
  RELIGIONS,
  SMOKING,
} from '#contract/profile-options.ts';
import type { EditFormValues } from './edit-profile-values.ts';

function optionLabel(group: string | undefined, value: string): string {
  const key = `options.${group}.${value}`;
  return group && i18n.exists(key) ? (i18n.t(key as never) as string) : value;
}

/** The options of a list, with the current value first when it is not one of them. */
export function listOptions(list: readonly string[], current: string, group?: string): Option[] {
  const values = current && !list.includes(current) ? [current, ...list] : list;
  return values.map((value) => ({ value, label: optionLabel(group, value) }));
}

export function EditSection({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormSection card headingId={`admin-edit-${id}`} title={t(`adminEdit.sections.${id}` as never)}>
      {children}
    </FormSection>
  );
}

/** A list field of the form that may be left blank ('Not specified'). */
function ListField({ name, list, group }: { name: keyof EditFormValues & string; list: readonly string[]; group?: string }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<EditFormValues>();
  return (
    <SelectField
      name={name}
      label={t(`adminEdit.fields.${name}` as never)}
      noneLabel={t('adminEdit.notChosen')}
      options={listOptions(list, String(values[name]), group)}
    />
  );
}

function Text({ name, type, required }: { name: keyof EditFormValues & string; type?: 'email' | 'number'; required?: boolean }) {
  const { t } = useTranslation();
  return <TextField name={name} type={type} required={required} label={t(`adminEdit.fields.${name}` as never)} />;
}

export function PersonalFields() {
  const { t } = useTranslation();
  return (
    <EditSection id="personal">
      <FieldGrid>
        <Text name="firstName" required />
        <Text name="lastName" />
        <Text name="age" type="number" required />
        <SelectField
          name="gender"
          label={t('adminEdit.fields.gender')}
          required
          options={GENDERS.map((g) => ({ value: g, label: t(`adminEdit.genders.${g}`) }))}
        />
        <ListField name="location" list={CITIES} />
        <Text name="email" type="email" />
      </FieldGrid>
    </EditSection>
  );
}

export function ProfessionalFields() {
  return (
    <EditSection id="professional">
      <FieldGrid>
        <ListField name="education" list={ADMIN_EDUCATION} group="education" />
        <ListField name="occupation" list={OCCUPATIONS} group="occupation" />
        <Text name="occupationDetails" />
      </FieldGrid>
    </EditSection>
  );
}

export function PhysicalFields() {
  return (
    <EditSection id="physical">
      <FieldGrid>
        <ListField name="height" list={ADMIN_HEIGHTS} />
        <ListField name="bodyType" list={BODY_TYPES} group="bodyType" />
        <ListField name="appearance" list={APPEARANCES} group="appearance" />
        <Text name="skinColor" />
        <Text name="hairColor" />
        <Text name="eyeColor" />
      </FieldGrid>
    </EditSection>
  );
}

const checkboxOptions = (list: readonly string[], group: string) => list.map((value) => ({ value, label: optionLabel(group, value) }));

export function AttributeFields() {
  const { t } = useTranslation();
  return (
    <EditSection id="attributes">
      <FieldGrid>
        <ListField name="relationshipStatus" list={RELATIONSHIP_STATUSES} group="relationshipStatus" />
        <ListField name="smoking" list={SMOKING} group="smoking" />
        <ListField name="drinking" list={DRINKING} group="drinking" />
        <ListField name="ethnicity" list={ETHNICITIES} group="ethnicity" />
        <ListField name="religion" list={RELIGIONS} group="religion" />
      </FieldGrid>
      <CheckboxGroup name="children" legend={t('adminEdit.fields.children')} options={checkboxOptions(ADMIN_CHILDREN, 'children')} />
      <CheckboxGroup
        name="personalityTags"
        legend={t('adminEdit.fields.personalityTags')}
        options={checkboxOptions(PERSONALITY_TAGS, 'personalityTags')}
      />
    </EditSection>
  );
}

export function ListAndAboutFields() {
  const { t } = useTranslation();
  const hint = t('adminEdit.fields.listHint');
  return (
    <>
      <EditSection id="languages">
        <FieldGrid>
          <TextField name="languagesText" label={t('adminEdit.fields.languages')} hint={hint} />
          <TextField name="interestsText" label={t('adminEdit.fields.interests')} hint={hint} />
          <TextField name="lookingForText" label={t('adminEdit.fields.lookingFor')} hint={hint} />
        </FieldGrid>
      </EditSection>
      <EditSection id="about">
        <TextAreaField name="aboutMe" label={t('adminEdit.fields.aboutMe')} />
      </EditSection>
    </>
  );
}

export function ContactFields() {
  return (
    <EditSection id="contact">
      <FieldGrid>
        {ADMIN_CONTACT_CHANNELS.map((channel) => (
          <Text key={channel} name={CONTACT_FIELDS[channel]} type={channel === 'email' ? 'email' : undefined} />
        ))}
      </FieldGrid>
    </EditSection>
  );
}

/** Price, status (Active approves her), Featured, and Verified, which can be ticked only once the
 * verification steps are confirmed (unconfirming clears it). */
export function StatusFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<EditFormValues>();
  return (
    <EditSection id="status">
      <FieldGrid>
        <TextField name="price" type="number" step={0.01} label={t('adminEdit.fields.price')} />
        <SelectField
          name="status"
          label={t('adminEdit.fields.status')}
          required
          options={PROFILE_STATUSES.map((s) => ({ value: s, label: t(`adminEdit.statuses.${s}`) }))}
          onChosen={(value) => void setFieldValue('isApproved', value === 'ACTIVE')}
        />
        <CheckboxField name="isFeatured" label={t('adminEdit.fields.isFeatured')} testId="admin-field-isFeatured" />
        <FullWidth>
          <div className="rounded-lg border border-stone-200 p-3">
            <CheckboxField
              name="verificationConfirmed"
              label={t('adminEdit.fields.verifiedConfirm')}
              testId="admin-field-verificationConfirmed"
              onChosen={(checked) => !checked && void setFieldValue('verified', false)}
            />
            <CheckboxField
              name="verified"
              label={t('adminEdit.fields.verified')}
              hint={t('adminEdit.fields.verifiedHint')}
              disabled={!values.verificationConfirmed}
              testId="admin-field-verified"
            />
          </div>
        </FullWidth>
      </FieldGrid>
    </EditSection>
  );
}
