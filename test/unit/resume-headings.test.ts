import { describe, expect, it } from 'vitest';
import { resumeSection } from '../../src/core/enrich/lexicon.js';

describe('CV section headings', () => {
  it('knows the experience and education headings of CVs written in other languages', () => {
    for (const h of ['Berufserfahrung', 'Pengalaman Kerja', 'EXPERIENCIA LABORAL', 'Esperienze lavorative', 'Doświadczenie zawodowe', '경력 사항', 'Working life']) expect(resumeSection(h)).toBe('experience');
    for (const h of ['Ausbildung', 'Formación académica', 'Pendidikan', 'Wykształcenie', 'Eğitim', '학력', 'Schooling']) expect(resumeSection(h)).toBe('education');
  });

  it('does not take a to-do list’s plain headings for CV sections', () => {
    for (const h of ['Work', 'School run', 'Shopping', 'Formation flying']) expect(resumeSection(h)).toBeUndefined();
  });
});
