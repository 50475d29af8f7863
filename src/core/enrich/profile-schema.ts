/**
 * The user profile's 8 categories and 35 subtopics (the spec's table; DESIGN.md: the stated 34
 * is a typo), and the structured-output schema an Ollama chat model answers in.
 */
import { z } from 'zod';

export const PROFILE_CATEGORIES = {
  basic_info: ['Name', 'Age', 'Gender', 'birth_date', 'nationality', 'ethnicity', 'language_spoken'],
  contact_info: ['email', 'phone', 'city', 'country'],
  education: ['school', 'degree', 'major'],
  demographics: ['marital_status', 'number_of_children', 'household_income'],
  work: ['company', 'title', 'working_industry', 'previous_projects', 'work_skills'],
  interest: ['books', 'movies', 'music', 'foods', 'sports'],
  psychological: ['personality', 'values', 'beliefs', 'motivations', 'goals'],
  life_event: ['marriage', 'relocation', 'retirement'],
} as const;

export type Category = keyof typeof PROFILE_CATEGORIES;
export type Subtopic = (typeof PROFILE_CATEGORIES)[Category][number];

export const SUBTOPICS = Object.values(PROFILE_CATEGORIES).flat() as Subtopic[];

/** Each subtopic's category (subtopic names are unique across categories). */
export const CATEGORY_OF: Record<Subtopic, Category> = Object.fromEntries(
  (Object.entries(PROFILE_CATEGORIES) as Array<[Category, readonly Subtopic[]]>).flatMap(([c, subs]) => subs.map((s) => [s, c])),
) as Record<Subtopic, Category>;

/** What the model is told each subtopic holds. */
export const SUBTOPIC_HINTS: Record<Subtopic, string> = {
  Name: "the user's full name",
  Age: 'age in years, digits only',
  Gender: 'gender as the user states it',
  birth_date: 'date of birth, YYYY-MM-DD (or YYYY)',
  nationality: 'nationality, e.g. Spanish',
  ethnicity: 'ethnicity as the user states it',
  language_spoken: 'one language per item',
  email: 'email address',
  phone: 'phone number as written',
  city: 'city the user lives in now',
  country: 'country the user lives in now',
  school: 'school or university (most recent)',
  degree: 'degree, e.g. M.S., BA, PhD (most recent)',
  major: 'field of study (most recent)',
  marital_status: 'single, married, divorced, widowed, engaged…',
  number_of_children: 'number, digits only',
  household_income: 'household income as stated',
  company: 'current employer',
  title: 'current job title',
  working_industry: 'industry the user works in',
  previous_projects: 'one project name per item',
  work_skills: 'one skill per item',
  books: 'one book, author or genre per item',
  movies: 'one film, series or genre per item',
  music: 'one artist, genre or instrument per item',
  foods: 'one food or dish per item',
  sports: 'one sport per item',
  personality: 'one trait per item',
  values: 'one value per item',
  beliefs: 'one belief per item',
  motivations: 'one motivation per item',
  goals: 'one goal per item, as a short phrase',
  marriage: 'marriage event, e.g. "Married Tom in 2019"',
  relocation: 'most recent move, e.g. "Moved to Lisbon"',
  retirement: 'retirement, as stated',
};

/** JSON schema for Ollama's `format`: a list of facts, each naming its subtopic and its evidence. */
export const PROFILE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    facts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          subtopic: { type: 'string', enum: SUBTOPICS },
          value: { type: 'string' },
          evidence: { type: 'string', description: 'the exact words of the document that state it' },
        },
        required: ['subtopic', 'value', 'evidence'],
      },
    },
  },
  required: ['facts'],
} as const;

export const profileReplySchema = z.object({
  facts: z
    .array(
      z.object({
        subtopic: z.enum(SUBTOPICS as [Subtopic, ...Subtopic[]]),
        value: z.string().trim().min(1).max(300),
        evidence: z.string().trim().max(2000).default(''),
      }),
    )
    .max(200),
});

export type ProfileReply = z.infer<typeof profileReplySchema>;
