import type { CvPersonal } from '@careercard/shared/cv';
import { essentialsProblem, missingEssentials } from '@careercard/shared/cv-essentials';
import { AppError } from '../../lib/app-error';

/**
 * A CV goes out (a PDF, a V-Card) only with its name and a way to reach its owner: the
 * templates print no placeholder in their place, so a 422 names what to fill in instead.
 */
export function assertCvEssentials(personal: CvPersonal): void {
  const problem = essentialsProblem(missingEssentials(personal));
  if (problem) throw new AppError(422, problem.message, problem.errors);
}
