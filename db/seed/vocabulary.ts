// Word lists for the synthetic demo catalogue: the fixed option lists plus name parts and
// sentence fragments. Names are combined at random, so every person in the demo is invented.

import type { OCCUPATIONS } from '#contract/profile-options.ts';

export {
  APPEARANCES,
  BODY_TYPES,
  CHILDREN,
  CITIES,
  DRINKING,
  EDUCATION,
  ETHNICITIES,
  HEIGHTS,
  INTERESTS,
  LOOKING_FOR,
  OCCUPATIONS,
  PERSONALITY_TAGS,
  RELATIONSHIP_STATUSES,
  RELIGIONS,
  SMOKING,
  SPOKEN_LANGUAGES as LANGUAGES,
} from '#contract/profile-options.ts';
// The option lists are the contract's (one owner); the seed draws from the same values.

export const FIRST_NAMES = [
  'María',
  'Yokasta',
  'Yanelis',
  'Rosanna',
  'Altagracia',
  'Yaritza',
  'Massiel',
  'Yesenia',
  'Carolina',
  'Wendy',
  'Yudelka',
  'Paola',
  'Scarlet',
  'Nicole',
  'Darlenys',
  'Anyelina',
  'Yomaira',
  'Esmeralda',
  'Milagros',
  'Luz',
  'Yissel',
  'Arisleidy',
  'Katherine',
  'Leidy',
  'Dahiana',
  'Rosmery',
  'Yuderka',
  'Mariel',
  'Glenny',
  'Franchesca',
  'Lisbeth',
  'Yamilet',
  'Indhira',
  'Crismeily',
  'Raysa',
  'Juana',
  'Ana',
  'Isabel',
  'Gabriela',
  'Valentina',
  'Camila',
  'Yulissa',
  'Marleny',
  'Awilda',
  'Niurka',
  'Elizabeth',
  'Johanna',
  'Yariely',
] as const;

export const LAST_NAMES = [
  'Rodríguez',
  'Pérez',
  'Martínez',
  'García',
  'Santana',
  'Reyes',
  'De la Cruz',
  'Jiménez',
  'Núñez',
  'Rosario',
  'Peña',
  'Almonte',
  'Tavárez',
  'Batista',
  'Mejía',
  'Guzmán',
  'Ureña',
  'Polanco',
  'Familia',
  'Féliz',
  'Encarnación',
  'Cuevas',
  'Vásquez',
  'Castillo',
  'Taveras',
  'Paulino',
  'Abreu',
  'Ventura',
  'Mercedes',
  'Valdez',
  'Hernández',
  'Medina',
  'Sosa',
  'Brito',
] as const;

/** The storefront's location filter on the browse page; a subset of CITIES. */
export const STOREFRONT_CITIES = ['Santo Domingo', 'Santiago', 'Puerto Plata', 'La Romana', 'Punta Cana'] as const;

export const OCCUPATION_DETAILS: Record<(typeof OCCUPATIONS)[number], readonly string[]> = {
  Student: [
    'Studies nursing',
    'Studies business administration',
    'Studies tourism management',
    'Studies English and French',
    'Studies accounting',
  ],
  'Own my business': [
    'Runs a small beauty salon',
    'Sells handmade jewellery',
    'Has a bakery stall',
    'Runs a nail studio',
    'Organises events',
  ],
  Employed: ['Receptionist at a hotel', 'Bank teller', 'Pharmacy assistant', 'Dental assistant', 'Call-centre agent'],
  'Part Time': ['Dance teacher in the evenings', 'Tour guide at weekends', 'Works in a boutique', 'Tutors children in maths'],
  'Full Time': ['Nurse at a clinic', 'Primary school teacher', 'Accountant', 'Office administrator', 'Graphic designer'],
  'Domestic / Stay at Home': ['Looks after her family', 'Cares for her grandmother', 'Home maker'],
  Unemployed: ['Between jobs', 'Taking a break to study'],
  'Looking for work': ['Looking for work in tourism', 'Looking for an office job', 'Looking for work in healthcare'],
};

export const SKIN_COLORS = ['Light', 'Olive', 'Tan', 'Caramel', 'Brown', 'Dark brown'] as const;

export const HAIR_COLORS = ['Black', 'Dark brown', 'Brown', 'Auburn', 'Blonde highlights', 'Curly black'] as const;

export const EYE_COLORS = ['Brown', 'Dark brown', 'Hazel', 'Honey', 'Green'] as const;

export const CONTACT_CHANNELS = ['whatsapp', 'instagram', 'email', 'phone', 'telegram', 'facebook', 'tiktok'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

// About-me texts are built from one fragment of each group.
export const ABOUT_OPENINGS = [
  'Hola! I am {name}, a cheerful woman from {city}.',
  'Hi, my name is {name} and I live in {city}.',
  'I am {name}, {age} years old, born and raised in {city}.',
  'Greetings from {city}! My friends call me {name}.',
  'Hello, I am {name}. People say my smile is the first thing they notice.',
] as const;

export const ABOUT_MIDDLES = [
  'In my free time I love {interest1} and {interest2}.',
  'You will often find me enjoying {interest1}, and I never say no to {interest2}.',
  'My weekends are for {interest1}, {interest2} and good food with my family.',
  'I am passionate about {interest1} and I am learning more about {interest2}.',
] as const;

export const ABOUT_VALUES = [
  'Family means everything to me and I value honesty above all.',
  'I believe in respect, loyalty and a good sense of humour.',
  'I am calm, kind and I like to take life one step at a time.',
  'I am outgoing and positive, and I love meeting people from other cultures.',
  'I am a romantic at heart and I believe in real connection.',
] as const;

export const ABOUT_CLOSINGS = [
  'I would like to meet someone sincere who wants to share special moments.',
  'If you are respectful and curious about the Dominican Republic, we will get along.',
  'Looking forward to meeting someone with a good heart.',
  'Life is better shared, so let us talk and see where it goes.',
] as const;
