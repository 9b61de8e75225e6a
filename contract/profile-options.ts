// The option lists of a profile (the CupidTags personality tags, ethnicity, religion and the
// rest): the values stored in profiles, in English words. Pages show
// them through their translated labels (the `options` locale area: options.<group>.<value>).
// Plain constants (no zod), so browser code that only shows labels stays light; the submission
// schema, the form and the demo seed import them from here.
import { PERSONALITY_TAGS } from '#contract/catalog-constants.ts';

export { PERSONALITY_TAGS };

export const GENDERS = ['female', 'male', 'other'] as const;

/** The submission form's cities. */
export const CITIES = [
  'Santo Domingo',
  'Santiago',
  'Puerto Plata',
  'La Romana',
  'Punta Cana',
  'San Pedro de Macorís',
  'Barahona',
  'Moca',
  'San Francisco de Macorís',
  'Higüey',
  'Azua',
  'Bonao',
] as const;

const inches = (feet: number, inch: number) => feet * 12 + inch;
/** 4'10" to 6'5" in one-inch steps (the submission form's range). */
export const HEIGHTS: readonly string[] = Array.from({ length: inches(6, 5) - inches(4, 10) + 1 }, (_, i) => {
  const total = inches(4, 10) + i;
  return `${Math.floor(total / 12)}'${total % 12}"`;
});

export const EDUCATION = [
  'High School',
  'Some College',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD',
  'Trade School',
  'Other',
] as const;

export const OCCUPATIONS = [
  'Student',
  'Own my business',
  'Employed',
  'Part Time',
  'Full Time',
  'Domestic / Stay at Home',
  'Unemployed',
  'Looking for work',
] as const;

export const SPOKEN_LANGUAGES = ['Spanish', 'English', 'French', 'Portuguese', 'Italian', 'German', 'Chinese', 'Japanese'] as const;

export const RELATIONSHIP_STATUSES = ['Single', 'Divorced', 'Widowed', 'Separated', "It's complicated"] as const;

export const CHILDREN = ['No children', 'Have children', 'Want children', "Don't want children"] as const;

export const SMOKING = ['Non-smoker', 'Occasional', 'Regular', 'Heavy'] as const;

export const BODY_TYPES = ['Slim', 'Athletic', 'Average', 'Curvy', 'Full figured', 'Muscular'] as const;

export const APPEARANCES = ['Very attractive', 'Attractive', 'Average', 'Prefer not to say'] as const;

export const DRINKING = ['Never', 'Rarely', 'Socially', 'Regularly', 'Frequently'] as const;

export const LOOKING_FOR = [
  'Long term partner',
  'Short term fun',
  'Long term open to short',
  'Short term open to long',
  'New friends',
  'Still figuring it out',
] as const;

/** The 24 interests (Travel, Music, Dancing … Salsa, Culture, Languages, Shopping, Spa). */
export const INTERESTS = [
  'Travel',
  'Music',
  'Dancing',
  'Cooking',
  'Reading',
  'Movies',
  'Fitness',
  'Beach',
  'Nature',
  'Photography',
  'Art',
  'Fashion',
  'Yoga',
  'Sports',
  'Family',
  'Pets',
  'Volunteering',
  'Baseball',
  'Merengue',
  'Salsa',
  'Culture',
  'Languages',
  'Shopping',
  'Spa',
] as const;

export const ETHNICITIES = ['Latina', 'Mixed', 'Afro-Caribbean', 'Hispanic', 'Caribbean'] as const;

export const RELIGIONS = ['Catholic', 'Evangelical Christian', 'Christian', 'Spiritual', 'Not religious', 'Prefer not to say'] as const;

/** The option groups whose values pages show through translated labels (options.<group>.<value>).
 * Cities are names and stay as they are in every language. */
export const OPTION_GROUPS = {
  gender: GENDERS,
  education: EDUCATION,
  occupation: OCCUPATIONS,
  languages: SPOKEN_LANGUAGES,
  relationshipStatus: RELATIONSHIP_STATUSES,
  children: CHILDREN,
  smoking: SMOKING,
  bodyType: BODY_TYPES,
  appearance: APPEARANCES,
  drinking: DRINKING,
  lookingFor: LOOKING_FOR,
  interests: INTERESTS,
  personalityTags: PERSONALITY_TAGS,
  ethnicity: ETHNICITIES,
  religion: RELIGIONS,
} as const;
export type OptionGroup = keyof typeof OPTION_GROUPS;
