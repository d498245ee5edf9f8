import type { WritingCv } from '@careercard/shared/analysis';
import { createContext } from 'react';

/**
 * The CV being edited, as writing help reads it: every AI button sends it, so drafts come from
 * the CV's facts and an AI provider's answer can be checked against them. A function, so that
 * the draft is read when the button is pressed, not each time the form renders.
 */
export const WritingCvContext = createContext<(() => WritingCv) | null>(null);

/**
 * Called just before an AI answer goes into the CV: the editor makes it a step of undo of its
 * own and saves it saying so, so that the CV as it was before is kept as a version.
 */
export const AiChangeContext = createContext<(() => void) | null>(null);
