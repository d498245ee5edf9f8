import { CV_MAX_ITEMS, type CvData } from '@careercard/shared/cv';
import { toCvData } from '@careercard/shared/cv-normalize';
import type { ParsedResume } from '../types';

/** Fits a text to a field's limit, so an overlong line never makes an import fail. */
const fit = (text: string, max: number) => text.trim().slice(0, max);
/** Keeps a list within the model's limit, for the same reason. */
const first = <T>(items: T[]) => items.slice(0, CV_MAX_ITEMS);

/**
 * A parsed CV in the CV model, with the import defaults (skills Beginner, languages Basic
 * unless the CV says otherwise) and ids generated for every entry.
 */
export function resumeToCvData(parsed: ParsedResume): CvData {
  const { contact } = parsed;
  return toCvData(
    {
      ...(Object.keys(parsed.bioData).length > 0
        ? {
            bioData: Object.fromEntries(
              Object.entries(parsed.bioData).map(([field, value]) => [
                field,
                fit(value, field.endsWith('Address') ? 500 : 200),
              ]),
            ),
          }
        : {}),
      personal: {
        name: fit(contact.name, 200),
        title: fit(parsed.title, 200),
        email: fit(contact.email, 200),
        phone: fit(contact.phone, 50),
        location: fit(contact.location, 200),
        summary: fit(parsed.summary, 5000),
        links: first(contact.links).map((link) => ({
          label: link.label,
          url: fit(link.url, 2048),
        })),
      },
      experience: first(parsed.experience).map((entry) => ({
        title: fit(entry.title, 200),
        company: fit(entry.company, 200),
        location: fit(entry.location, 200),
        startDate: fit(entry.startDate, 50),
        endDate: fit(entry.endDate, 50),
        description: fit(entry.description, 5000),
        ...(entry.type ? { type: entry.type } : {}),
      })),
      education: first(parsed.education).map((entry) => ({
        degree: fit(entry.degree, 200),
        institution: fit(entry.institution, 200),
        location: fit(entry.location, 200),
        startDate: fit(entry.startDate, 50),
        endDate: fit(entry.endDate, 50),
        description: fit(entry.description, 5000),
        ...(entry.level ? { level: entry.level } : {}),
        ...(entry.board ? { board: fit(entry.board, 200) } : {}),
        ...(entry.year ? { year: entry.year } : {}),
        ...(entry.gpa ? { gpa: entry.gpa } : {}),
        ...(entry.gpaScale ? { gpaScale: entry.gpaScale } : {}),
        ...(entry.division ? { division: fit(entry.division, 200) } : {}),
      })),
      skills: first(parsed.skills).map((name) => ({ name: fit(name, 200) })),
      languages: first(parsed.languages).map((language) => ({
        name: fit(language.name, 200),
        ...(language.fluency ? { fluency: language.fluency } : {}),
      })),
      projects: first(parsed.projects).map((project) => ({
        name: fit(project.name, 200),
        url: fit(project.url, 2048),
        description: fit(project.description, 5000),
        ...(project.label ? { label: fit(project.label, 200) } : {}),
      })),
      extracurricular: first(parsed.extracurricular).map((activity) => ({
        name: fit(activity.name, 200),
        role: fit(activity.role, 200),
        description: fit(activity.description, 5000),
      })),
      certifications: first(parsed.certifications).map((cert) => ({
        name: fit(cert.name, 200),
        issuer: fit(cert.issuer, 200),
        date: fit(cert.date, 50),
      })),
      achievements: first(parsed.achievements).map((award) => ({
        ...(award.title ? { title: fit(award.title, 200) } : {}),
        description: fit(award.description, 5000),
      })),
      publications: first(parsed.publications).map((publication) => ({
        title: fit(publication.title, 200),
        publisher: fit(publication.publisher, 200),
        date: fit(publication.date, 50),
        url: fit(publication.url, 2048),
      })),
      references: first(parsed.references).map((reference) => ({
        name: fit(reference.name, 200),
        title: fit(reference.title, 200),
        company: fit(reference.company, 200),
        ...(reference.email ? { email: fit(reference.email, 200) } : {}),
        ...(reference.phone ? { phone: fit(reference.phone, 50) } : {}),
        contact: fit(reference.contact, 200),
      })),
    },
    { importing: true },
  );
}
