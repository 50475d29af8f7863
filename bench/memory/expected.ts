/**
 * What a careful human reader takes from the fixtures in fixtures.ts: the profile values and the
 * events the user's own documents support, written before the extractors were tuned. The
 * benchmark and the tests score the service against this.
 *
 * Matching rules (see score.ts): profile values compare after normalisation (case, punctuation
 * and spacing ignored), against `value` or any of `alternatives`; `contains: true` values (free
 * text such as goals) match when the normalised expected text is part of the actual value.
 * An event matches when its event_type is equal and its content contains every `match` term
 * (case-insensitive); its happen_time is then checked for an exact match.
 */

export interface ExpectedValue {
  category: string;
  subtopic: string;
  value: string;
  alternatives?: string[];
  contains?: boolean;
  /** Fixture files that state it (for the reader). */
  from: string[];
}

export interface ExpectedEvent {
  event_type: 'personal' | 'financial' | 'professional' | 'educational' | 'social';
  /** A reference wording, for the reader. */
  content: string;
  /** Terms the event's content must contain. */
  match: string[];
  happen_time: string | null;
  from: string[];
}

const R = 'resume.docx';
const L = 'cover-letter.pdf';
const D = 'diary-2024.txt';
const I = 'invoice-INV-2024-0613.xlsx';
const W = 'wedding-invitation.png';
const M = 'voice-memo.wav';

export const EXPECTED_PROFILE: ExpectedValue[] = [
  { category: 'basic_info', subtopic: 'Name', value: 'Elena Marquez', from: [R, L] },
  { category: 'basic_info', subtopic: 'Age', value: '35', from: [D] },
  { category: 'basic_info', subtopic: 'birth_date', value: '1989-07-14', alternatives: ['14 July 1989', 'July 14, 1989'], from: [R] },
  { category: 'basic_info', subtopic: 'nationality', value: 'Spanish', alternatives: ['Spain'], from: [R] },
  { category: 'basic_info', subtopic: 'language_spoken', value: 'English', from: [R, L] },
  { category: 'basic_info', subtopic: 'language_spoken', value: 'Spanish', from: [R, L] },
  { category: 'basic_info', subtopic: 'language_spoken', value: 'Portuguese', from: [R] },
  { category: 'contact_info', subtopic: 'email', value: 'elena.marquez@example.com', from: [R, L] },
  { category: 'contact_info', subtopic: 'phone', value: '+351 912 345 678', alternatives: ['+351912345678'], from: [R] },
  // The letter's San Francisco address is older than the move to Lisbon (diary, résumé).
  { category: 'contact_info', subtopic: 'city', value: 'Lisbon', alternatives: ['Lisboa'], from: [R, D] },
  { category: 'contact_info', subtopic: 'country', value: 'Portugal', from: [R] },
  { category: 'education', subtopic: 'school', value: 'University of Texas at Austin', alternatives: ['The University of Texas at Austin'], from: [R, L] },
  { category: 'education', subtopic: 'degree', value: 'M.S.', alternatives: ['MS', 'Master of Science', 'M.Sc.', 'MSc'], from: [R, L] },
  { category: 'education', subtopic: 'major', value: 'Computer Science', from: [R, L] },
  { category: 'demographics', subtopic: 'marital_status', value: 'married', from: [D] },
  { category: 'demographics', subtopic: 'number_of_children', value: '2', alternatives: ['two'], from: [D] },
  { category: 'work', subtopic: 'company', value: 'Fabrikam Health', from: [R, D] },
  { category: 'work', subtopic: 'title', value: 'Staff Data Engineer', from: [R, D] },
  { category: 'work', subtopic: 'working_industry', value: 'healthcare', alternatives: ['health care'], from: [R] },
  { category: 'work', subtopic: 'previous_projects', value: 'Atlas', from: [R] },
  { category: 'work', subtopic: 'previous_projects', value: 'Tidewater', from: [R] },
  ...['Python', 'SQL', 'Apache Kafka', 'Apache Spark', 'Airflow', 'Terraform'].map((value) => ({ category: 'work', subtopic: 'work_skills', value, from: [R] })),
  { category: 'interest', subtopic: 'books', value: 'science fiction novels', alternatives: ['science fiction'], from: [R] },
  { category: 'interest', subtopic: 'books', value: 'The Left Hand of Darkness', from: [D] },
  { category: 'interest', subtopic: 'movies', value: 'Casablanca', from: [D] },
  { category: 'interest', subtopic: 'music', value: 'jazz piano', alternatives: ['jazz'], from: [R] },
  { category: 'interest', subtopic: 'foods', value: 'grilled sardines', alternatives: ['sardines'], from: [D] },
  { category: 'interest', subtopic: 'foods', value: 'pizza', from: [M] },
  { category: 'interest', subtopic: 'sports', value: 'trail running', alternatives: ['running'], from: [R] },
  { category: 'psychological', subtopic: 'goals', value: 'run a full marathon', contains: true, from: [D] },
  { category: 'life_event', subtopic: 'relocation', value: 'Lisbon', contains: true, from: [D] },
];

/** Values that belong to other people or are outdated; none may appear anywhere in the profile. */
export const NEVER_IN_PROFILE = ['Porto', 'info@lisbonmovers.pt', '+351 213 000 111', 'bacalhau', 'paella', 'Joana Silva', 'Sofia', 'Snowflake'];

export const EXPECTED_EVENTS: ExpectedEvent[] = [
  // résumé, and the diary's first day (the more precise date wins)
  { event_type: 'professional', content: 'First day at Fabrikam Health as Staff Data Engineer.', match: ['Fabrikam Health'], happen_time: '2024-06-17T00:00:00', from: [R, D] },
  // résumé and cover letter state the same job
  { event_type: 'professional', content: 'Worked as Senior Data Engineer at Northwind Analytics from March 2021.', match: ['Northwind Analytics'], happen_time: '2021-03-01T00:00:00', from: [R, L] },
  { event_type: 'professional', content: 'Worked as Data Engineer at Contoso Labs from June 2017 to February 2021.', match: ['Contoso Labs'], happen_time: '2017-06-01T00:00:00', from: [R] },
  { event_type: 'educational', content: 'Completed an M.S. in Computer Science at the University of Texas at Austin in 2017.', match: ['University of Texas'], happen_time: '2017-01-01T00:00:00', from: [R] },
  { event_type: 'educational', content: 'Completed a B.S. in Mathematics at the University of Florida in 2015.', match: ['University of Florida'], happen_time: '2015-01-01T00:00:00', from: [R] },
  // cover letter
  { event_type: 'professional', content: 'Applied for the Staff Data Engineer position at Fabrikam Health.', match: ['apply', 'Fabrikam'], happen_time: '2024-03-12T00:00:00', from: [L] },
  { event_type: 'professional', content: 'Received the Contoso Innovation Award for the Atlas reporting platform in 2019.', match: ['Innovation Award'], happen_time: '2019-01-01T00:00:00', from: [L] },
  { event_type: 'professional', content: 'Met the Fabrikam data platform team at the Lisbon Data Summit.', match: ['Lisbon Data Summit'], happen_time: '2024-02-28T00:00:00', from: [L] },
  // diary
  { event_type: 'professional', content: 'Got and accepted the offer from Fabrikam Health.', match: ['offer', 'Fabrikam'], happen_time: '2024-05-03T00:00:00', from: [D] },
  { event_type: 'social', content: 'Had dinner with Sofia and Marco to celebrate.', match: ['dinner', 'Sofia'], happen_time: '2024-05-03T00:00:00', from: [D] },
  { event_type: 'personal', content: 'Moved to Lisbon.', match: ['moved', 'Lisbon'], happen_time: '2024-06-01T00:00:00', from: [D] },
  { event_type: 'personal', content: 'Turned 35.', match: ['35'], happen_time: '2024-07-14T00:00:00', from: [D] },
  { event_type: 'personal', content: 'Ran the Lisbon Half Marathon in 1:52.', match: ['Half Marathon'], happen_time: '2024-07-20T00:00:00', from: [D] },
  { event_type: 'personal', content: 'Celebrated the fifth wedding anniversary with Tom.', match: ['anniversary'], happen_time: '2024-08-15T00:00:00', from: [D] },
  // invoice, invitation, voice memo
  { event_type: 'financial', content: 'Invoice INV-2024-0613 from Lisbon Movers Lda. for EUR 1,240.00.', match: ['INV-2024-0613', '1,240'], happen_time: '2024-06-03T00:00:00', from: [I] },
  { event_type: 'social', content: 'Invited to the wedding of Sofia Almeida & Marco Rossi at Quinta da Regaleira, Sintra.', match: ['wedding', 'Sofia Almeida'], happen_time: '2025-06-14T16:00:00', from: [W] },
  // The memo carries no date of its own, so "last week" has nothing reliable to count from.
  { event_type: 'educational', content: 'Started guitar lessons last week.', match: ['guitar lessons'], happen_time: null, from: [M] },
];
